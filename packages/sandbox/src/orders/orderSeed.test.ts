import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { API_BASE, orderCounts, paths } from '@mall/domain/contract';
import type { OrderStage, OrderSummary } from '@mall/domain/contract/orders';
import {
  bankInfo,
  deliveryInfo,
  finalPayInfo,
  logistics,
  orderDetail,
  orderPage,
  orderPaths,
  paymentRecordPage,
  saleContract,
  stockingDetail,
} from '@mall/domain/contract/orders';
import { Big } from '@mall/domain/money';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { messages, reminders } from '../db/schema.ts';
import { chinaDateTime } from '../time.ts';
import { FIXED_NOW, dataOf, login, withQuery } from '../testing.ts';

let sandbox: Sandbox;
let admin: string;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => FIXED_NOW, cacheSeed: true });
  admin = await login(sandbox.app, '13800000001');
});
afterAll(() => sandbox.close());

const get = <S extends z.ZodMiniType>(schema: S, path: string, body?: unknown) =>
  dataOf(sandbox.app, schema, path, { token: admin, body });

const PAGE_SIZE = 50;

/** Every order of a list (of one stage when given), page by page. */
const listOf = async (path: string, stage?: OrderStage) => {
  const rows: OrderSummary[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await get(
      orderPage,
      withQuery(path, { pageNum, pageSize: PAGE_SIZE, ...(stage && { stage }) }),
    );
    rows.push(...page.rows);
    if (rows.length >= page.total || page.rows.length === 0) return { rows, total: page.total };
  }
};
const ordersIn = async (stage: OrderStage): Promise<OrderSummary[]> =>
  (await listOf(orderPaths.allList, stage)).rows;

const AT_LEAST: Readonly<Record<OrderStage, number>> = {
  toBeSubmitted: 4,
  firstPayment: 5,
  stocking: 6,
  final: 5,
  saleDelivery: 4,
  toBeReceipt: 4,
  toInvoice: 4,
  aplliedInvoiced: 3,
  invoicing: 3,
  completed: 5,
  cancelled: 3,
};

/** The stages with a list of their own. */
const STAGE_LISTS = [
  ['toBeSubmitted', orderPaths.waitSubmit],
  ['firstPayment', orderPaths.firstList],
  ['stocking', orderPaths.stockingList],
  ['final', orderPaths.finalList],
  ['saleDelivery', orderPaths.deliveryList],
] as const;

describe("the demo company's seeded orders", () => {
  it('fill every stage, and the stages’ lists list them', async () => {
    const totals = Object.fromEntries(
      await Promise.all(
        Object.entries(AT_LEAST).map(async ([stage, least]) => {
          const { total } = await listOf(orderPaths.allList, stage as OrderStage);
          expect(total, stage).toBeGreaterThanOrEqual(least);
          return [stage, total] as const;
        }),
      ),
    );
    for (const [stage, path] of STAGE_LISTS) {
      expect((await listOf(path)).total, stage).toBe(totals[stage]);
    }
  });

  it('count, on each order-centre badge, what the list it opens lists', async () => {
    // The badge (getAppMallOrderCount) and the list its tab opens, as the centre's tabs go.
    const opens: Readonly<Record<keyof z.infer<typeof orderCounts>, string>> = {
      toBeSubmitted: orderPaths.waitSubmit,
      firstPayment: orderPaths.firstList,
      stocking: orderPaths.stockingList,
      final: orderPaths.finalList,
      saleDelivery: orderPaths.deliveryList,
      toBeReceipt: withQuery(orderPaths.receiptList, { type: 1 }),
      toInvoice: withQuery(orderPaths.billList, { status: 'none' }),
      aplliedInvoiced: withQuery(orderPaths.billList, { status: 'applied' }),
      invoicing: withQuery(orderPaths.billList, { status: 'invoicing' }),
    };
    const counts = await get(orderCounts, paths.orders.count);
    expect(Object.keys(counts)).toHaveLength(9);
    for (const [badge, path] of Object.entries(opens)) {
      const { total } = await get(
        z.object({ total: z.int() }),
        `${path}${path.includes('?') ? '&' : '?'}pageNum=1&pageSize=10`,
      );
      expect(counts[badge as keyof typeof counts], badge).toBe(total);
    }
  });

  it('have amounts consistent with their lines, and histories in order', async () => {
    const all = await listOf(orderPaths.allList);
    expect(all.total).toBeGreaterThanOrEqual(50);
    for (const summary of all.rows) {
      expect(summary.lines.length).toBeGreaterThanOrEqual(1);
      expect(summary.lines.length).toBeLessThanOrEqual(3);
      for (const line of summary.lines) {
        expect(line.weight).toMatch(/^\d+\.\d{3}$/);
        expect(line.amount).toBe(new Big(line.weight).times(line.unitPrice).toFixed(2));
      }
      const total = summary.lines.reduce((sum, line) => sum.plus(line.amount), new Big(0));
      expect(summary.goodsAmount).toBe(total.toFixed(2));
      // Every order is placed through the confirmation: a 交货方式, and 15 元/吨 of 过户费.
      expect(summary.deliveryWay).not.toBeNull();
      const tonnage = summary.lines.reduce((sum, line) => sum.plus(line.weight), new Big(0));
      expect(summary.transferFee).toBe(tonnage.times(15).toFixed(2));
      expect(summary.totalAmount).toBe(total.plus(summary.transferFee).toFixed(2));
      const { events, createdAt } = await get(
        orderDetail,
        withQuery(orderPaths.allDetail, { id: summary.orderId }),
      );
      const moments = events.map(({ at }) => at);
      expect(moments).toEqual([...moments].sort());
      expect(moments.every((at) => at > createdAt && at < chinaDateTime(FIXED_NOW))).toBe(true);
      expect(events.length > 0).toBe(summary.stage !== 'toBeSubmitted');
    }
    const delivered = all.rows.filter(({ deliveryWay }) => deliveryWay === 'delivery');
    expect(delivered.length).toBeGreaterThan(0);
    expect(delivered.length).toBeLessThan(all.rows.length);
    expect(delivered.every(({ deliveryAddress }) => deliveryAddress?.includes('（'))).toBe(true);
    expect(all.rows.filter(({ poNo }) => poNo !== '').length).toBeGreaterThan(0);
  });

  it('have contracts from submission on, which open as PDF', async () => {
    const [submitted] = await ordersIn('completed');
    expect((await ordersIn('toBeSubmitted')).every(({ contractNo }) => contractNo === null)).toBe(
      true,
    );
    const contract = await get(saleContract, `${orderPaths.orderContract}/${submitted?.orderId}`);
    expect(contract.contractNo).toBe(submitted?.contractNo);
    const response = await sandbox.app.request(
      `${API_BASE}${orderPaths.contractView}/${contract.contractId}`,
      { headers: { Token: admin } },
    );
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('wait for deposits, one by a transfer not yet confirmed', async () => {
    const waiting = await ordersIn('firstPayment');
    const pending = waiting.filter(({ pendingAmount }) => pendingAmount !== '0.00');
    expect(pending).toHaveLength(1);
    expect(pending[0]?.pendingAmount).toBe(pending[0]?.depositAmount);
    expect(waiting.filter(({ dueAmount }) => dueAmount !== '0.00')).toHaveLength(
      waiting.length - 1,
    );
  });

  it('are stocking in every state: producing, reminded, modified, owing a difference', async () => {
    const details = await Promise.all(
      (await ordersIn('stocking')).map(({ orderId }) =>
        get(stockingDetail, withQuery(orderPaths.stockingDetail, { orderId })),
      ),
    );
    expect(details.filter(({ producing }) => producing).length).toBeGreaterThanOrEqual(2);
    expect(details.filter(({ unreadReplies }) => unreadReplies > 0)).toHaveLength(1);
    expect(details.filter(({ order }) => order.pendingModifiedId !== null)).toHaveLength(1);
    const owing = details.filter(({ order }) => order.diff?.status === 'unpaid');
    expect(owing).toHaveLength(1);
    expect(owing[0]?.order.dueAmount).toBe(owing[0]?.order.diff?.amount);
  });

  it('are weighed for the final payment: each waiting one owes a supplement, none a refund', async () => {
    const infos = await Promise.all(
      (await ordersIn('final')).map(({ orderId }) =>
        get(finalPayInfo, orderPaths.finalPayInfo, { ids: [orderId], detailIds: [] }),
      ),
    );
    const waiting = infos.filter(({ orders }) =>
      orders.every(({ pendingAmount }) => pendingAmount === '0.00'),
    );
    expect(waiting.every(({ supplement }) => new Big(supplement).gt(0))).toBe(true);
    expect(infos.filter(({ refund }) => new Big(refund).gt(0))).toEqual([]);
    const pending = infos
      .flatMap(({ orders }) => orders)
      .filter((order) => order.pendingAmount !== '0.00');
    expect(pending).toHaveLength(1);
  });

  it('are delivered in parts, shipped with tracking, received', async () => {
    const partial = await Promise.all(
      (await ordersIn('saleDelivery')).map(({ orderId }) =>
        get(deliveryInfo, withQuery(orderPaths.deliveryInfo, { orderId })),
      ),
    );
    expect(
      partial.some(({ deliveries }) =>
        ['applied', 'shipped'].every((status) => deliveries.some((one) => one.status === status)),
      ),
    ).toBe(true);
    for (const { remaining } of partial) {
      expect(remaining.some(({ weight }) => new Big(weight).gt(0))).toBe(true);
    }
    const receiving = await Promise.all(
      (await ordersIn('toBeReceipt')).map(({ orderId }) =>
        get(deliveryInfo, withQuery(orderPaths.deliveryInfo, { orderId })),
      ),
    );
    const shipped = receiving.flatMap(({ deliveries }) =>
      deliveries.filter(({ status }) => status === 'shipped'),
    );
    expect(shipped.length).toBeGreaterThanOrEqual(4);
    for (const { logisticsNo, logisticsCompany } of shipped) {
      expect(logisticsCompany).toBeTruthy();
      const tracking = await get(logistics, `${orderPaths.logistics}/${logisticsNo}`);
      expect(tracking.nodes.length).toBeGreaterThanOrEqual(2);
      expect(tracking.nodes.some(({ text }) => text.includes('已签收'))).toBe(false);
    }
  });

  it('are evaluated, invoiced and completed, or cancelled with a reason', async () => {
    expect((await ordersIn('toInvoice')).some(({ commented }) => commented)).toBe(true);
    const completed = await ordersIn('completed');
    expect(completed.filter(({ commented }) => commented).length).toBeGreaterThan(2);
    const { events } = await get(
      orderDetail,
      withQuery(orderPaths.allDetail, { id: completed[0]?.orderId ?? 0 }),
    );
    expect(events.some(({ text }) => text.startsWith('发票已开具'))).toBe(true);
    for (const { cancelReason } of await ordersIn('cancelled')) expect(cancelReason).toBeTruthy();
  });

  it('leave the balance realistic after the deposits, final payments and refunds', async () => {
    const { balance } = await get(bankInfo, orderPaths.bankInfo);
    expect(new Big(balance).gt(100_000)).toBe(true);
    expect(new Big(balance).lt(1_500_000)).toBe(true);
    const records = async (kind: string) =>
      get(paymentRecordPage, orderPaths.payRecords, { pageNum: 1, pageSize: PAGE_SIZE, kind });
    const deposits = await records('first');
    expect(deposits.total).toBeGreaterThan(30);
    expect(new Set(deposits.rows.map(({ payType }) => payType))).toEqual(
      new Set(['balance', 'transfer']),
    );
    expect(new Set(deposits.rows.map(({ status }) => status))).toEqual(
      new Set(['paid', 'pending', 'cancelled']),
    );
    expect((await records('final')).total).toBeGreaterThan(20);
    expect((await records('refund')).total).toBeGreaterThan(0);
  });

  it('include every order the seeded messages and reminders name, in the stage they imply', async () => {
    const IMPLIED: Readonly<Record<string, OrderStage>> = {
      ORDER_SHIPPED: 'toBeReceipt',
      INQUIRY_QUOTED: 'toBeSubmitted',
      ORDER_PAID: 'saleDelivery',
      ORDER_STOCKING: 'stocking',
      ORDER_TO_SUBMIT: 'toBeSubmitted',
      ORDER_INVOICED: 'completed',
      '003': 'toBeSubmitted',
      '004': 'stocking',
      '005': 'saleDelivery',
      '013': 'stocking',
      '015': 'toBeReceipt',
      '017': 'toBeSubmitted',
      '019': 'saleDelivery',
    };
    const named = new Map<string, OrderStage | undefined>();
    for (const { bizCode, jumpParams } of await sandbox.db.select().from(messages)) {
      if (jumpParams.orderNo) named.set(jumpParams.orderNo, IMPLIED[bizCode]);
    }
    for (const { actionCode, businessMsg } of await sandbox.db.select().from(reminders)) {
      for (const orderNo of businessMsg.split(',').filter(Boolean)) {
        named.set(orderNo, IMPLIED[actionCode]);
      }
    }
    expect(named.size).toBeGreaterThan(5);
    const all = await listOf(orderPaths.allList);
    for (const [orderNo, stage] of named) {
      expect(all.rows.find((order) => order.orderNo === orderNo)?.stage, orderNo).toBe(stage);
    }
  });
});
