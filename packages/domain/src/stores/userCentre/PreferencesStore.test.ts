import { describe, expect, it } from 'vitest';
import { accountPaths } from '../../contract/account.ts';
import {
  callsTo,
  createAccountServer,
  defaultHandlers,
  httpStatus,
  users,
} from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createPreferencesStore } from './PreferencesStore.ts';

const server = setupTestServer(...defaultHandlers);

const rootWith = (preferences: Record<string, string> = {}) => {
  const account = createAccountServer({ preferences });
  server.use(...account.handlers);
  const { root, env } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
  return { account, root, env };
};

const putsTo = (account: ReturnType<typeof rootWith>['account']) =>
  callsTo(account.requests, accountPaths.windowConfig)
    .filter((call) => call.method === 'PUT')
    .map((call) => call.body);

describe('the preferences store', () => {
  it('reads the order page size once, and keeps a new one for the next session', async () => {
    const { account, root } = rootWith({ orderPageSize: '20' });
    const { orderPageSize } = root.feature(createPreferencesStore);
    expect(await Promise.all([orderPageSize.read(), orderPageSize.read()])).toEqual([20, 20]);
    await orderPageSize.keep(50);
    await orderPageSize.keep(50);
    expect(putsTo(account)).toEqual([{ code: 'orderPageSize', value: '50' }]);
    // Another order list of the session takes the size chosen, not the one read at first.
    expect(await orderPageSize.read()).toBe(50);
    expect(callsTo(account.requests, `${accountPaths.windowConfig}/orderPageSize`)).toHaveLength(1);

    // Logged out and in again: a fresh store reads what was kept.
    root.session.logout();
    const next = root.feature(createPreferencesStore).orderPageSize;
    expect(next.value).toBeNull();
    expect(await next.read()).toBe(50);
  });

  it("keeps the message drop-down's last tab, and 全部 as none", async () => {
    const { account, root } = rootWith({ messageTab: '3', orderPageSize: '30' });
    const { messageTab, orderPageSize } = root.feature(createPreferencesStore);
    expect(await messageTab.read()).toBe(3);
    await messageTab.keep(2);
    await messageTab.keep(null);
    expect(putsTo(account)).toEqual([
      { code: 'messageTab', value: '2' },
      { code: 'messageTab', value: '' },
    ]);
    expect(await messageTab.read()).toBeNull();
    // Each preference is its own: the page size is read, and kept, apart.
    expect(await orderPageSize.read()).toBe(30);
  });

  it('a choice made while the read is on its way is not undone by its answer', async () => {
    const { root } = rootWith({ messageTab: '3' });
    const { messageTab } = root.feature(createPreferencesStore);
    const reading = messageTab.read();
    await messageTab.keep(1);
    expect(await reading).toBe(1);
  });

  it.each([
    ['nothing kept', {}],
    ['a size the lists do not offer', { orderPageSize: '15' }],
    ['none (全部)', { messageTab: '' }],
    ['a tab that is no message type id', { messageTab: 'system' }],
  ])('answers null for %s', async (_what, preferences) => {
    const { root } = rootWith(preferences);
    const store = root.feature(createPreferencesStore);
    expect(await store.orderPageSize.read()).toBeNull();
    expect(await store.messageTab.read()).toBeNull();
  });

  it('keeps nothing the contract does not allow for the code', async () => {
    const { account, root } = rootWith();
    const { orderPageSize, messageTab } = root.feature(createPreferencesStore);
    await orderPageSize.keep(15);
    await orderPageSize.keep(null);
    await messageTab.keep(-1);
    expect(putsTo(account)).toEqual([]);
    expect(orderPageSize.value).toBeNull();
    expect(messageTab.value).toBeNull();
  });

  it('answers null, quietly, when a preference cannot be read or kept', async () => {
    const { root, env } = rootWith();
    server.use(
      httpStatus(`${accountPaths.windowConfig}/messageTab`, 500),
      httpStatus(accountPaths.windowConfig, 500),
    );
    const { messageTab } = root.feature(createPreferencesStore);
    expect(await messageTab.read()).toBeNull();
    await messageTab.keep(2);
    // The choice still holds for the session.
    expect(messageTab.value).toBe(2);
    expect(env.notifications).toEqual([]);
  });
});
