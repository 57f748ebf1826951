import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { defaultHandlers, fail, ok, orderCounts, users } from '../mocks/index.ts';
import { createTestRoot } from '../test-support/root.ts';
import { recordRequests, setupTestServer } from '../test-support/server.ts';

const server = setupTestServer(...defaultHandlers);
const COUNT = '/pc/new/mall/order/getAppMallOrderCount';

describe('OrderStore', () => {
  it('starts idle with nothing open', () => {
    const { orders } = createTestRoot({ token: 'tok', user: users.certifiedAdmin }).root;
    expect([orders.status, orders.counts, orders.openTotal]).toEqual(['idle', null, 0]);
  });

  it('loads the counts and totals the open stages', async () => {
    const { orders } = createTestRoot({ token: 'tok', user: users.certifiedAdmin }).root;
    const loading = orders.load();
    expect(orders.status).toBe('loading');
    await loading;
    expect(orders.status).toBe('ready');
    expect(orders.counts).toEqual(orderCounts);
    expect(orders.openTotal).toBe(14);
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
    const { orders } = createTestRoot({ token: 'tok', user: users.certifiedAdmin }).root;
    await orders.load();
    expect(orders.openTotal).toBe(1);
  });

  it('makes no request when logged out', async () => {
    const requests = recordRequests(server);
    const { orders } = createTestRoot().root;
    await orders.load();
    expect(requests).toEqual([]);
    expect(orders.status).toBe('idle');
  });

  it('marks a failed load as error, the client having shown the message', async () => {
    server.use(fail(COUNT, 500, '订单服务繁忙'));
    const { env, root } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
    await root.orders.load();
    expect(root.orders.status).toBe('error');
    expect(env.notifications).toEqual([{ type: 'error', message: '订单服务繁忙' }]);
  });

  it('keeps the last counts when a reload fails', async () => {
    const { orders } = createTestRoot({ token: 'tok', user: users.certifiedAdmin }).root;
    await orders.load();
    server.use(fail(COUNT, 508));
    await orders.load();
    expect([orders.status, orders.openTotal]).toEqual(['error', 14]);
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
    const { orders } = createTestRoot({ token: 'tok', user: users.certifiedAdmin }).root;
    const loading = orders.load();
    await vi.waitFor(() => expect(answer).toBeDefined());
    orders.reset();
    answer?.();
    await loading;
    expect([orders.status, orders.counts, orders.openTotal]).toEqual(['idle', null, 0]);
  });
});
