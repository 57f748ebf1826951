import { describe, expect, it } from 'vitest';
import { orderPaths } from '../../contract/orders.ts';
import { callsTo, createOrderServerF2, defaultHandlers, users } from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createReceiptStore } from './ReceiptStore.ts';

const server = setupTestServer(...defaultHandlers);

function setup() {
  const mock = createOrderServerF2();
  server.use(...mock.handlers);
  const { root, env } = createTestRoot({ token: 'tok', user: users.certifiedStaff });
  return { mock, env, store: root.feature(createReceiptStore) };
}

describe('ReceiptStore', () => {
  it('loads each tab with its type', async () => {
    const { store, mock } = setup();
    await store.list.load();
    expect(store.toReceive.rows.map((d) => d.status)).toEqual(['shipped', 'shipped']);
    expect(store.received.status).toBe('idle');
    store.showTab('received');
    await store.list.load();
    expect(store.list.rows.map((d) => [d.status, d.commented])).toEqual([
      ['received', true],
      ['received', false],
    ]);
    expect(
      callsTo(mock.requests, orderPaths.receiptList).map((c) => c.url.searchParams.get('type')),
    ).toEqual(['1', '2']);
  });

  it('confirms a receipt once, then reloads both lists and the counts', async () => {
    const { store, mock, env } = setup();
    await store.received.load();
    await store.toReceive.load();
    const id = store.toReceive.rows[0]?.deliveryId ?? 0;
    await Promise.all([store.confirm.run(id), store.confirm.run(id)]);
    expect(callsTo(mock.requests, `${orderPaths.confirmReceiving}/${id}`)).toHaveLength(1);
    expect(env.notifications).toEqual([{ type: 'success', message: '收货成功' }]);
    expect(store.toReceive.rows).toHaveLength(1);
    expect(store.received.rows).toHaveLength(3);
    expect(mock.requests.some((r) => r.url.pathname.endsWith('getAppMallOrderCount'))).toBe(true);
  });

  it('tracks a delivery and asks for its latest node', async () => {
    const { store } = setup();
    await store.list.load();
    const delivery = store.toReceive.rows[0];
    const tracking = store.logistics.get(delivery?.logisticsNo ?? '');
    await tracking.load();
    expect(tracking.data?.nodes[0]?.text).toBe('【广州市】快件已到达广州白云转运中心');
    const latest = store.latest.get(delivery?.deliveryId ?? 0);
    await latest.load();
    expect(latest.data?.text).toBe('【广州市】派送中，司机李师傅 13922220000');
    await tracking.load();
    expect(tracking.data?.nodes[0]?.text).toBe(latest.data?.text);
  });

  it('reads an evaluation, and sends a new one once', async () => {
    const { store, mock, env } = setup();
    await store.received.load();
    const [rated, unrated] = store.received.rows;
    const existing = store.comments.get(rated?.deliveryId ?? 0);
    await existing.load();
    expect(existing.data?.score).toBe(5);
    const id = unrated?.deliveryId ?? 0;
    const comment = { deliveryId: id, score: 4, content: '货物完好' };
    await Promise.all([store.comment.run(comment), store.comment.run(comment)]);
    expect(
      callsTo(mock.requests, orderPaths.deliveryComment).filter((c) => c.method === 'POST'),
    ).toHaveLength(1);
    expect(store.comments.get(id).data).toEqual(comment);
    expect(env.notifications).toEqual([{ type: 'success', message: '评价成功' }]);
    expect(store.received.rows[1]?.commented).toBe(true);
  });
});
