import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { orderPaths } from '../../contract/orders.ts';
import {
  anyOrigin,
  callsTo,
  createOrderServerF3,
  defaultHandlers,
  users,
} from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createInvoicesStore, invoiceTabOf } from './InvoicesStore.ts';

const server = setupTestServer(...defaultHandlers);

/** A fresh F3 server and a logged-in administrator's invoice store. */
function setup() {
  const f3 = createOrderServerF3();
  server.use(...f3.handlers);
  const { env, root } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
  return { f3, env, invoices: root.feature(createInvoicesStore) };
}

describe('invoiceTabOf', () => {
  it.each([
    [null, 'none'],
    ['', 'none'],
    ['applied', 'applied'],
    ['invoicing', 'invoicing'],
    ['issued', 'none'],
  ] as const)('?tab=%j is the %s tab', (param, tab) => {
    expect(invoiceTabOf(param)).toBe(tab);
  });
});

describe('InvoicesStore', () => {
  it('lists the deliveries to invoice, and which of their orders can be evaluated', async () => {
    const { f3, invoices } = setup();
    await invoices.list.load();
    expect(callsTo(f3.requests, orderPaths.billList)[0]?.url.search).toBe(
      '?status=none&pageNum=1&pageSize=10',
    );
    expect(invoices.list.rows.map((row) => [row.orderId, row.invoiceStatus])).toEqual([
      [27001, 'none'],
      [27002, 'none'],
      [27002, 'none'],
      [27003, 'none'],
      [27003, 'none'],
      [27003, 'none'],
      [26001, 'none'],
    ]);
    await vi.waitFor(() => expect(invoices.evaluable(27001)?.orderNo).toBe('DD20260318027001'));
    expect(callsTo(f3.requests, orderPaths.allList)[0]?.url.searchParams.get('ids')).toBe(
      '27001,27002,27003,26001',
    );
    // Evaluated already; not every delivery received yet.
    expect([invoices.evaluable(27002), invoices.evaluable(26001)]).toEqual([null, null]);
  });

  it('shows another tab from page 1, keeping the order filters and clearing the selection', async () => {
    const { f3, invoices } = setup();
    await invoices.search({ orderNo: '2800' });
    invoices.setSelection([280011]);
    await invoices.showTab('applied');
    expect(invoices.tab).toBe('applied');
    expect(invoices.selected.size).toBe(0);
    expect(callsTo(f3.requests, orderPaths.billList).at(-1)?.url.search).toBe(
      '?orderNo=2800&status=applied&pageNum=1&pageSize=10',
    );
    expect(invoices.list.rows.map((row) => row.deliveryNo)).toEqual([
      'FH20260318280011',
      'FH20260317280021',
      'FH20260317280022',
    ]);
  });

  it('computes the invoice of the selection as the server does, and applies for it once', async () => {
    const { f3, env, invoices } = setup();
    await invoices.list.load();
    invoices.setSelection([270011, 270021, 270022]);
    const { amount, taxAmount, lines } = invoices.totals;
    expect([amount, taxAmount, lines.length]).toEqual(['334406.56', '38471.55', 3]);
    await invoices.draft()?.load();
    expect(invoices.draft()?.data?.title).toBe('佛山市南海区鑫铝金属材料有限公司');

    const first = invoices.applyForSelection({ kind: 'normal', remark: ' 请尽快开具 ' });
    const second = invoices.applyForSelection({ kind: 'normal', remark: '' });
    await expect(Promise.all([first, second])).resolves.toEqual([true, false]);
    const [sent, ...more] = callsTo(f3.requests, orderPaths.submitInvoice);
    expect(more).toEqual([]);
    expect(sent?.body).toEqual({
      deliveryIds: [270011, 270021, 270022],
      kind: 'normal',
      remark: '请尽快开具',
    });
    expect(sent?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(env.notifications).toContainEqual({ type: 'success', message: '开票申请已提交' });
    expect(invoices.selected.size).toBe(0);

    // The list and the counts are loaded again; the invoice reads as computed.
    await vi.waitFor(() => expect(invoices.list.rows).toHaveLength(4));
    await vi.waitFor(() =>
      expect(callsTo(f3.requests, '/getAppMallOrderCount').length).toBeGreaterThan(0),
    );
    const invoiceId = invoices.apply.result?.invoiceId ?? 0;
    await invoices.invoices.get(invoiceId).load();
    expect(invoices.invoices.get(invoiceId).data).toMatchObject({
      amount: '334406.56',
      taxAmount: '38471.55',
      status: 'applied',
      kind: 'normal',
    });
  });

  it('reuses the Idempotency-Key when the same application is retried after a failure', async () => {
    const { f3, invoices } = setup();
    await invoices.list.load();
    const failedKeys: (string | null)[] = [];
    server.use(
      http.post(
        anyOrigin(orderPaths.submitInvoice),
        ({ request }) => {
          failedKeys.push(request.headers.get('Idempotency-Key'));
          return HttpResponse.json({ code: 500, msg: '服务器端出错', data: null });
        },
        { once: true },
      ),
    );
    invoices.setSelection([270011]);
    await expect(invoices.applyForSelection({ kind: 'special', remark: '' })).resolves.toBe(false);
    expect(invoices.apply.error).toBe('服务器端出错');
    await expect(invoices.applyForSelection({ kind: 'special', remark: '' })).resolves.toBe(true);
    const [retry] = callsTo(f3.requests, orderPaths.submitInvoice);
    expect(failedKeys).toHaveLength(1);
    expect(retry?.idempotencyKey).toBe(failedKeys[0]);
  });

  it('takes an application back (cancelBill), then reloads the list', async () => {
    const { f3, env, invoices } = setup();
    await invoices.showTab('applied');
    const [applied] = invoices.list.rows;
    await expect(invoices.revokeApplication(applied?.invoiceId ?? 0)).resolves.toBe(true);
    expect(callsTo(f3.requests, orderPaths.cancelBill)[0]?.body).toEqual({ invoiceId: 78001 });
    expect(env.notifications).toContainEqual({ type: 'success', message: '已撤销开票申请' });
    await vi.waitFor(() => expect(invoices.list.rows).toHaveLength(2));
    expect(f3.orders().find((order) => order.orderId === 28001)?.stage).toBe('toInvoice');
  });

  it('evaluates an order once; the list loads again', async () => {
    const { f3, env, invoices } = setup();
    await invoices.list.load();
    invoices.evaluation.open({ orderId: 27001, orderNo: 'DD20260318027001' });
    await expect(invoices.evaluation.submit({ score: 5, content: '质量很好' })).resolves.toBe(true);
    expect(callsTo(f3.requests, orderPaths.orderComment)[0]?.body).toEqual({
      orderId: 27001,
      score: 5,
      content: '质量很好',
    });
    expect(env.notifications).toContainEqual({ type: 'success', message: '评价成功' });
    expect(invoices.evaluation.order).toBeNull();
    await vi.waitFor(() => expect(callsTo(f3.requests, orderPaths.allList)).toHaveLength(2));
    await vi.waitFor(() => expect(invoices.evaluable(27001)).toBeNull());
  });

  it('is cleared on logout', async () => {
    const { invoices } = setup();
    await invoices.showTab('invoicing');
    invoices.reset();
    expect([invoices.tab, invoices.list.status, invoices.list.rows]).toEqual(['none', 'idle', []]);
  });
});
