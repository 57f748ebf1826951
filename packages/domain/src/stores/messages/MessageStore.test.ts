import { describe, expect, it } from 'vitest';
import { defaultHandlers, ok, users } from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { recordRequests, setupTestServer } from '../../test-support/server.ts';

const server = setupTestServer(...defaultHandlers);

describe('MessageStore', () => {
  it('loads the unread count with a token and a certified company', async () => {
    const requests = recordRequests(server);
    const { messages } = createTestRoot({ token: 'tok', user: users.certifiedStaff }).root;
    expect(messages.unreadCount).toBe(0);
    await messages.load();
    expect([messages.unreadCount, messages.status]).toEqual([7, 'ready']);
    expect(requests).toEqual(['GET /api/csr/pc/message/message/queryCount']);
  });

  it.each([
    ['an uncertified user', { token: 'tok', user: users.uncertified }],
    ['a new user', { token: 'tok', user: users.newUser }],
    ['a certified user without a token', { token: null, user: users.certifiedAdmin }],
    ['a visitor', {}],
  ])('makes no request for %s', async (_, options) => {
    const requests = recordRequests(server);
    const { messages } = createTestRoot(options).root;
    await messages.load();
    expect(requests).toEqual([]);
    expect([messages.unreadCount, messages.status]).toEqual([0, 'idle']);
  });

  it('shows a negative count as 0', async () => {
    server.use(ok('/pc/message/message/queryCount', { unreadCount: -3 }));
    const { messages } = createTestRoot({ token: 'tok', user: users.certifiedAdmin }).root;
    await messages.load();
    expect(messages.unreadCount).toBe(0);
  });

  it('resets', async () => {
    const { messages } = createTestRoot({ token: 'tok', user: users.certifiedAdmin }).root;
    await messages.load();
    messages.reset();
    expect([messages.unreadCount, messages.status]).toEqual([0, 'idle']);
  });
});
