import { describe, expect, it, vi } from 'vitest';
import { orderPaths } from '../../contract/orders.ts';
import { callsTo, createOrderServerF3, defaultHandlers, fail, users } from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createAllOrdersStore } from './AllOrdersStore.ts';
import { createPaymentRecordsStore } from './PaymentRecordsStore.ts';

const server = setupTestServer(...defaultHandlers);

function setup() {
  const f3 = createOrderServerF3();
  server.use(...f3.handlers);
  const { env, root } = createTestRoot({ token: 'tok', user: users.certifiedStaff });
  return { f3, env, root, all: root.feature(createAllOrdersStore) };
}

describe('AllOrdersStore', () => {
  it('lists every order, by stage and order number', async () => {
    const { f3, all } = setup();
    await all.list.load();
    expect(all.list.total).toBe(18);
    await all.list.setPage(2);
    await all.setStage('toInvoice');
    await all.list.setFilter({ orderNo: '027' });
    expect(callsTo(f3.requests, orderPaths.allList).map((call) => call.url.search)).toEqual([
      '?pageNum=1&pageSize=10',
      '?pageNum=2&pageSize=10',
      '?pageNum=1&pageSize=10&stage=toInvoice',
      '?orderNo=027&pageNum=1&pageSize=10&stage=toInvoice',
    ]);
    expect(all.list.rows.map((order) => order.orderId)).toEqual([27001, 27002, 27003]);
  });

  it('loads an order’s detail', async () => {
    const { all } = setup();
    await expect(all.detail(27001)).resolves.toMatchObject({
      orderNo: 'DD20260318027001',
      stage: 'toInvoice',
      contactName: '陈志强',
    });
  });

  it('exports the orders of the current filter, saved under the server’s name, one at a time', async () => {
    const { f3, env, all } = setup();
    await all.setStage('completed');
    const exporting = all.exportOrders();
    expect(all.exported.pending).toEqual({ stage: 'completed' });
    await all.exportOrders();
    await exporting;
    const exports = callsTo(f3.requests, orderPaths.allExport);
    expect(exports.map((call) => call.url.search)).toEqual(['?stage=completed']);
    expect(env.savedFiles.map((file) => file.fileName)).toEqual(['全部订单_20260321.csv']);
    const csv = await env.savedFiles[0]?.blob.text();
    expect(csv?.split('\n')).toHaveLength(3);
    expect(all.exported.pending).toBeNull();
  });

  it('keeps the message of a failed export', async () => {
    const { env, all } = setup();
    server.use(fail(orderPaths.allExport, 500, '导出失败，请稍后重试'));
    await all.exportOrders();
    expect([all.exported.pending, all.exported.error, env.savedFiles]).toEqual([
      null,
      '导出失败，请稍后重试',
      [],
    ]);
  });

  it('evaluates an order; the list and the counts load again', async () => {
    const { f3, env, all } = setup();
    await all.list.load();
    all.evaluation.open({ orderId: 27003, orderNo: 'DD20260316027003' });
    await expect(all.evaluation.submit({ score: 4, content: '发货及时' })).resolves.toBe(true);
    expect(env.notifications).toContainEqual({ type: 'success', message: '评价成功' });
    await vi.waitFor(() => expect(callsTo(f3.requests, orderPaths.allList)).toHaveLength(2));
    await vi.waitFor(() =>
      expect(callsTo(f3.requests, '/getAppMallOrderCount').length).toBeGreaterThan(0),
    );
    expect(f3.orders().find((order) => order.orderId === 27003)?.commented).toBe(true);
  });
});

describe('PaymentRecordsStore', () => {
  it('lists the payment records, by order number and kind', async () => {
    const { f3, root } = setup();
    const records = root.feature(createPaymentRecordsStore);
    await records.list.load();
    expect(records.list.total).toBeGreaterThan(10);
    await records.list.setFilter({ kind: 'refund' });
    expect(callsTo(f3.requests, orderPaths.payRecords).at(-1)?.body).toEqual({
      kind: 'refund',
      pageNum: 1,
      pageSize: 10,
    });
    expect(records.list.rows.map((row) => [row.kind, row.amount])).toEqual([['refund', '1256.40']]);
  });
});
