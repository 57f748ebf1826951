import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultHandlers, fail, ok, pending, users } from '../../mocks/index.ts';
import { withReminderText } from '../../rules/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { recordRequests, setupTestServer } from '../../test-support/server.ts';

const server = setupTestServer(...defaultHandlers);
const QUERY = '/pc/common/flashAction/queryAction';
const POLL = 'GET /api/csr/pc/common/flashAction/queryAction';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const polls = (requests: string[]) => requests.filter((r) => r === POLL).length;

/**
 * A logged-in root whose http client has made its first call, so that axios is loaded and a
 * poll reaches the server within the tick that starts it.
 */
async function loggedIn(path = '/center/orderAllOrder') {
  const created = createTestRoot({ path, token: 'tok', user: users.certifiedAdmin });
  await created.root.messages.load();
  return created;
}

describe('ReminderStore', () => {
  it('polls first after 100 ms, then every 15 s, and keeps the reminders with their texts', async () => {
    const { reminders } = (await loggedIn()).root;
    const requests = recordRequests(server);
    reminders.start();
    await vi.advanceTimersByTimeAsync(99);
    expect(polls(requests)).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls(requests)).toBe(1);
    expect(reminders.isOpen).toBe(true);
    expect(
      reminders.actions
        .map(withReminderText)
        .map((item) => [item.actionCode, item.text, item.orderNumbers]),
    ).toEqual([
      ['012', '询价已报价，请提交订单', ['XJ20260313002']],
      ['013', '订单已开始生产', ['XS20260312015', 'XS20260312016']],
    ]);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(polls(requests)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls(requests)).toBe(2);
    reminders.stop();
  });

  it('shows no dialog when there is nothing to remind', async () => {
    server.use(ok(QUERY, []));
    const { reminders } = (await loggedIn()).root;
    reminders.start();
    await vi.advanceTimersByTimeAsync(100);
    expect([reminders.isOpen, reminders.actions]).toEqual([false, []]);
    reminders.stop();
  });

  it.each([
    ['without a token', createTestRoot({ path: '/center/orderAllOrder' })],
    ['on the login page', createTestRoot({ path: '/gateway/login', token: 'tok' })],
    ['on the guide', createTestRoot({ path: '/guideNovice', token: 'tok' })],
    ['on the company profile', createTestRoot({ path: '/outside/companyProfile', token: 'tok' })],
  ])('does not poll %s', async (_, { root }) => {
    const requests = recordRequests(server);
    root.reminders.start();
    await vi.advanceTimersByTimeAsync(100 + 15_000 * 3);
    expect(requests).toEqual([]);
    root.reminders.stop();
  });

  it('pauses while the tab is hidden and polls at once when it returns', async () => {
    const { env, root } = await loggedIn();
    const requests = recordRequests(server);
    root.reminders.start();
    await vi.advanceTimersByTimeAsync(100);
    env.visibility.setHidden(true);
    await vi.advanceTimersByTimeAsync(15_000 * 4);
    expect(polls(requests)).toBe(1);
    env.visibility.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(polls(requests)).toBe(2);
    root.reminders.stop();
  });

  it('starts polling once the route is no longer a white route', async () => {
    const { env, root } = await loggedIn('/gateway/login');
    const requests = recordRequests(server);
    root.reminders.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(polls(requests)).toBe(0);
    env.navigate('/home/main');
    await vi.advanceTimersByTimeAsync(15_000);
    expect(polls(requests)).toBe(1);
    root.reminders.stop();
  });

  it('doubles the interval after a failure and returns to 15 s after a success', async () => {
    server.use(fail(QUERY, 500, '服务器错误'));
    const { reminders } = (await loggedIn()).root;
    const requests = recordRequests(server);
    reminders.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(polls(requests)).toBe(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(polls(requests)).toBe(1);
    server.resetHandlers(...defaultHandlers);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls(requests)).toBe(2);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(polls(requests)).toBe(3);
    reminders.stop();
  });

  it('counts a poll that times out after 10 s as a failure', async () => {
    server.use(pending(QUERY));
    const { reminders } = (await loggedIn()).root;
    const requests = recordRequests(server);
    reminders.start();
    await vi.advanceTimersByTimeAsync(100 + 10_000 + 29_999);
    expect(polls(requests)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls(requests)).toBe(2);
    reminders.stop();
  });

  it('stops on logout', async () => {
    const { root } = await loggedIn();
    const requests = recordRequests(server);
    root.reminders.start();
    await vi.advanceTimersByTimeAsync(100);
    root.session.logout();
    expect(root.reminders.isOpen).toBe(false);
    await vi.advanceTimersByTimeAsync(15_000 * 4);
    expect(polls(requests)).toBe(1);
  });

  it('clicking a reminder consumes it and goes where its code leads', async () => {
    const { env, root } = await loggedIn();
    await root.reminders.poll();
    const requests = recordRequests(server);
    const [first] = root.reminders.actions;
    if (!first) throw new Error('no reminder');
    await root.reminders.open(first);
    expect(env.opened).toEqual([{ route: 'queryList' }]);
    expect(requests).toEqual(['GET /api/csr/pc/common/flashAction/consume']);
    expect(root.reminders.actions.map((item) => item.actionCode)).toEqual(['013']);
  });

  it('clicking a certification reminder refreshes the user instead', async () => {
    server.use(
      ok(QUERY, [{ actionCode: '002', happenTime: '2026-03-13 08:00:00', businessMsg: '' }]),
    );
    const { env, root } = await loggedIn();
    await root.reminders.poll();
    const requests = recordRequests(server);
    const [first] = root.reminders.actions;
    if (!first) throw new Error('no reminder');
    await root.reminders.open(first);
    expect(env.opened).toEqual([]);
    expect(requests.sort()).toEqual([
      'GET /api/csr/info/user/getUserInfo',
      'GET /api/csr/pc/common/flashAction/consume',
    ]);
    expect([root.reminders.isOpen, root.session.userInfo?.realname]).toEqual([false, '陈志强']);
  });

  it('still navigates when consuming fails', async () => {
    server.use(fail('/pc/common/flashAction/consume', 500, '服务器错误'));
    const { env, root } = await loggedIn();
    await root.reminders.poll();
    const [, second] = root.reminders.actions;
    if (!second) throw new Error('no reminder');
    await root.reminders.open(second);
    expect(env.opened).toEqual([{ route: 'orderInStock' }]);
    expect(env.notifications).toEqual([{ type: 'error', message: '服务器错误' }]);
  });

  it('closing the dialog consumes every reminder', async () => {
    const { root } = await loggedIn();
    await root.reminders.poll();
    const requests = recordRequests(server);
    await root.reminders.dismiss();
    expect(requests).toEqual(['GET /api/csr/pc/common/flashAction/consume']);
    expect(root.reminders.isOpen).toBe(false);
  });
});
