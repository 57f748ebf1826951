import { describe, expect, it } from 'vitest';
import { orderPaths } from '../../contract/orders.ts';
import { callsTo, createOrderServerF2, defaultHandlers, fail, users } from '../../mocks/index.ts';
import { formatMoney } from '../../rules/orders.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createFinalPaymentStore } from './FinalPaymentStore.ts';

const server = setupTestServer(...defaultHandlers);

/** A fresh F2 server and the final payment store of a certified administrator. */
function setup(balance?: string) {
  const mock = createOrderServerF2({ balance });
  server.use(...mock.handlers);
  const { root, env } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
  return { mock, env, store: root.feature(createFinalPaymentStore) };
}

describe('FinalPaymentStore', () => {
  it('lists the weighed orders due their final payment', async () => {
    const { store } = setup();
    await store.list.load();
    const [heavy, light, transfer] = store.list.rows;
    expect([heavy?.orderId, heavy?.weighedAmount, heavy?.dueAmount]).toEqual([
      24001,
      '118657.00',
      '95207.00',
    ]);
    expect([light?.orderId, light?.dueAmount]).toEqual([24002, '0.00']);
    expect(transfer?.pendingAmount).toBe(transfer?.dueAmount);
    expect(store.list.total).toBe(3);
  });

  it('opens a settlement with every weighed unpaid line selected, then prices it', async () => {
    const { store, mock } = setup();
    await store.open([24002]);
    expect([...store.selected]).toEqual([240021, 240022]);
    expect(store.info.data?.refund).not.toBe('0.00');
    expect(store.fees.data?.map((fee) => fee.label)).toEqual([
      '货款（按过磅）',
      '已付定金',
      '差价款',
      '应退款',
    ]);
    expect(callsTo(mock.requests, orderPaths.finalPayInfo).map((c) => c.body)).toEqual([
      { ids: [24002], detailIds: [240021, 240022] },
    ]);
  });

  it('prices again on every change of the selection, and the latest answer wins', async () => {
    const { store, mock } = setup();
    await store.open([24002]);
    const first = store.select([240021]);
    const second = store.select([240022]);
    await Promise.all([first, second]);
    expect(store.info.data?.detailIds).toEqual([240022]);
    expect(callsTo(mock.requests, orderPaths.feeDetail).at(-1)?.body).toEqual({
      ids: [24002],
      detailIds: [240022],
    });
  });

  it('ignores lines that cannot be settled and prices nothing without a selection', async () => {
    const { store } = setup();
    await store.open([24002]);
    await store.select([999]);
    expect(store.selected.size).toBe(0);
    expect(store.info.status).toBe('idle');
    expect(store.ready).toBe(false);
  });

  it('pays once with a key, refuses a second run in flight, and reloads the counts', async () => {
    const { store, mock, env } = setup('200000.00');
    await store.list.load();
    await store.open([24001]);
    const [paid, refused] = await Promise.all([
      store.settle({ payType: 'balance' }),
      store.settle({ payType: 'balance' }),
    ]);
    expect(paid?.status).toBe('paid');
    expect(env.notifications).toEqual([{ type: 'success', message: '支付成功' }]);
    expect(refused).toBeNull();
    const pays = callsTo(mock.requests, orderPaths.finalPay);
    expect(pays).toHaveLength(1);
    expect(pays[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(pays[0]?.body).toEqual({ ids: [24001], detailIds: [240011], payType: 'balance' });
    expect(store.list.rows.map((o) => o.orderId)).toEqual([24002, 24003]);
    expect(mock.requests.some((r) => r.url.pathname.endsWith('getAppMallOrderCount'))).toBe(true);
  });

  it('reuses the key when the same payment is retried after a failure', async () => {
    const { store, mock } = setup();
    await store.open([24001]);
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith(orderPaths.finalPay))
        keys.push(request.headers.get('Idempotency-Key'));
    });
    server.use(fail(orderPaths.finalPay, 500));
    const transfer = {
      payType: 'transfer',
      collectionAccountId: 1,
      voucherNo: 'CMB2026032001',
    } as const;
    expect(await store.settle(transfer)).toBeNull();
    expect(store.pay.error).not.toBe('');
    server.resetHandlers(...defaultHandlers, ...mock.handlers);
    expect((await store.settle(transfer))?.status).toBe('pending');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await store.open([24001]);
    await store.settle({ ...transfer, voucherNo: 'CMB2026032002' });
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('settles a refund to the balance', async () => {
    const { store, env } = setup();
    await store.open([24002]);
    const refund = store.info.data?.refund ?? '';
    expect(await store.settle({ payType: 'balance' })).toMatchObject({ status: 'paid', refund });
    expect(env.notifications.map((n) => n.message)).toEqual([
      `结算成功，退款 ${formatMoney(refund)} 已退回账户余额`,
    ]);
  });

  it('goes to the settlement of the chosen orders, not without one', async () => {
    const { store, env } = setup();
    await store.list.load();
    store.goSettle();
    store.choice.select(new Set([24001, 24002, 24003]));
    expect(store.choice.ids).toEqual([24001, 24002]);
    store.goSettle();
    store.goSettle([24003]);
    expect(env.opened).toEqual([
      { route: 'orderToBeSupplementedPayment', ids: [24001, 24002] },
      { route: 'orderToBeSupplementedPayment', ids: [24003] },
    ]);
  });

  it('withdraws the pending final transfer of an order', async () => {
    const { store, mock, env } = setup();
    await store.list.load();
    const pending = store.list.rows[2];
    expect(pending && store.choice.selectable(pending)).toBe(false);
    expect(await store.withdrawPayment({ orderId: 24003, orderNo: pending?.orderNo ?? '' })).toBe(
      true,
    );
    expect(callsTo(mock.requests, orderPaths.finalCancelPay).map((c) => c.body)).toEqual([
      { payIds: [86003] },
    ]);
    expect(store.list.rows[2]?.pendingAmount).toBe('0.00');
    expect(env.notifications).toContainEqual({ type: 'success', message: '撤销成功' });
  });
});
