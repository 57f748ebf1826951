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
import { createOrderCentreStore } from './OrderCentreStore.ts';
import { createSubmitOrdersStore } from './SubmitOrdersStore.ts';

const server = setupTestServer(...defaultHandlers, ...defaultOrderCentreHandlers);

const setup = () => {
  const orders = createOrderServerF1();
  server.use(...orders.handlers);
  const { root, env } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
  return { orders, env, root, store: root.feature(createSubmitOrdersStore) };
};

describe('the to-be-submitted store', () => {
  it('shares the order centre of its root', () => {
    const { root, store } = setup();
    expect(store).toBe(root.feature(createSubmitOrdersStore));
    expect(root.feature(createOrderCentreStore)).toBeDefined();
  });

  it('submits the chosen orders once, then reloads the list and the counts', async () => {
    const { orders, env, store } = setup();
    await store.list.load();
    store.choice.select(new Set([21001, 21003]));
    const first = store.submitSelected();
    await expect(store.submitSelected()).resolves.toBe(false);
    await expect(first).resolves.toBe(true);
    expect(callsTo(orders.requests, orderPaths.submit).map((c) => c.body)).toEqual([
      { orderIds: [21001, 21003] },
    ]);
    expect(store.list.rows.map((o) => o.orderId)).toEqual([21002]);
    expect(store.choice.selected.size).toBe(0);
    expect(callsTo(orders.requests, paths.orders.count)).toHaveLength(1);
    expect(env.notifications).toContainEqual({ type: 'success', message: '提交成功' });
  });

  it('after a lost answer keeps the choice and the rows, and fetches the list and counts again', async () => {
    const { orders, store } = setup();
    await store.list.load();
    store.choice.select(new Set([21002]));
    server.use(httpStatus(orderPaths.submit, 504));
    await expect(store.submitSelected()).resolves.toBe(false);
    // Fetched again behind the rows: the table does not turn into its loading state.
    expect(store.list.status).toBe('ready');
    expect(store.submit.outcomeUnknown).toBe(true);
    expect(store.submit.error).toBe(
      '没有收到结果，无法确认是否已成功。再次提交不会重复付款或重复提交：系统会按第一次的结果处理。',
    );
    await vi.waitFor(() => {
      expect(callsTo(orders.requests, orderPaths.waitSubmit)).toHaveLength(2);
      expect(callsTo(orders.requests, paths.orders.count)).toHaveLength(1);
    });
    expect(store.list.rows.map((o) => o.orderId)).toEqual([21001, 21002, 21003]);
    expect(store.choice.ids).toEqual([21002]);
  });

  it('sends nothing without a choice', async () => {
    const { orders, store } = setup();
    await store.list.load();
    await expect(store.submitSelected()).resolves.toBe(false);
    expect(callsTo(orders.requests, orderPaths.submit)).toEqual([]);
  });
});
