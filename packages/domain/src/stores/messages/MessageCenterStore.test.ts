import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { defaultHandlers, fail, messagePage, messageTypes, ok, users } from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createMessageCenterStore } from './MessageCenterStore.ts';

const server = setupTestServer(...defaultHandlers);

/** 'METHOD /path?query' of every request from now on. */
function recordUrls(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname, search } = new URL(request.url);
    seen.push(`${request.method} ${pathname}${search}`);
  });
  return seen;
}

const loggedIn = () => createTestRoot({ token: 'tok', user: users.certifiedAdmin });

describe('MessageCenterStore', () => {
  it('always shows the customer-service tab first, before loading too', () => {
    const messageCenter = loggedIn().root.feature(createMessageCenterStore);
    expect(messageCenter.tabs).toEqual([{ typeId: -1, title: '在线客服', unreadCount: 0 }]);
  });

  it('opens on the first message type: marks it read, then loads its first page and the counts', async () => {
    const { root } = loggedIn();
    const messageCenter = root.feature(createMessageCenterStore);
    const urls = recordUrls();
    await messageCenter.open();
    expect(messageCenter.tabs.map((tab) => [tab.typeId, tab.title])).toEqual([
      [-1, '在线客服'],
      [1, '询价消息'],
      [2, '订单消息'],
      [3, '系统通知'],
    ]);
    expect(messageCenter.selectedTypeId).toBe(1);
    expect([messageCenter.rows.length, messageCenter.total, messageCenter.pageSize]).toEqual([
      10, 23, 10,
    ]);
    expect(messageCenter.listStatus).toBe('ready');
    expect(urls.slice(0, 2).sort()).toEqual([
      'GET /api/csr/messageCenter/type/message/all',
      'GET /api/csr/pc/message/message/selectMessageTypeListByGroup',
    ]);
    expect(urls[2]).toBe(
      'GET /api/csr/pc/message/message/changeStatus/messageTypeId?messageTypeId=1',
    );
    expect(urls.slice(3).sort()).toEqual([
      'GET /api/csr/pc/message/message/getMessageList?messageTypeId=1&pageNum=1&pageSize=10',
      'GET /api/csr/pc/message/message/queryCount',
      'GET /api/csr/pc/message/message/selectMessageTypeListByGroup',
    ]);
    expect(root.messages.unreadCount).toBe(7);
  });

  it('keeps the customer-service tab first even when the server sends it', async () => {
    server.use(
      ok('/pc/message/message/selectMessageTypeListByGroup', [
        { typeId: 2, title: '订单消息', unreadCount: 1 },
        { typeId: -1, title: '客服', unreadCount: 3 },
      ]),
    );
    const messageCenter = loggedIn().root.feature(createMessageCenterStore);
    await messageCenter.open();
    expect(messageCenter.tabs.map((tab) => tab.title)).toEqual(['在线客服', '订单消息']);
  });

  it('opens the customer-service tab when there are no message types, loading no list', async () => {
    server.use(ok('/pc/message/message/selectMessageTypeListByGroup', []));
    const messageCenter = loggedIn().root.feature(createMessageCenterStore);
    await messageCenter.open();
    expect([messageCenter.selectedTypeId, messageCenter.isCustomerService]).toEqual([-1, true]);
    expect([messageCenter.rows, messageCenter.total, messageCenter.listStatus]).toEqual([
      [],
      0,
      'idle',
    ]);
  });

  it('changes tab and page', async () => {
    const messageCenter = loggedIn().root.feature(createMessageCenterStore);
    await messageCenter.open();
    const urls = recordUrls();
    await messageCenter.selectType(2);
    expect(urls).toContain(
      'GET /api/csr/pc/message/message/changeStatus/messageTypeId?messageTypeId=2',
    );
    urls.length = 0;
    await messageCenter.setPage(3);
    expect(urls).toEqual([
      'GET /api/csr/pc/message/message/getMessageList?messageTypeId=2&pageNum=3&pageSize=10',
    ]);
    expect(messageCenter.pageNum).toBe(3);
    urls.length = 0;
    await messageCenter.selectType(-1);
    expect([urls, messageCenter.pageNum, messageCenter.rows]).toEqual([[], 1, []]);
  });

  it('keeps a tab picked while the tabs were loading', async () => {
    const messageCenter = loggedIn().root.feature(createMessageCenterStore);
    const opening = messageCenter.open();
    await messageCenter.selectType(-1);
    await opening;
    expect(messageCenter.selectedTypeId).toBe(-1);
  });

  it('still loads the list when marking the type read fails', async () => {
    server.use(fail('/pc/message/message/changeStatus/messageTypeId', 500, '服务器错误'));
    const { env, root } = loggedIn();
    await root.feature(createMessageCenterStore).open();
    expect(root.feature(createMessageCenterStore).rows).toHaveLength(10);
    expect(env.notifications).toEqual([{ type: 'error', message: '服务器错误' }]);
  });

  it('keeps the client message when the list or the drop-down fails to load', async () => {
    server.use(
      fail('/pc/message/message/getMessageList', 500, '服务器端出错'),
      fail('/pc/message/message/getLatestMessageList', 502, '网关错误'),
    );
    const messageCenter = loggedIn().root.feature(createMessageCenterStore);
    await messageCenter.open();
    await messageCenter.loadLatest();
    expect([messageCenter.listStatus, messageCenter.listError]).toEqual(['error', '服务器端出错']);
    expect([messageCenter.latestStatus, messageCenter.latestError]).toEqual(['error', '网关错误']);
  });

  it('marks all read, then reloads the counts, the list and the drop-down', async () => {
    const messageCenter = loggedIn().root.feature(createMessageCenterStore);
    await messageCenter.open();
    await messageCenter.loadLatest();
    const urls = recordUrls();
    await expect(messageCenter.markAllRead()).resolves.toBe(true);
    expect(urls[0]).toBe('GET /api/csr/pc/message/message/clearUnread');
    expect(urls.slice(1).sort()).toEqual([
      'GET /api/csr/pc/message/message/getLatestMessageList',
      'GET /api/csr/pc/message/message/getMessageList?messageTypeId=1&pageNum=1&pageSize=10',
      'GET /api/csr/pc/message/message/queryCount',
      'GET /api/csr/pc/message/message/selectMessageTypeListByGroup',
    ]);
  });

  it('reloads nothing when mark all read fails', async () => {
    server.use(fail('/pc/message/message/clearUnread', 500, '服务器错误'));
    const messageCenter = loggedIn().root.feature(createMessageCenterStore);
    const urls = recordUrls();
    await expect(messageCenter.markAllRead()).resolves.toBe(false);
    expect(urls).toEqual(['GET /api/csr/pc/message/message/clearUnread']);
  });

  it('loads the latest messages for the drop-down', async () => {
    const messageCenter = loggedIn().root.feature(createMessageCenterStore);
    await messageCenter.loadLatest();
    expect(messageCenter.latest.map((m) => m.title)).toEqual([
      '订单已发货',
      '定金审核通过',
      '报价订单待提交',
      '尾款待支付',
      '订单已签收',
    ]);
    expect(messageCenter.latestStatus).toBe('ready');
  });

  it('opens the drop-down on the tab asked for, and loads the tab the buyer picks', async () => {
    const messageCenter = loggedIn().root.feature(createMessageCenterStore);
    const latest = '/api/csr/pc/message/message/getLatestMessageList';
    const urls = recordUrls();
    await messageCenter.openLatest(3);
    expect(urls.sort()).toEqual([
      `GET ${latest}?messageTypeId=3`,
      'GET /api/csr/pc/message/message/selectMessageTypeListByGroup',
    ]);
    expect(messageCenter.types.map((type) => type.title)).toEqual([
      '询价消息',
      '订单消息',
      '系统通知',
    ]);
    expect([messageCenter.latestTypeId, messageCenter.latest.length]).toEqual([3, 5]);

    urls.length = 0;
    await messageCenter.showLatest(null);
    await messageCenter.showLatest(null);
    // A tab picked shows its own messages only: what the other tab showed goes meanwhile.
    const picking = messageCenter.showLatest(2);
    expect([messageCenter.latest, messageCenter.latestStatus]).toEqual([[], 'loading']);
    await picking;
    expect(urls).toEqual([`GET ${latest}`, `GET ${latest}?messageTypeId=2`]);
  });

  it('a drop-down opening while the centre loads its types leaves the centre its first type', async () => {
    // The types answer after the jump map: the centre goes on once its own load of them is done.
    server.use(
      http.get('*/api/csr/pc/message/message/selectMessageTypeListByGroup', async () => {
        await delay(30);
        return HttpResponse.json({ code: 200, msg: 'success', data: messageTypes });
      }),
    );
    const messageCenter = loggedIn().root.feature(createMessageCenterStore);
    const opening = messageCenter.open();
    await messageCenter.openLatest(null);
    await opening;
    expect(messageCenter.selectedTypeId).toBe(1);
  });

  it('opens the drop-down on 全部 when the tab asked for is no longer a message type', async () => {
    const messageCenter = loggedIn().root.feature(createMessageCenterStore);
    const urls = recordUrls();
    await messageCenter.openLatest(9);
    expect(messageCenter.latestTypeId).toBeNull();
    expect(urls.filter((url) => url.includes('getLatestMessageList'))).toEqual([
      'GET /api/csr/pc/message/message/getLatestMessageList?messageTypeId=9',
      'GET /api/csr/pc/message/message/getLatestMessageList',
    ]);
  });

  it('makes no request for a visitor', async () => {
    const messageCenter = createTestRoot().root.feature(createMessageCenterStore);
    const urls = recordUrls();
    await messageCenter.open();
    await messageCenter.loadLatest();
    await messageCenter.openLatest(null);
    expect(urls).toEqual([]);
  });

  it('clicking an unread message marks it read and goes where the jump map leads', async () => {
    const { env, root } = loggedIn();
    const urls = recordUrls();
    const [first] = messagePage.rows;
    if (!first) throw new Error('no message');
    await expect(root.feature(createMessageCenterStore).openMessage(first)).resolves.toBe(
      '/center/orderToBeReceipt?tab=1&orderNo=XS20260313008',
    );
    expect(urls[0]).toBe('GET /api/csr/pc/message/message/changeStatus?id=231');
    await vi.waitFor(() =>
      expect(urls.slice(1).sort()).toEqual([
        'GET /api/csr/messageCenter/type/message/all',
        'GET /api/csr/pc/message/message/queryCount',
        'GET /api/csr/pc/message/message/selectMessageTypeListByGroup',
      ]),
    );
    expect(env.navigations).toEqual(['/center/orderToBeReceipt?tab=1&orderNo=XS20260313008']);
  });

  it('clicking a read message without a jump target stays put', async () => {
    server.use(
      http.get('*/api/csr/messageCenter/type/message/all', () =>
        HttpResponse.json({ code: 200, msg: 'success', data: [] }),
      ),
    );
    const { env, root } = loggedIn();
    const urls = recordUrls();
    const read = messagePage.rows[4];
    if (!read) throw new Error('no message');
    await expect(root.feature(createMessageCenterStore).openMessage(read)).resolves.toBeNull();
    expect(urls).toEqual(['GET /api/csr/messageCenter/type/message/all']);
    expect(env.navigations).toEqual([]);
  });

  it('is cleared on logout', async () => {
    const { root } = loggedIn();
    await root.feature(createMessageCenterStore).open();
    await root.feature(createMessageCenterStore).loadLatest();
    root.session.logout();
    const messageCenter = root.feature(createMessageCenterStore);
    expect([messageCenter.selectedTypeId, messageCenter.rows, messageCenter.latest]).toEqual([
      null,
      [],
      [],
    ]);
    expect(messageCenter.tabs).toHaveLength(1);
  });
});
