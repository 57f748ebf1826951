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

describe('the preferences store', () => {
  it('reads the order page size once, and keeps a new one for the next session', async () => {
    const { account, root } = rootWith({ orderPageSize: '20' });
    const store = root.feature(createPreferencesStore);
    expect(await Promise.all([store.readOrderPageSize(), store.readOrderPageSize()])).toEqual([
      20, 20,
    ]);
    await store.keepOrderPageSize(50);
    await store.keepOrderPageSize(50);
    const puts = callsTo(account.requests, accountPaths.windowConfig).filter(
      (call) => call.method === 'PUT',
    );
    expect(puts.map((call) => call.body)).toEqual([{ code: 'orderPageSize', value: '50' }]);

    // Logged out and in again: a fresh store reads what was kept.
    root.session.logout();
    const next = root.feature(createPreferencesStore);
    expect(next.orderPageSize).toBeNull();
    expect(await next.readOrderPageSize()).toBe(50);
  });

  it.each([
    ['nothing kept', {}],
    ['a size the lists do not offer', { orderPageSize: '15' }],
  ])('answers null for %s', async (_what, preferences) => {
    const { root } = rootWith(preferences);
    expect(await root.feature(createPreferencesStore).readOrderPageSize()).toBeNull();
  });

  it('answers null, quietly, when the preference cannot be read', async () => {
    const { root, env } = rootWith();
    server.use(httpStatus(`${accountPaths.windowConfig}/orderPageSize`, 500));
    expect(await root.feature(createPreferencesStore).readOrderPageSize()).toBeNull();
    expect(env.notifications).toEqual([]);
  });
});
