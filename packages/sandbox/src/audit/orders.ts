/** The order contract's rules (ORDER_INVARIANTS) as checks over every order. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OrderInvariant } from '@mall/domain/contract/orders';
import { WEIGHING_TOLERANCE, orderCharges } from '@mall/domain/contract/orders';
import { Big, sum, tonnes, yuan } from '@mall/domain/money';
import type { SandboxDb } from '../db/client.ts';
import {
  afterSales,
  capitalRecords,
  contracts,
  deliveries,
  deliveryLines,
  goodsBatches,
  invoices,
  modifications,
  orderEvents,
  orderItems,
  orders,
  payments,
  users,
} from '../db/schema.ts';
import { depositOf } from '../orders/money.ts';
import { chargesOf } from '../orders/read.ts';
import { ORDER_NO_PREFIX } from '../orders/write/creation.ts';
import { chinaDate } from '../prices.ts';
import { chinaDateTime } from '../time.ts';
import type { Check } from './violation.ts';
import { groupBy } from '../group.ts';
import { ruleOf } from './violation.ts';

const rule = (invariant: OrderInvariant) => ruleOf(invariant);

/** Every order with its lines and its paid payments' sums by kind. */
const ordersWithMoney = async (db: SandboxDb) => {
  const [rows, items, paid] = await Promise.all([
    db.select().from(orders).orderBy(asc(orders.id)),
    db.select().from(orderItems).orderBy(asc(orderItems.id)),
    db.select().from(payments).where(eq(payments.status, 'paid')),
  ]);
  const itemsOf = groupBy(items, ({ orderId }) => orderId);
  const paidOf = groupBy(paid, ({ orderId }) => orderId);
  return rows.map((order) => {
    const own = paidOf.get(order.id) ?? [];
    const total = (kind: string, settling?: boolean) =>
      sum(
        own
          .filter(
            (payment) =>
              payment.kind === kind &&
              (settling === undefined || payment.detailIds.length > 0 === settling),
          )
          .map(({ amount }) => amount),
      );
    return { order, lines: itemsOf.get(order.id) ?? [], total };
  });
};

const finalPaymentSum: Check = async (db) =>
  (await ordersWithMoney(db)).flatMap(({ order, lines, total }) => {
    if (lines.length === 0 || lines.some(({ finalPaid }) => !finalPaid)) return [];
    const weighed = sum(lines.map(({ weighedAmount }) => weighedAmount));
    const net = weighed.plus(order.transferFee).minus(total('first')).minus(total('diff'));
    const settled = total('final').minus(total('refund', true));
    return rule('finalPaymentSum')(
      settled.eq(net),
      order.orderNo,
      `货款 ¥${yuan(weighed)} + 过户费 ¥${order.transferFee} − 已付定金 ¥${yuan(total('first'))} − 差价款 ¥${yuan(total('diff'))} = ¥${yuan(net)}，实际结算 ¥${yuan(settled)}`,
    );
  });

const depositWithinDue: Check = async (db) => {
  const lowered = new Set(
    (await db.select().from(modifications).where(eq(modifications.status, 'confirmed')))
      .filter(({ oldAmount, newAmount }) => new Big(newAmount).lt(oldAmount))
      .map(({ orderId }) => orderId),
  );
  return (await ordersWithMoney(db)).flatMap(({ order, lines, total }) => {
    const due = new Big(chargesOf(order, lines).depositAmount);
    const held = total('first').plus(total('diff')).minus(total('refund', false));
    // A lowered order's deposit paid over is carried to its final payment.
    return rule('depositWithinDue')(
      held.lte(due) || lowered.has(order.id),
      order.orderNo,
      `应付定金 ¥${yuan(due)}，已付定金与差价款 ¥${yuan(held)}（未退）`,
    );
  });
};

const weighingWithinTolerance: Check = async (db) => {
  const rows = await db
    .select({
      orderNo: orders.orderNo,
      stage: orders.stage,
      weighingDiff: orders.weighingDiff,
      line: orderItems,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId));
  return rows.flatMap(({ orderNo, stage, weighingDiff, line }) => {
    if (line.weighedWeight === null) return [];
    const off = new Big(line.weighedWeight).minus(line.weight).abs();
    // Beyond the tolerance: a 磅差 shown to the buyer, and held in stocking until confirmed by
    // the buyer or upheld by the mall.
    const shown =
      weighingDiff === 'confirmed' ||
      weighingDiff === 'upheld' ||
      (weighingDiff !== null && stage === 'stocking');
    return rule('weighingWithinTolerance')(
      off.lte(new Big(line.weight).times(WEIGHING_TOLERANCE)) || shown,
      orderNo,
      `明细 ${line.id}：订货 ${line.weight} 吨，过磅 ${line.weighedWeight} 吨`,
    );
  });
};

const deliveredWithinWeighed: Check = async (db) => {
  const [items, lines] = await Promise.all([
    db
      .select({ orderNo: orders.orderNo, line: orderItems })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId)),
    db.select().from(deliveryLines),
  ]);
  const linesOf = groupBy(lines, ({ itemId }) => itemId);
  return items.flatMap(({ orderNo, line }) => {
    const applied = sum((linesOf.get(line.id) ?? []).map(({ weight }) => weight));
    const cap = line.weighedWeight ?? line.weight;
    return [
      ...rule('deliveredWithinWeighed')(
        applied.eq(line.deliveredWeight),
        orderNo,
        `明细 ${line.id}：已申请发货 ${line.deliveredWeight} 吨，发货单合计 ${tonnes(applied)} 吨`,
      ),
      ...rule('deliveredWithinWeighed')(
        applied.lte(cap),
        orderNo,
        `明细 ${line.id}：发货 ${tonnes(applied)} 吨，超过 ${cap} 吨`,
      ),
    ];
  });
};

const oneWaybillPerShipment: Check = async (db) => {
  const [shipped, returned] = await Promise.all([
    db
      .select({ no: deliveries.logisticsNo, by: deliveries.deliveryNo })
      .from(deliveries)
      .where(inArray(deliveries.status, ['shipped', 'received'])),
    db
      .select({
        no: afterSales.afterSaleNo,
        back: afterSales.returnTrackingNo,
        out: afterSales.exchangeTrackingNo,
      })
      .from(afterSales),
  ]);
  const waybills = [
    ...shipped.flatMap(({ no, by }) => (no ? [{ waybill: no, by }] : [])),
    ...returned.flatMap(({ no, back, out }) => [
      ...(back ? [{ waybill: back, by: `${no} 退回` }] : []),
      ...(out ? [{ waybill: out, by: `${no} 换货` }] : []),
    ]),
  ];
  return [...groupBy(waybills, ({ waybill }) => waybill)].flatMap(([waybill, uses]) =>
    rule('oneWaybillPerShipment')(
      uses.length === 1,
      waybill,
      `运单号用于 ${uses.map(({ by }) => by).join('、')}`,
    ),
  );
};

/** Each invoice applied for after the deliveries it invoices were received, issued after. */
const invoicesAfterReceipt = (
  applied: readonly (typeof invoices.$inferSelect)[],
  shipments: readonly (typeof deliveries.$inferSelect)[],
) =>
  applied.flatMap(({ id, invoiceNo, deliveryIds, appliedAt, issuedAt }) => {
    const invoiced = shipments.filter((delivery) => deliveryIds.includes(delivery.id));
    const subject = invoiceNo ?? `发票申请 ${id}`;
    return [
      ...invoiced.flatMap(({ deliveryNo, receivedAt }) =>
        rule('eventsAfterPlacing')(
          receivedAt !== null && receivedAt.getTime() <= appliedAt.getTime(),
          subject,
          `申请开票（${chinaDateTime(appliedAt)}）早于发货单 ${deliveryNo} 签收（${receivedAt ? chinaDateTime(receivedAt) : '未签收'}）`,
        ),
      ),
      ...rule('eventsAfterPlacing')(
        !issuedAt || issuedAt.getTime() >= appliedAt.getTime(),
        subject,
        `开票（${issuedAt ? chinaDateTime(issuedAt) : ''}）早于申请（${chinaDateTime(appliedAt)}）`,
      ),
    ];
  });

const eventsAfterPlacing: Check = async (db) => {
  const [rows, events, paid, shipments, applied] = await Promise.all([
    db.select({ id: orders.id, orderNo: orders.orderNo, createdAt: orders.createdAt }).from(orders),
    db.select().from(orderEvents),
    db.select().from(payments),
    db.select().from(deliveries),
    db.select().from(invoices),
  ]);
  const eventsOf = groupBy(events, ({ orderId }) => orderId);
  const paidOf = groupBy(paid, ({ orderId }) => orderId);
  const shippedOf = groupBy(shipments, ({ orderId }) => orderId);
  return rows
    .flatMap(({ id, orderNo, createdAt }) => {
      const placed = chinaDateTime(createdAt);
      const moments = [
        ...(eventsOf.get(id) ?? []).map(({ at, text }) => ({ at, what: text })),
        ...(paidOf.get(id) ?? []).flatMap(({ createdAt: at, paidAt, kind }) => [
          { at, what: `付款 ${kind}` },
          ...(paidAt ? [{ at: paidAt, what: `付款 ${kind} 到账` }] : []),
        ]),
        ...(shippedOf.get(id) ?? []).map(({ createdAt: at, deliveryNo }) => ({
          at,
          what: `发货单 ${deliveryNo}`,
        })),
      ];
      return [
        ...moments.flatMap(({ at, what }) =>
          rule('eventsAfterPlacing')(
            at.getTime() >= createdAt.getTime(),
            orderNo,
            `${what}（${chinaDateTime(at)}）早于下单（${placed}）`,
          ),
        ),
        ...(shippedOf.get(id) ?? []).flatMap(
          ({ deliveryNo, createdAt: appliedAt, shippedAt, receivedAt }) => [
            ...rule('eventsAfterPlacing')(
              !shippedAt || shippedAt.getTime() >= appliedAt.getTime(),
              orderNo,
              `发货单 ${deliveryNo} 发货早于申请`,
            ),
            ...rule('eventsAfterPlacing')(
              !receivedAt || (shippedAt !== null && receivedAt.getTime() >= shippedAt.getTime()),
              orderNo,
              `发货单 ${deliveryNo} 收货早于发货`,
            ),
          ],
        ),
      ];
    })
    .concat(invoicesAfterReceipt(applied, shipments));
};

const finalOwesSupplement: Check = async (db) =>
  (await ordersWithMoney(db)).flatMap(({ order, lines, total }) => {
    if (order.stage !== 'final') return [];
    const unpaid = lines.filter(({ finalPaid }) => !finalPaid);
    const weighed = sum(lines.map(({ weighedAmount }) => weighedAmount));
    const net = weighed.plus(order.transferFee).minus(total('first')).minus(total('diff'));
    return rule('finalOwesSupplement')(
      unpaid.length > 0 && net.gt(0),
      order.orderNo,
      `待补款订单结算净额 ¥${yuan(net)}`,
    );
  });

const contractAmountMatchesOrder: Check = async (db) => {
  const [signed, withMoney] = await Promise.all([db.select().from(contracts), ordersWithMoney(db)]);
  return signed.flatMap((contract) => {
    const found = withMoney.find(({ order }) => order.id === contract.orderId);
    const ordered = found ? chargesOf(found.order, found.lines).totalAmount : '0.00';
    return rule('contractAmountMatchesOrder')(
      contract.amount === ordered,
      contract.contractNo,
      `合同金额 ¥${contract.amount}，订单金额 ¥${ordered}`,
    );
  });
};

const totalIncludesFees: Check = async (db) =>
  (await ordersWithMoney(db)).flatMap(({ order, lines }) => {
    const charged = chargesOf(order, lines);
    const due = orderCharges(charged.goodsAmount, charged.tonnage);
    return rule('totalIncludesFees')(
      charged.transferFee === due.transferFee && charged.totalAmount === due.totalAmount,
      order.orderNo,
      `货款 ¥${charged.goodsAmount} + 过户费 ¥${charged.transferFee}（应为 ¥${due.transferFee}）= 合计 ¥${charged.totalAmount}`,
    );
  });

const overpaidDepositCarried: Check = async (db) => {
  const [confirmed, events, paid] = await Promise.all([
    db
      .select({
        orderId: modifications.orderId,
        newAmount: modifications.newAmount,
        orderNo: orders.orderNo,
      })
      .from(modifications)
      .innerJoin(orders, eq(orders.id, modifications.orderId))
      .where(eq(modifications.status, 'confirmed')),
    db.select().from(orderEvents),
    db.select().from(payments).where(eq(payments.status, 'paid')),
  ]);
  const eventsOf = groupBy(events, ({ orderId }) => orderId);
  const paidOf = groupBy(paid, ({ orderId }) => orderId);
  return confirmed.flatMap(({ orderId, newAmount, orderNo }) => {
    const held = sum(
      (paidOf.get(orderId) ?? [])
        .filter(({ kind }) => kind === 'first' || kind === 'diff')
        .map(({ amount }) => amount),
    );
    if (held.lte(depositOf(newAmount))) return [];
    return rule('overpaidDepositCarried')(
      (eventsOf.get(orderId) ?? []).some(({ text }) => text.includes('转入尾款结算')),
      orderNo,
      `修改后定金 ¥${depositOf(newAmount)}，已付定金与差价款 ¥${yuan(held)}，订单动态未说明多付部分`,
    );
  });
};

const refundedInLedger: Check = async (db) => {
  const [refunds, records] = await Promise.all([
    db
      .select({ orderNo: orders.orderNo, payment: payments })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.kind, 'refund'), eq(payments.status, 'paid'))),
    db.select().from(capitalRecords).where(eq(capitalRecords.kind, 'refund')),
  ]);
  return refunds.flatMap(({ orderNo, payment }) => {
    if (payment.detailIds.length === 0) return [];
    const when = payment.paidAt && chinaDateTime(payment.paidAt);
    return rule('refundedInLedger')(
      records.some(
        (record) =>
          record.refNo === orderNo &&
          new Big(record.amount).eq(payment.amount) &&
          chinaDateTime(record.at) === when,
      ),
      orderNo,
      `结算退款 ¥${payment.amount}（${when ?? '未到账'}）在资金记录中没有同额同时的一条`,
    );
  });
};

const numberedByPlacing: Check = async (db) => {
  const rows = await db
    .select({
      orderNo: orders.orderNo,
      companyId: orders.companyId,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .orderBy(asc(orders.companyId), asc(orders.createdAt), asc(orders.id));
  const lastOfDay = new Map<string, string>();
  const serialsOfDay = new Map<string, number[]>();
  const numbered = rows.flatMap(({ orderNo, companyId, createdAt }) => {
    const day = `${ORDER_NO_PREFIX}${chinaDate(createdAt).replaceAll('-', '')}`;
    const serial = orderNo.slice(day.length);
    const serials = serialsOfDay.get(day) ?? [];
    serials.push(Number(serial));
    serialsOfDay.set(day, serials);
    const key = `${companyId}:${day}`;
    const before = lastOfDay.get(key);
    lastOfDay.set(key, orderNo);
    return [
      ...rule('numberedByPlacing')(
        orderNo.startsWith(day) && /^\d{4}$/.test(serial),
        orderNo,
        `下单于 ${chinaDateTime(createdAt)}，编号应为 ${day}nnnn`,
      ),
      ...rule('numberedByPlacing')(
        before === undefined || before < orderNo,
        orderNo,
        `下单于 ${chinaDateTime(createdAt)}，晚于同日下单的 ${before ?? ''}，编号却更小`,
      ),
    ];
  });
  // The day's serials are the mall's count of that day's orders: 1, 2, … with none skipped.
  const counted = [...serialsOfDay].flatMap(([day, serials]) => {
    const sorted = serials.toSorted((a, b) => a - b);
    return rule('numberedByPlacing')(
      sorted.every((serial, index) => serial === index + 1),
      day,
      `当日 ${sorted.length} 笔订单，序号为 ${sorted.join('、')}`,
    );
  });
  return [...numbered, ...counted];
};

const placedAfterListing: Check = async (db) =>
  (
    await db
      .select({
        orderNo: orders.orderNo,
        placedAt: orders.createdAt,
        batchNo: goodsBatches.batchNo,
        listedAt: goodsBatches.listedAt,
        username: users.username,
        joinedAt: users.createdAt,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(goodsBatches, eq(goodsBatches.id, orderItems.batchId))
      .innerJoin(users, eq(users.id, orders.userId))
  ).flatMap(({ orderNo, placedAt, batchNo, listedAt, username, joinedAt }) =>
    rule('placedAfterListing')(
      placedAt.getTime() >= listedAt.getTime() && placedAt.getTime() >= joinedAt.getTime(),
      orderNo,
      `下单于 ${chinaDateTime(placedAt)}；批次 ${batchNo} 上架于 ${chinaDateTime(listedAt)}，下单用户 ${username} 注册于 ${chinaDateTime(joinedAt)}`,
    ),
  );

/** The checks of ORDER_INVARIANTS, by name. */
export const orderChecks: Readonly<Record<OrderInvariant, Check>> = {
  finalPaymentSum,
  depositWithinDue,
  weighingWithinTolerance,
  deliveredWithinWeighed,
  oneWaybillPerShipment,
  finalOwesSupplement,
  contractAmountMatchesOrder,
  refundedInLedger,
  overpaidDepositCarried,
  eventsAfterPlacing,
  totalIncludesFees,
  numberedByPlacing,
  placedAfterListing,
};
