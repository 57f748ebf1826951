import { eq } from 'drizzle-orm';
import { groupedYuan, sum, yuan } from '@mall/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  API_BASE,
  goodsPage,
  IDEMPOTENCY_KEY_HEADER,
  makeOrderResult,
  orderCounts,
  paths,
  sandboxAudit,
  sandboxBulkResult,
  sandboxPaths,
} from '@mall/domain/contract';
import type { OrderDetail } from '@mall/domain/contract/orders';
import { ORDER_STAGES } from '@mall/domain/contract/orders';
import {
  bankInfo,
  cancelReasonList,
  collectionAccountList,
  contractPdfUrl,
  contractReminder,
  contractReminderList,
  createDeliveryResult,
  deliveryInfo,
  deliveryPage,
  diffAmount,
  feeDetail,
  finalPayInfo,
  invoice,
  invoiceApplyResult,
  logistics,
  logisticsNode,
  modification,
  orderDetail,
  orderPage,
  orderPaths,
  paymentRecordList,
  paymentRecordPage,
  paymentResult,
  replyCheck,
  saleContract,
  saleContractPage,
  stockingDetail,
  submitOrderResult,
} from '@mall/domain/contract/orders';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { users } from '../db/schema.ts';
import { ordersCsv } from './csv.ts';
import { loadOrders, orderFilter, orderIds } from './read.ts';
import { FIXED_NOW, PICKUP, dataOf, failureOf, login, withQuery } from '../testing.ts';

let sandbox: Sandbox;
let admin: string;
let employee: string;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => FIXED_NOW, cacheSeed: true });
  admin = await login(sandbox.app, '13800000001');
  employee = await login(sandbox.app, '13800000002');
});
afterAll(() => sandbox.close());

let keys = 0;
type Init = { token?: string; method?: string; body?: unknown; key?: string | null };
const headersOf = (key: string | null | undefined): Record<string, string> =>
  key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key ?? `key-${(keys += 1)}` };
const get = <S extends z.ZodMiniType>(
  schema: S,
  path: string,
  { token = admin, ...init }: Init = {},
) => dataOf(sandbox.app, schema, path, { token, ...init, headers: headersOf(init.key) });
const refusal = (path: string, { token = admin, ...init }: Init = {}) =>
  failureOf(sandbox.app, path, { token, ...init, headers: headersOf(init.key) });
const detailOf = (id: number): Promise<OrderDetail> =>
  get(orderDetail, withQuery(orderPaths.allDetail, { id }));
const counts = () => get(orderCounts, paths.orders.count);
const adminCall = (path: string, body: unknown) => dataOf(sandbox.app, z.unknown(), path, { body });

/** A fresh order to be submitted, of two cash batches from the cart. */
const makeOrder = async (tonnes = ['2.000', '1.500']) => {
  const { rows } = await get(
    goodsPage,
    withQuery(paths.goods.search, { sortField: 'weight', sortOrder: 'desc', pageSize: 50 }),
  );
  const batches = rows.filter((row) => row.carType === 'cash').slice(keys % 20, (keys % 20) + 2);
  keys += 2;
  for (const [index, batch] of batches.entries()) {
    await get(
      z.null(),
      withQuery(paths.cart.add, {
        batchId: batch.batchId,
        carType: 'cash',
        weight: tonnes[index] ?? '1',
      }),
    );
  }
  const lines = await get(
    z.array(z.object({ cartId: z.int(), batchId: z.int() })),
    withQuery(paths.cart.list, { carType: 'cash' }),
  );
  const cartIds = lines
    .filter(({ batchId }) => batches.some((batch) => batch.batchId === batchId))
    .map(({ cartId }) => cartId);
  return get(makeOrderResult, paths.cart.makeOrder, { body: { cartIds, terms: PICKUP } });
};

describe('an order from the cart to its last invoice', () => {
  it('goes through every stage over HTTP', async () => {
    const before = await counts();
    const { orderId, orderNo } = await makeOrder();
    expect((await counts()).toBeSubmitted).toBe(before.toBeSubmitted + 1);
    const waiting = await get(
      orderPage,
      withQuery(orderPaths.waitSubmit, { pageNum: 1, pageSize: 10, orderNo }),
    );
    expect(waiting.rows.map((row) => row.orderNo)).toEqual([orderNo]);

    // Submit: the contract is made; a repeated key answers the first answer.
    const key = 'submit-once';
    const submitted = await get(submitOrderResult, orderPaths.submit, {
      body: { orderIds: [orderId] },
      key,
    });
    expect(submitted).toEqual([{ orderId, orderNo, stage: 'firstPayment' }]);
    expect(
      await get(submitOrderResult, orderPaths.submit, { body: { orderIds: [orderId] }, key }),
    ).toEqual(submitted);
    const first = await detailOf(orderId);
    expect(first.contractNo).toMatch(/^HT20260318\d{4}$/);
    expect(first.dueAmount).toBe(first.depositAmount);
    expect(await refusal(orderPaths.submit, { body: { orderIds: [orderId] } })).toEqual([
      4100,
      '订单当前状态为「待付款」，不能提交订单',
    ]);

    // Deposit by transfer, confirmed by the mall's finance.
    const [account] = await get(collectionAccountList, orderPaths.collectionAccounts);
    const paid = await get(paymentResult, orderPaths.confirmPayment, {
      body: {
        orderIds: [orderId],
        payType: 'transfer',
        collectionAccountId: account?.id,
        voucherNo: 'ICBC20260318001',
      },
    });
    expect(paid.status).toBe('pending');
    const pending = await detailOf(orderId);
    expect([pending.pendingAmount, pending.dueAmount]).toEqual([first.depositAmount, '0.00']);
    const records = await get(paymentRecordList, `${orderPaths.firstPayRecords}/${orderId}`);
    expect(records.map(({ status, kind }) => [kind, status])).toEqual([['first', 'pending']]);
    await adminCall(sandboxPaths.orderConfirmPayment, { orderNo });
    expect((await detailOf(orderId)).stage).toBe('stocking');

    // A reminder and the mall's reply, read once.
    const thread = await get(
      contractReminder,
      withQuery(orderPaths.contractReminder, { parentid: orderId, content: '请尽快安排生产' }),
    );
    expect(thread.replies).toEqual([]);
    await adminCall(sandboxPaths.orderReply, { orderNo });
    const threads = await get(
      contractReminderList,
      withQuery(orderPaths.contractFollowUp, { parentid: orderId }),
    );
    expect(threads[0]?.replies).toHaveLength(1);
    expect(
      (await get(stockingDetail, withQuery(orderPaths.stockingDetail, { orderId }))).unreadReplies,
    ).toBe(1);
    expect(
      await get(replyCheck, withQuery(orderPaths.contractReplyCheck, { parentid: orderId })),
    ).toEqual({ unread: 1 });
    expect(
      await get(replyCheck, withQuery(orderPaths.contractReplyCheck, { parentid: orderId })),
    ).toEqual({ unread: 0 });

    // A modification raising the tonnes: a difference amount to pay.
    const [line1, line2] = first.lines;
    if (!line1 || !line2) throw new Error('two lines expected');
    const modified = await get(modification, orderPaths.modify, {
      body: { orderId, lines: [{ detailId: line1.detailId, weight: '3' }] },
    });
    expect(modified.status).toBe('pending');
    expect((await detailOf(orderId)).pendingModifiedId).toBe(modified.modifiedId);
    // The stocking detail carries it, priced, for the dialog that confirms it.
    const stocking = await get(stockingDetail, withQuery(orderPaths.stockingDetail, { orderId }));
    expect(stocking.modification).toEqual(modified);
    expect(stocking.modification?.lines[0]?.spec).toBe(line1.spec);
    const confirmed = await get(
      modification,
      `${orderPaths.submitModified}/${orderId}/${modified.modifiedId}`,
      { method: 'PUT' },
    );
    expect(confirmed.status).toBe('confirmed');
    const diff = await get(z.nullable(diffAmount), withQuery(orderPaths.diffAmount, { orderId }));
    expect(diff?.amount).toBe(modified.depositDiff);
    expect((await detailOf(orderId)).dueAmount).toBe(diff?.amount);
    const balanceBefore = (await get(bankInfo, orderPaths.bankInfo)).balance;
    const diffKey = 'pay-diff-once';
    await get(paymentResult, orderPaths.submitDiff, {
      method: 'PUT',
      body: { diffId: diff?.diffId, payType: 'balance' },
      key: diffKey,
    });
    await get(paymentResult, orderPaths.submitDiff, {
      method: 'PUT',
      body: { diffId: diff?.diffId, payType: 'balance' },
      key: diffKey,
    });
    const balanceAfter = (await get(bankInfo, orderPaths.bankInfo)).balance;
    // Paid once, though sent twice.
    expect((Number(balanceBefore) - Number(balanceAfter)).toFixed(2)).toBe(diff?.amount);

    // Production, then weighing: more than ordered, a supplement.
    await adminCall(sandboxPaths.orderStartProduction, { orderNo });
    expect(await refusal(orderPaths.cancelStocking, { body: { orderId, reasonId: 1 } })).toEqual([
      4100,
      '订单已开始生产，不能取消',
    ]);
    await adminCall(sandboxPaths.orderWeigh, {
      orderNo,
      lines: [
        { detailId: line1.detailId, weighedWeight: '3.05' },
        { detailId: line2.detailId, weighedWeight: '1.52' },
      ],
    });
    const weighed = await detailOf(orderId);
    expect(weighed.stage).toBe('final');
    const info = await get(finalPayInfo, orderPaths.finalPayInfo, {
      body: { ids: [orderId], detailIds: [] },
    });
    expect(Number(info.supplement)).toBeGreaterThan(0);
    expect(info.refund).toBe('0.00');
    expect(info.supplement).toBe(weighed.dueAmount);
    const fees = await get(feeDetail, orderPaths.feeDetail, {
      body: { ids: [orderId], detailIds: [] },
    });
    // One running sum, one net line: the supplement the order's detail asks, the 过户费 the
    // confirmation charged in it.
    expect(fees.map(({ label }) => label)).toEqual([
      '货款（按过磅）',
      '过户费',
      '已付定金',
      '差价款',
      '应付尾款',
    ]);
    expect(fees[0]?.amount).toBe(weighed.weighedAmount);
    expect(fees[1]?.amount).toBe(weighed.transferFee);
    expect(yuan(sum(fees.slice(0, 4).map(({ amount }) => amount)))).toBe(weighed.dueAmount);
    expect(fees[4]?.amount).toBe(weighed.dueAmount);
    const final = await get(paymentResult, orderPaths.finalPay, {
      body: { ids: [orderId], detailIds: [], payType: 'balance' },
    });
    expect(final.status).toBe('paid');
    expect((await detailOf(orderId)).stage).toBe('saleDelivery');

    // Two deliveries: part, then the rest.
    const info1 = await get(deliveryInfo, withQuery(orderPaths.deliveryInfo, { orderId }));
    expect(info1.remaining).toEqual([
      { detailId: line1.detailId, weight: '3.050' },
      { detailId: line2.detailId, weight: '1.520' },
    ]);
    const form = {
      deliveryType: 'self',
      contactName: '陈志强',
      contactPhone: '13800000001',
      address: '',
      plateNo: '粤A12345',
      plannedDate: '2026-03-20',
    };
    expect(
      await refusal(orderPaths.createDelivery, {
        body: { ...form, orderId, lines: [{ detailId: line1.detailId, weight: '3.051' }] },
      }),
    ).toEqual([400, `「${line1.productName}」发货吨数不能超过剩余可发 3.050 吨`]);
    expect(
      await refusal(orderPaths.createDelivery, {
        body: {
          ...form,
          orderId,
          plateNo: 'X',
          lines: [{ detailId: line1.detailId, weight: '1' }],
        },
      }),
    ).toEqual([400, '请输入正确的车牌号，如 粤A12345']);
    expect(
      await refusal(orderPaths.createDelivery, {
        body: {
          ...form,
          orderId,
          plannedDate: '2026-03-17',
          lines: [{ detailId: line1.detailId, weight: '1' }],
        },
      }),
    ).toEqual([400, '提货日期不能早于今天']);
    const part = await get(createDeliveryResult, orderPaths.createDelivery, {
      body: { ...form, orderId, lines: [{ detailId: line1.detailId, weight: '1.05' }] },
    });
    expect(part.deliveryNo).toMatch(/^FH20260318\d{4}$/);
    expect((await detailOf(orderId)).stage).toBe('saleDelivery');
    await get(createDeliveryResult, orderPaths.createDelivery, {
      body: {
        ...form,
        orderId,
        deliveryType: 'logistics',
        address: '佛山市南海区工业大道 18 号',
        plateNo: '',
        lines: [
          { detailId: line1.detailId, weight: '2' },
          { detailId: line2.detailId, weight: '1.52' },
        ],
      },
    });
    expect((await detailOf(orderId)).stage).toBe('toBeReceipt');

    // Shipped with tracking, then received.
    await adminCall(sandboxPaths.orderShip, { orderNo });
    const toReceive = await get(
      deliveryPage,
      withQuery(orderPaths.receiptList, { type: 1, pageNum: 1, pageSize: 10, orderNo }),
    );
    expect(toReceive.total).toBe(2);
    const shipped = toReceive.rows.find((row) => row.deliveryType === 'logistics');
    if (!shipped?.logisticsNo) throw new Error('no tracking');
    const tracking = await get(logistics, `${orderPaths.logistics}/${shipped.logisticsNo}`);
    expect(tracking.nodes).toHaveLength(1);
    const node = await get(logisticsNode, `${orderPaths.logisticsLatest}/${shipped.deliveryId}`, {
      method: 'PUT',
    });
    expect(node.text).toContain('运输中');
    for (const row of toReceive.rows) {
      await get(z.null(), `${orderPaths.confirmReceiving}/${row.deliveryId}`, { method: 'PUT' });
    }
    expect(
      await refusal(`${orderPaths.confirmReceiving}/${shipped.deliveryId}`, { method: 'PUT' }),
    ).toEqual([4100, '订单当前状态为「待开票」，不能确认收货']);
    expect((await detailOf(orderId)).stage).toBe('toInvoice');

    // Invoice: applied, taken back, applied again, issued.
    const deliveryIds = toReceive.rows.map(({ deliveryId }) => deliveryId);
    const draft = await get(invoice, `${orderPaths.generateInvoice}/${shipped.deliveryId}`);
    expect(draft).toMatchObject({ invoiceId: null, status: 'none', taxRate: '0.13' });
    const { invoiceId } = await get(invoiceApplyResult, orderPaths.submitInvoice, {
      body: { deliveryIds, kind: 'special' },
    });
    expect((await detailOf(orderId)).stage).toBe('aplliedInvoiced');
    await get(z.null(), orderPaths.cancelBill, { method: 'PUT', body: { invoiceId } });
    expect((await detailOf(orderId)).stage).toBe('toInvoice');
    const again = await get(invoiceApplyResult, orderPaths.submitInvoice, {
      body: { deliveryIds, kind: 'normal' },
    });
    await adminCall(sandboxPaths.orderStartInvoicing, { orderNo });
    expect((await detailOf(orderId)).stage).toBe('invoicing');
    expect(
      await refusal(orderPaths.cancelBill, { method: 'PUT', body: { invoiceId: again.invoiceId } }),
    ).toEqual([4100, '发票当前状态为「开票中」，不能撤回申请']);
    await adminCall(sandboxPaths.orderIssueInvoice, { invoiceId: again.invoiceId });
    const done = await detailOf(orderId);
    expect(done.stage).toBe('completed');
    const issued = await get(
      invoice,
      withQuery(orderPaths.previewInvoice, { invoiceId: again.invoiceId }),
    );
    expect(issued.status).toBe('issued');
    expect(issued.invoiceNo).toMatch(/^\d{8}$/);

    // Evaluations, once each.
    await get(z.null(), orderPaths.deliveryComment, {
      body: { deliveryId: shipped.deliveryId, score: 5, content: '送货及时' },
    });
    expect(
      await refusal(orderPaths.deliveryComment, {
        body: { deliveryId: shipped.deliveryId, score: 5, content: '送货及时' },
      }),
    ).toEqual([4100, '该发货单已评价']);
    await get(z.null(), orderPaths.orderComment, {
      body: { orderId, score: 4, content: '质量不错' },
    });
    expect((await detailOf(orderId)).commented).toBe(true);
    expect(await counts()).toEqual(before);

    // The back office counts the rows behind the order: each action made its own, once.
    const rows = await dataOf(
      sandbox.app,
      z.array(z.looseObject({ orderNo: z.string() })),
      withQuery(sandboxPaths.orderRows, {
        username: '13800000001',
        since: FIXED_NOW.toISOString(),
      }),
    );
    // Repeated keys above (the submit, the payments) made nothing twice.
    expect(rows.find((row) => row.orderNo === orderNo)).toEqual({
      orderNo,
      stage: 'completed',
      payments: { first: 1, diff: 1, final: 1 },
      deliveries: 2,
      invoices: 1,
      comments: 2,
    });
  });
});

describe('the order calls refuse', () => {
  it('an employee the administrator actions', async () => {
    const { orderId } = await makeOrder(['1', '1']);
    expect(
      await refusal(orderPaths.submit, { token: employee, body: { orderIds: [orderId] } }),
    ).toEqual([4101, '该操作仅限企业管理员']);
    // But lets the employee read it.
    expect(
      (
        await get(orderDetail, withQuery(orderPaths.allDetail, { id: orderId }), {
          token: employee,
        })
      ).orderId,
    ).toBe(orderId);
  });

  it('a money-moving call without a key', async () => {
    expect(await refusal(orderPaths.submit, { body: { orderIds: [1] }, key: null })).toEqual([
      400,
      '缺少 Idempotency-Key',
    ]);
  });

  it('unknown orders and illegal moves', async () => {
    expect(await refusal(withQuery(orderPaths.allDetail, { id: 999_999 }))).toEqual([
      404,
      '订单不存在',
    ]);
    const { orderId } = await makeOrder(['1', '1']);
    expect(
      await refusal(orderPaths.confirmPayment, {
        body: { orderIds: [orderId], payType: 'balance' },
      }),
    ).toEqual([4100, '订单当前状态为「待提交」，不能支付定金']);
    const [reason] = await get(cancelReasonList, orderPaths.cancelReasons);
    await get(z.null(), orderPaths.cancelUnsubmitted, {
      body: { orderId, reasonId: reason?.id, remark: '重新下单' },
    });
    const cancelled = await detailOf(orderId);
    expect([cancelled.stage, cancelled.cancelReason]).toEqual([
      'cancelled',
      `${reason?.reason}：重新下单`,
    ]);
    expect(await refusal(orderPaths.cancelFirst, { body: { orderId, reasonId: 1 } })).toEqual([
      4100,
      '订单当前状态为「已取消」，不能取消订单',
    ]);
  });

  it('bad input with Chinese messages', async () => {
    expect(
      await refusal(
        withQuery(orderPaths.allList, { pageNum: 1, pageSize: 10, dateFrom: '2026/03/01' }),
      ),
    ).toEqual([400, '日期格式应为 YYYY-MM-DD']);
    expect(
      await refusal(orderPaths.confirmPayment, {
        body: { orderIds: [1], payType: 'transfer', collectionAccountId: 1, voucherNo: '12' },
      }),
    ).toEqual([400, '请输入 6–32 位字母或数字的转账流水号']);
  });
});

/** The back office's weighing of an order's lines, each at `weighedWeight` tonnes. */
const weighing =
  (orderNo: string, lines: readonly { detailId: number }[]) => (weighedWeight: string) =>
    sandbox.app.request(`${API_BASE}${sandboxPaths.orderWeigh}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        orderNo,
        lines: lines.map(({ detailId }) => ({ detailId, weighedWeight })),
      }),
    });

describe('a 磅差', () => {
  it('holds an order weighed beyond the tolerance for its buyer: disputed, weighed again, confirmed', async () => {
    const { orderId, orderNo } = await makeOrder(['2', '2']);
    await get(submitOrderResult, orderPaths.submit, { body: { orderIds: [orderId] } });
    await get(paymentResult, orderPaths.confirmPayment, {
      body: { orderIds: [orderId], payType: 'balance' },
    });
    const paid = await detailOf(orderId);
    const weigh = weighing(orderNo, paid.lines);
    await weigh('2.2');
    const held = await detailOf(orderId);
    expect(held.stage).toBe('stocking');
    expect(held.weighingDiff).toEqual({
      status: 'awaiting',
      amountDiff: yuan(
        sum(held.lines.map((line) => line.weighedAmount ?? 0)).minus(held.goodsAmount),
      ),
      reason: null,
    });
    expect(held.events.at(-1)?.text).toBe(
      '货物已质检过磅，过磅 4.400 吨超出订货 4.000 吨的 ±5% 磅差范围，待买家确认磅差',
    );
    // Only the administrator answers, with a reason for a dispute.
    const [staffCode] = await refusal(orderPaths.weighingConfirm, {
      token: employee,
      body: { orderId },
    });
    expect(staffCode).toBe(4101);
    const [blank, blankMessage] = await refusal(orderPaths.weighingDispute, {
      body: { orderId, reason: ' ' },
    });
    expect([blank, blankMessage]).toEqual([400, expect.stringContaining('请填写异议原因')]);
    await get(z.null(), orderPaths.weighingDispute, {
      body: { orderId, reason: '过磅单与仓库出库单不符' },
    });
    const disputed = await detailOf(orderId);
    expect(disputed.weighingDiff).toMatchObject({
      status: 'disputed',
      reason: '过磅单与仓库出库单不符',
    });
    expect(disputed.events.at(-1)?.text).toBe('买家对磅差提出异议：过磅单与仓库出库单不符');
    const [again, againMessage] = await refusal(orderPaths.weighingConfirm, { body: { orderId } });
    expect([again, againMessage]).toEqual([4100, '该订单没有待确认的磅差']);
    // The mall weighs again, still beyond: a new 磅差; confirmed, the order goes on to pay.
    await weigh('2.15');
    expect((await detailOf(orderId)).weighingDiff?.status).toBe('awaiting');
    await get(z.null(), orderPaths.weighingConfirm, { body: { orderId } });
    const confirmed = await detailOf(orderId);
    expect(confirmed.stage).toBe('final');
    expect(confirmed.weighingDiff?.status).toBe('confirmed');
    expect(confirmed.events.map(({ text }) => text)).toContain('买家已确认磅差');
    expect(confirmed.dueAmount).toBe(
      yuan(
        sum(confirmed.lines.map((line) => line.weighedAmount ?? 0))
          .plus(confirmed.transferFee)
          .minus(confirmed.paidAmount),
      ),
    );
  });
});

/** An order of two 2 t lines, paid its deposit, weighed at 2.2 t a line and disputed. */
const disputedOrder = async () => {
  const { orderId, orderNo } = await makeOrder(['2', '2']);
  await get(submitOrderResult, orderPaths.submit, { body: { orderIds: [orderId] } });
  await get(paymentResult, orderPaths.confirmPayment, {
    body: { orderIds: [orderId], payType: 'balance' },
  });
  await weighing(orderNo, (await detailOf(orderId)).lines)('2.2');
  await get(z.null(), orderPaths.weighingDispute, { body: { orderId, reason: '复磅不符' } });
  return { orderId, orderNo };
};
const settleWeighing = (orderNo: string, outcome: string) =>
  adminCall(sandboxPaths.orderWeighingSettle, { orderNo, outcome });
/** What the final payment asks: the weighed lines + 过户费 − what was paid. */
const netDue = (order: OrderDetail) =>
  yuan(
    sum(order.lines.map((line) => line.weighedAmount ?? 0))
      .plus(order.transferFee)
      .minus(order.paidAmount),
  );

describe('a disputed 磅差 settled by the mall', () => {
  it('accepted: the goods weighed again at their ordered tonnes, the order pays on them', async () => {
    const { orderId, orderNo } = await disputedOrder();
    await settleWeighing(orderNo, 'accept');
    const settled = await detailOf(orderId);
    expect(settled.stage).toBe('final');
    expect(settled.weighingDiff).toBeNull();
    expect(settled.lines.map(({ weighedWeight }) => weighedWeight)).toEqual(['2.000', '2.000']);
    expect(settled.events.map(({ text }) => text)).toContain(
      '平台复磅：采纳买家异议，按订货 4.000 吨结算',
    );
    expect(settled.dueAmount).toBe(netDue(settled));
    // Weighed at the ordered tonnes: the final payment is the ordered total less what was paid.
    expect(settled.dueAmount).toBe(yuan(sum([settled.totalAmount]).minus(settled.paidAmount)));
  });

  it('upheld: the order pays on the weighing; only a disputed 磅差 is settled', async () => {
    const { orderId, orderNo } = await disputedOrder();
    await settleWeighing(orderNo, 'uphold');
    const settled = await detailOf(orderId);
    expect(settled.stage).toBe('final');
    expect(settled.weighingDiff?.status).toBe('upheld');
    expect(settled.lines.map(({ weighedWeight }) => weighedWeight)).toEqual(['2.200', '2.200']);
    expect(settled.events.map(({ text }) => text)).toContain(
      '平台复磅：维持原过磅 4.400 吨，按过磅结算',
    );
    expect(settled.dueAmount).toBe(netDue(settled));
    expect(
      await failureOf(sandbox.app, sandboxPaths.orderWeighingSettle, {
        body: { orderNo, outcome: 'accept' },
      }),
    ).toEqual([4100, '订单当前状态为「待付尾款」，不能过磅结算']);
  });
});

describe('a refund at weighing', () => {
  it('refunds a deposit paid over the weighed amount at once: the order never waits in 待补款', async () => {
    const { orderId, orderNo } = await makeOrder(['2', '2']);
    await get(submitOrderResult, orderPaths.submit, { body: { orderIds: [orderId] } });
    await get(paymentResult, orderPaths.confirmPayment, {
      body: { orderIds: [orderId], payType: 'balance' },
    });
    const paid = await detailOf(orderId);
    // The buyer cuts both lines to 0.2 t: the 20 % deposit paid on 4 t is over the new amount.
    const modified = await get(modification, orderPaths.modify, {
      body: { orderId, lines: paid.lines.map(({ detailId }) => ({ detailId, weight: '0.2' })) },
    });
    await get(modification, `${orderPaths.submitModified}/${orderId}/${modified.modifiedId}`, {
      method: 'PUT',
    });
    const cut = await detailOf(orderId);
    expect(cut.events.at(-1)?.text).toContain(
      `多付定金 ¥${(Number(paid.paidAmount) - Number(cut.depositAmount)).toFixed(2)} 转入尾款结算`,
    );
    const weigh = weighing(orderNo, cut.lines);
    const before = (await get(bankInfo, orderPaths.bankInfo)).balance;
    await weigh('0.201');
    const weighed = await detailOf(orderId);
    expect(weighed.stage).toBe('saleDelivery');
    expect(weighed.dueAmount).toBe('0.00');
    // What was paid less the weighed goods and the 过户费 the order carries.
    const refund = (
      Number(paid.paidAmount) -
      Number(weighed.weighedAmount) -
      Number(weighed.transferFee)
    ).toFixed(2);
    const after = (await get(bankInfo, orderPaths.bankInfo)).balance;
    expect((Number(after) - Number(before)).toFixed(2)).toBe(refund);
    expect(weighed.events.map(({ text }) => text)).toContain(
      `结算退款 ¥${groupedYuan(refund)} 已退回账户余额`,
    );
    expect(weighed.events.some(({ text }) => text.includes('待支付尾款'))).toBe(false);
    // The order carries its refund (已退款), dated as its timeline's step.
    const step = weighed.events.find(({ text }) => text.startsWith('结算退款'));
    expect(weighed.settlementRefund).toEqual({
      status: 'refunded',
      amount: refund,
      refundedAt: step?.at,
    });
    // The payment page has nothing to settle for it.
    const [code] = await refusal(orderPaths.finalPayInfo, {
      body: { ids: [orderId], detailIds: [] },
    });
    expect(code).toBe(4100);
    const refunds = await get(paymentRecordPage, orderPaths.payRecords, {
      body: { pageNum: 1, pageSize: 10, orderNo, kind: 'refund' },
    });
    expect(refunds.rows.map(({ amount }) => amount)).toEqual([refund]);
  });
});

describe('files', () => {
  it('exports the orders as CSV with a Chinese file name', async () => {
    const response = await sandbox.app.request(
      `${API_BASE}${orderPaths.allExport}?stage=completed`,
      {
        headers: { Token: admin },
      },
    );
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('全部订单-20260318.csv')}`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.startsWith('\uFEFF订单编号,下单时间,订单状态')).toBe(true);
    expect(text).toContain('已完成');
  });

  it("exports every order with its summary's figures, newest first", async () => {
    const response = await sandbox.app.request(`${API_BASE}${orderPaths.allExport}`, {
      headers: { Token: admin },
    });
    const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
    const [user] = await sandbox.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.username, '13800000001'));
    if (user?.companyId == null) throw new Error('no company');
    const ids = await orderIds(sandbox.db, orderFilter(user.companyId, {}));
    const summaries = (await loadOrders(sandbox.db, ids)).map(({ summary }) => summary);
    expect(summaries.length).toBeGreaterThan(40);
    // The export reads its own narrow query; its text is what the summaries say, order by order.
    expect(text).toBe(ordersCsv(summaries));
  });

  it('makes the detail and contract PDFs, and takes a signed upload', async () => {
    const { rows } = await get(
      saleContractPage,
      withQuery(orderPaths.contracts, { pageNum: 1, pageSize: 10 }),
    );
    const [contract] = rows;
    if (!contract) throw new Error('no contract');
    const pdfOf = async (path: string, init: RequestInit = {}) => {
      const response = await sandbox.app.request(`${API_BASE}${path}`, {
        ...init,
        headers: { Token: admin, 'Content-Type': 'application/json' },
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      return { response, head: bytes.subarray(0, 4).toString('latin1') };
    };
    const detail = await pdfOf(orderPaths.detailPdf, {
      method: 'POST',
      body: JSON.stringify({ orderId: contract.orderId }),
    });
    expect([detail.head, detail.response.headers.get('Content-Type')]).toEqual([
      '%PDF',
      'application/pdf',
    ]);
    expect(detail.response.headers.get('Content-Disposition')).toMatch(
      /^attachment; .*filename\*=UTF-8''/,
    );
    const { url } = await get(
      contractPdfUrl,
      withQuery(orderPaths.contractPdfUrl, { contractId: contract.contractId }),
    );
    expect(url).toBe(`${API_BASE}${orderPaths.contractView}/${contract.contractId}`);
    const view = await pdfOf(`${orderPaths.contractView}/${contract.contractId}`);
    expect([
      view.head,
      view.response.headers.get('Content-Disposition')?.startsWith('inline'),
    ]).toEqual(['%PDF', true]);
    const download = await pdfOf(orderPaths.contractPdf, {
      method: 'POST',
      body: JSON.stringify({ contractId: contract.contractId }),
    });
    expect(download.head).toBe('%PDF');

    expect(
      await refusal(orderPaths.uploadContract, {
        method: 'PUT',
        body: {
          contractId: contract.contractId,
          fileName: 'a.pdf',
          content: Buffer.from('hello').toString('base64'),
        },
      }),
    ).toEqual([400, '请上传 PDF 文件']);
    const signed = Buffer.from('%PDF-1.4 signed').toString('base64');
    await get(z.null(), orderPaths.uploadContract, {
      method: 'PUT',
      body: { contractId: contract.contractId, fileName: '盖章合同.pdf', content: signed },
    });
    expect(
      (await get(saleContract, `${orderPaths.orderContract}/${contract.orderId}`)).status,
    ).toBe('customerUploaded');
    expect((await pdfOf(`${orderPaths.contractView}/${contract.contractId}`)).head).toBe('%PDF');
  });
});

describe('the seed and the back office', () => {
  it('makes 1,000 orders at once', async () => {
    const before = (await counts()).stocking;
    const started = performance.now();
    const made = await dataOf(sandbox.app, sandboxBulkResult, sandboxPaths.orderBulk, {
      body: { username: '13800000002', stage: 'stocking', count: 1000 },
    });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(made.count).toBe(1000);
    expect((await counts()).stocking).toBe(before + 1000);
    // Numbered and placed as every order is: the day's next serials, of batches listed before.
    expect(made.firstOrderNo < made.lastOrderNo).toBe(true);
    const { violations } = await dataOf(sandbox.app, sandboxAudit, sandboxPaths.audit);
    expect(
      violations.filter(({ invariant }) =>
        ['numberedByPlacing', 'placedAfterListing'].includes(invariant),
      ),
    ).toEqual([]);
    expect(
      await failureOf(sandbox.app, sandboxPaths.orderBulk, {
        body: { username: '13800000002', stage: 'x', count: 1 },
      }),
    ).toEqual([400, `订单状态必须为 ${ORDER_STAGES.join(' 或 ')}`]);
  });
});
