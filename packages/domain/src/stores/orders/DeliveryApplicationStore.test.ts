import { describe, expect, it } from 'vitest';
import { orderPaths } from '../../contract/orders.ts';
import type { CreateDeliveryRequest } from '../../contract/orders.ts';
import { callsTo, createOrderServerF2, defaultHandlers, fail, users } from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createDeliveryApplicationStore } from './DeliveryApplicationStore.ts';

const server = setupTestServer(...defaultHandlers);

function setup() {
  const mock = createOrderServerF2();
  server.use(...mock.handlers);
  const { root, env } = createTestRoot({ token: 'tok', user: users.certifiedStaff });
  return { mock, env, store: root.feature(createDeliveryApplicationStore) };
}

const request = (weight: string): CreateDeliveryRequest => ({
  orderId: 25002,
  lines: [{ detailId: 250021, weight }],
  deliveryType: 'self',
  contactName: '陈志强',
  contactPhone: '13826081234',
  address: '',
  plateNo: '粤A12345',
  plannedDate: '2026-03-25',
});

describe('DeliveryApplicationStore', () => {
  it('opens an order with what remains of each line', async () => {
    const { store } = setup();
    await store.open(25002);
    expect(store.info.data?.deliveries.map((d) => d.status)).toEqual(['applied']);
    expect(Object.fromEntries(store.remaining)).toEqual({ 250021: '6.175', 250022: '2.012' });
  });

  it('refreshes the remaining tonnes of the chosen lines, the latest choice winning', async () => {
    const { store, mock } = setup();
    await store.open(25002);
    await Promise.all([store.refreshRemaining([250021]), store.refreshRemaining([250021, 250022])]);
    expect(callsTo(mock.requests, '/selectDeliveryByIds/25002/250021,250022')).toHaveLength(1);
    expect(store.remaining.get(250022)).toBe('2.012');
  });

  it('keeps the known tonnes when the refresh fails', async () => {
    const { store } = setup();
    await store.open(25002);
    server.use(fail(`${orderPaths.deliveryLines}/:orderId/:ids`, 500));
    await store.refreshRemaining([250021]);
    expect(store.remaining.get(250021)).toBe('6.175');
  });

  it('applies once with a key; a partial delivery leaves the order in the list', async () => {
    const { store, mock, env } = setup();
    await store.list.load();
    await store.open(25002);
    const [made, refused] = await Promise.all([
      store.submit(request('1')),
      store.submit(request('1')),
    ]);
    expect(made?.deliveryNo).toMatch(/^FH/);
    expect(refused).toBeNull();
    expect(env.notifications).toEqual([{ type: 'success', message: '发货申请已提交' }]);
    expect(env.opened).toEqual([{ route: 'orderToBeDelivery' }]);
    const calls = callsTo(mock.requests, orderPaths.createDelivery);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.idempotencyKey).toBeTruthy();
    expect(store.list.rows.map((o) => o.orderId)).toContain(25002);
    expect(mock.requests.some((r) => r.url.pathname.endsWith('getAppMallOrderCount'))).toBe(true);
  });

  it('shows the refusal of an application over the remaining tonnes', async () => {
    const { store, env } = setup();
    await store.open(25002);
    expect(await store.submit(request('6.176'))).toBeNull();
    expect(env.opened).toEqual([]);
    expect(store.create.error).toBe('发货吨数超过可发货吨数，请刷新后重试');
  });
});
