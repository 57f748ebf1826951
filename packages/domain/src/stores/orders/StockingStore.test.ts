import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../contract/index.ts';
import { orderPaths } from '../../contract/orders.ts';
import {
  callsTo,
  createOrderServerF1,
  defaultHandlers,
  defaultOrderCentreHandlers,
  httpStatus,
  users,
} from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createStockingStore } from './StockingStore.ts';

const server = setupTestServer(...defaultHandlers, ...defaultOrderCentreHandlers);

const setup = () => {
  const orders = createOrderServerF1();
  server.use(...orders.handlers);
  const { root } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
  return { orders, store: root.feature(createStockingStore) };
};

describe('the stocking store', () => {
  it('shows unread replies until the threads are opened', async () => {
    const { orders, store } = setup();
    await store.openDetail(23001);
    expect(store.unreadReplies(23001)).toBe(1);
    await store.openThreads(23001);
    expect(store.unreadReplies(23001)).toBe(0);
    expect(callsTo(orders.requests, orderPaths.contractReplyCheck)).toHaveLength(1);
  });

  it('prices a modification, confirms it, and the difference appears on the order', async () => {
    const { store } = setup();
    await store.list.load();
    const priced = await store.modify.run({
      orderId: 23001,
      lines: [{ detailId: 230011, weight: '8' }],
    });
    expect(priced?.depositDiff).toBe('14070.00');
    const order = store.list.rows.find((o) => o.orderId === 23001);
    expect(order && store.pendingModification(order)).toBeNull();
    await expect(
      store.settleModification({ orderId: 23001, modifiedId: priced?.modifiedId ?? 0 }, true),
    ).resolves.toBe(true);
    expect(store.list.rows.find((o) => o.orderId === 23001)?.diff?.amount).toBe('14070.00');
  });

  it('pays a difference with a key, and cancels another', async () => {
    const { orders, store } = setup();
    await store.list.load();
    await expect(store.payDifference(23002, 90001, { payType: 'balance' })).resolves.toBe(true);
    expect(callsTo(orders.requests, orderPaths.submitDiff)[0]?.idempotencyKey).toEqual(
      expect.any(String),
    );
    expect(store.list.rows.find((o) => o.orderId === 23002)?.diff).toBeNull();
  });

  it('after a lost difference payment fetches the balance, the list and the counts again', async () => {
    const { orders, store } = setup();
    await store.list.load();
    server.use(httpStatus(orderPaths.submitDiff, 504));
    await expect(store.payDifference(23002, 90001, { payType: 'balance' })).resolves.toBe(false);
    expect(store.payDiff.outcomeUnknown).toBe(true);
    expect(store.list.status).toBe('ready');
    await vi.waitFor(() => {
      expect(callsTo(orders.requests, orderPaths.bankInfo)).toHaveLength(1);
      expect(callsTo(orders.requests, orderPaths.stockingList)).toHaveLength(2);
      expect(callsTo(orders.requests, paths.orders.count)).toHaveLength(1);
    });
    expect(store.list.rows.find((o) => o.orderId === 23002)?.diff?.diffId).toBe(90001);
  });
});
