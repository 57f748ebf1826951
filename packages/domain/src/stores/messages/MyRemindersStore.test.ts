import { describe, expect, it } from 'vitest';
import { defaultHandlers, fail, users } from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { recordRequests, recordUrls, setupTestServer } from '../../test-support/server.ts';
import { createMyRemindersStore } from './MyRemindersStore.ts';

const server = setupTestServer(...defaultHandlers);
const HISTORY = '/pc/common/flashAction/history';

const loggedIn = () => createTestRoot({ token: 'tok', user: users.certifiedAdmin }).root;

describe('MyRemindersStore', () => {
  it('loads the first page with each code’s text and order numbers', async () => {
    const myReminders = loggedIn().feature(createMyRemindersStore);
    const requests = recordUrls(server);
    await myReminders.list.load();
    expect(requests).toEqual([`GET /api/csr${HISTORY}?pageNum=1&pageSize=10`]);
    expect(myReminders.list.total).toBe(13);
    expect(myReminders.items.slice(0, 2)).toMatchObject([
      {
        text: '订单已开始生产',
        orderNumbers: ['XS20260312015', 'XS20260312016'],
        consumed: 0,
      },
      { text: '询价已报价，请提交订单', orderNumbers: ['XJ20260313002'], consumed: 0 },
    ]);
  });

  it('pages through the list, back to page 1 on a new page size', async () => {
    const myReminders = loggedIn().feature(createMyRemindersStore);
    const requests = recordUrls(server);
    await myReminders.list.setPage(2);
    await myReminders.list.setPage(2, 20);
    expect(requests).toEqual([
      `GET /api/csr${HISTORY}?pageNum=2&pageSize=10`,
      `GET /api/csr${HISTORY}?pageNum=1&pageSize=20`,
    ]);
  });

  it('opening a new reminder clears it, then goes where its code leads', async () => {
    const { env, root } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
    await root.feature(createMyRemindersStore).list.load();
    const requests = recordUrls(server);
    const [first] = root.feature(createMyRemindersStore).items;
    if (!first) throw new Error('no reminder');
    await root.feature(createMyRemindersStore).open(first);
    expect(requests).toEqual([
      'GET /api/csr/pc/common/flashAction/consume?happenTime=2026-03-13+10:05:12',
    ]);
    expect(env.opened).toEqual([{ route: 'orderInStock' }]);
  });

  it('a seen reminder is only followed; a user-info code refreshes the user', async () => {
    const { env, root } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
    await root.feature(createMyRemindersStore).list.load();
    const requests = recordRequests(server);
    const seenOrder = root
      .feature(createMyRemindersStore)
      .items.find((item) => item.actionCode === '005');
    const seenUser = root
      .feature(createMyRemindersStore)
      .items.find((item) => item.actionCode === '007');
    if (!seenOrder || !seenUser) throw new Error('fixture changed');
    await root.feature(createMyRemindersStore).open(seenOrder);
    await root.feature(createMyRemindersStore).open(seenUser);
    expect(env.opened).toEqual([{ route: 'orderToBeDelivery' }]);
    expect(requests).toEqual(['GET /api/csr/info/user/getUserInfo']);
  });

  it('keeps the client message when the list fails, and still follows when clearing fails', async () => {
    server.use(fail(HISTORY, 500, '服务器端出错'));
    const { env, root } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
    await root.feature(createMyRemindersStore).list.load();
    expect([
      root.feature(createMyRemindersStore).list.status,
      root.feature(createMyRemindersStore).list.error,
    ]).toEqual(['error', '服务器端出错']);
    server.use(fail('/pc/common/flashAction/consume', 500, '服务器端出错'));
    await root.feature(createMyRemindersStore).open({
      id: 1,
      actionCode: '003',
      happenTime: '2026-03-13 10:05:12',
      businessMsg: '',
      consumed: 0,
    });
    expect(env.opened).toEqual([{ route: 'orderToBeSubmit' }]);
  });

  it('is cleared on logout', async () => {
    const root = loggedIn();
    await root.feature(createMyRemindersStore).list.load();
    root.feature(createMyRemindersStore).reset();
    expect([
      root.feature(createMyRemindersStore).items,
      root.feature(createMyRemindersStore).list.status,
    ]).toEqual([[], 'idle']);
  });
});
