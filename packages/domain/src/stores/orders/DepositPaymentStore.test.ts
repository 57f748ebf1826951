import { describe, expect, it } from 'vitest';
import { orderPaths } from '../../contract/orders.ts';
import {
  callsTo,
  createOrderServerF1,
  defaultHandlers,
  defaultOrderCentreHandlers,
  fail,
  users,
} from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createDepositPaymentStore } from './DepositPaymentStore.ts';

const server = setupTestServer(...defaultHandlers, ...defaultOrderCentreHandlers);

const setup = () => {
  const orders = createOrderServerF1();
  server.use(...orders.handlers);
  const { root, env } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
  return { orders, env, store: root.feature(createDepositPaymentStore) };
};

describe('the deposit store', () => {
  it('refuses to choose an order with a transfer pending, and goes to pay the others', async () => {
    const { env, store } = setup();
    await store.list.load();
    const selectable = store.list.rows.filter(store.choice.selectable).map((o) => o.orderId);
    expect(selectable).toEqual([22001, 22003]);
    store.choice.select(new Set(selectable));
    store.goToPayment();
    expect(env.opened).toEqual([{ route: 'orderToBePaidPayment', ids: [22001, 22003] }]);
  });

  it('loads the orders being paid and sums their deposits exactly', async () => {
    const { store } = setup();
    await store.openPayment([22001, 22003]);
    expect(store.payingDue).toBe('65598.20');
  });

  it('pays once; a retry after a failure reuses the key', async () => {
    const { orders, store } = setup();
    await store.openPayment([22001]);
    server.use(fail(orderPaths.confirmPayment, 500, '支付服务繁忙'));
    await expect(store.payDeposits({ payType: 'balance' })).resolves.toBe(false);
    expect(store.pay.error).toBe('支付服务繁忙');
    server.resetHandlers(...orders.handlers);
    const seen: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith(orderPaths.confirmPayment))
        seen.push(request.headers.get('Idempotency-Key'));
    });
    await expect(store.payDeposits({ payType: 'balance' })).resolves.toBe(true);
    expect(store.pay.result?.status).toBe('paid');
    expect(callsTo(orders.requests, orderPaths.confirmPayment)).toHaveLength(1);
    expect(seen).toHaveLength(1);
  });

  it('withdraws the pending transfer of an order', async () => {
    const { orders, store } = setup();
    await store.list.load();
    await expect(store.withdrawPayment(22002)).resolves.toBe(true);
    expect(callsTo(orders.requests, orderPaths.cancelPayment)[0]?.body).toEqual({
      payIds: [82002],
    });
    expect(store.list.rows.every(store.choice.selectable)).toBe(true);
  });
});
