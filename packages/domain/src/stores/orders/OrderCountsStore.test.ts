import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { defaultHandlers, fail, ok, orderCounts, users } from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { recordRequests, setupTestServer } from '../../test-support/server.ts';

const server = setupTestServer(...defaultHandlers);
const COUNT = '/pc/new/mall/order/getAppMallOrderCount';

describe('OrderCountsStore', () => {
  it('starts idle with nothing open', () => {
    const { orderCounts: store } = createTestRoot({
      token: 'tok',
      user: users.certifiedAdmin,
    }).root;
    expect([store.status, store.counts, store.openTotal]).toEqual(['idle', null, 0]);
  });

  it('loads the counts and totals the open stages', async () => {
    const { orderCounts: store } = createTestRoot({
      token: 'tok',
      user: users.certifiedAdmin,
    }).root;
    const loading = store.load();
    expect(store.status).toBe('loading');
    await loading;
    expect(store.status).toBe('ready');
    expect(store.counts).toEqual(orderCounts);
    expect(store.openTotal).toBe(14);
  });

  it('ignores invoice-applied and invoicing in the total', async () => {
    server.use(
      ok(COUNT, {
        toBeSubmitted: 0,
        firstPayment: 0,
        stocking: 0,
        final: 0,
        saleDelivery: 0,
        toBeReceipt: 0,
        toInvoice: 1,
        aplliedInvoiced: 5,
        invoicing: 5,
      }),
    );
    const { orderCounts: store } = createTestRoot({
      token: 'tok',
      user: users.certifiedAdmin,
    }).root;
    await store.load();
    expect(store.openTotal).toBe(1);
  });

  it('makes no request when logged out', async () => {
    const requests = recordRequests(server);
    const { orderCounts: store } = createTestRoot().root;
    await store.load();
    expect(requests).toEqual([]);
    expect(store.status).toBe('idle');
  });

  it('marks a failed load as error, the client having shown the message', async () => {
    server.use(fail(COUNT, 500, '订单服务繁忙'));
    const { env, root } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
    await root.orderCounts.load();
    expect(root.orderCounts.status).toBe('error');
    expect(env.notifications).toEqual([{ type: 'error', message: '订单服务繁忙' }]);
  });

  it('keeps the last counts when a reload fails', async () => {
    const { orderCounts: store } = createTestRoot({
      token: 'tok',
      user: users.certifiedAdmin,
    }).root;
    await store.load();
    server.use(fail(COUNT, 508));
    await store.load();
    expect([store.status, store.openTotal]).toEqual(['error', 14]);
  });

  it('resets to idle, and an answer arriving after the reset does not bring the counts back', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.get(`*/api/csr${COUNT}`, async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ code: 200, msg: 'success', data: orderCounts });
      }),
    );
    const { orderCounts: store } = createTestRoot({
      token: 'tok',
      user: users.certifiedAdmin,
    }).root;
    const loading = store.load();
    await vi.waitFor(() => expect(answer).toBeDefined());
    store.reset();
    answer?.();
    await loading;
    expect([store.status, store.counts, store.openTotal]).toEqual(['idle', null, 0]);
  });
});
