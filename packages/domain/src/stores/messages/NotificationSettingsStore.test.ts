import { describe, expect, it } from 'vitest';
import { defaultHandlers, fail, ok, pending, users } from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createNotificationSettingsStore } from './NotificationSettingsStore.ts';

const server = setupTestServer(...defaultHandlers);

interface Call {
  url: string;
  body?: unknown;
}

/** Path and JSON body of every request from now on. */
function recordCalls(): Promise<Call>[] {
  const calls: Promise<Call>[] = [];
  server.events.on('request:start', ({ request }) => {
    const copy = request.clone();
    calls.push(
      copy.text().then((text) => {
        const call = { url: `${request.method} ${new URL(request.url).pathname}` };
        return text ? { ...call, body: JSON.parse(text) } : call;
      }),
    );
  });
  return calls;
}

/** A logged-in staff member: master, platform and SMS on, WeChat off. */
async function loaded() {
  server.use(ok('/info/user/getUserInfo', users.certifiedStaff));
  const created = createTestRoot({ token: 'tok', user: users.certifiedStaff });
  await created.root.feature(createNotificationSettingsStore).load();
  return { ...created, settings: created.root.feature(createNotificationSettingsStore) };
}

const typeSwitches = (tree: { title: string; enable: number }[]) =>
  tree.map(({ title, enable }) => [title, enable]);

describe('NotificationSettingsStore', () => {
  it('loads the user switches and the settings tree', async () => {
    const { settings } = await loaded();
    expect(settings.status).toBe('ready');
    expect(settings.push).toEqual({ isPush: 1, pushApp: 1, pushDx: 1, pushWx: 0 });
    expect(settings.showsTypes).toBe(true);
    expect(typeSwitches(settings.tree)).toEqual([
      ['询价消息', 1],
      ['订单消息', 1],
      ['系统通知', 0],
    ]);
  });

  it('keeps the client message when loading fails, and clears it on the next load', async () => {
    server.use(fail('/pc/message/message/getMessageTypeList', 500, '服务器端出错'));
    const { root } = createTestRoot({ token: 'tok', user: users.certifiedStaff });
    const settings = root.feature(createNotificationSettingsStore);
    await settings.load();
    expect([settings.status, settings.error, settings.push]).toEqual([
      'error',
      '服务器端出错',
      null,
    ]);
    server.resetHandlers();
    await settings.load();
    expect([settings.status, settings.error]).toEqual(['ready', '']);
  });

  it('uses the user already in the session without fetching it again', async () => {
    const { root } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
    await root.session.loadUserInfo();
    const calls = recordCalls();
    await root.feature(createNotificationSettingsStore).load();
    expect((await Promise.all(calls)).map((call) => call.url)).toEqual([
      'GET /api/csr/pc/message/message/getMessageTypeList',
    ]);
  });

  it('master off switches every channel off, hides the types, saves and updates the user', async () => {
    const { root, settings } = await loaded();
    const calls = recordCalls();
    await expect(settings.setMaster(0)).resolves.toBe(true);
    expect(settings.push).toEqual({ isPush: 0, pushApp: 0, pushDx: 0, pushWx: 0 });
    expect(settings.showsTypes).toBe(false);
    expect(await Promise.all(calls)).toEqual([
      {
        url: 'POST /api/csr/info/user/updateUserInfo',
        body: { isPush: 0, pushApp: 0, pushDx: 0, pushWx: 0 },
      },
    ]);
    expect(root.session.userInfo).toMatchObject({ isPush: 0, pushApp: 0, pushDx: 0, pushWx: 0 });
  });

  it('a channel on switches the master on', async () => {
    const { settings } = await loaded();
    await settings.setMaster(0);
    const calls = recordCalls();
    await settings.setChannel('pushWx', 1);
    expect(settings.push).toEqual({ isPush: 1, pushApp: 0, pushDx: 0, pushWx: 1 });
    expect((await Promise.all(calls))[0]?.body).toEqual({
      isPush: 1,
      pushApp: 0,
      pushDx: 0,
      pushWx: 1,
    });
  });

  it('applies a switch at once, before the server answers, and refuses another meanwhile', async () => {
    server.use(pending('/info/user/updateUserInfo'));
    const { settings } = await loaded();
    void settings.setChannel('pushDx', 0);
    expect(settings.push).toEqual({ isPush: 1, pushApp: 1, pushDx: 0, pushWx: 0 });
    expect(settings.saving).toBe(true);
    await expect(settings.setMaster(0)).resolves.toBe(false);
    expect(settings.push?.isPush).toBe(1);
  });

  it('reverts the master switch when the server refuses', async () => {
    const { env, root, settings } = await loaded();
    server.use(fail('/info/user/updateUserInfo', 500, '保存失败'));
    await expect(settings.setMaster(0)).resolves.toBe(false);
    expect(settings.push).toEqual({ isPush: 1, pushApp: 1, pushDx: 1, pushWx: 0 });
    expect(settings.saving).toBe(false);
    expect(root.session.userInfo).toMatchObject({ isPush: 1, pushWx: 0 });
    expect(env.notifications).toEqual([{ type: 'error', message: '保存失败' }]);
  });

  it('a type switched off turns all its sub-settings off and saves them at once', async () => {
    const { settings } = await loaded();
    const calls = recordCalls();
    await expect(settings.setType(2, 0)).resolves.toBe(true);
    expect(settings.tree[1]).toMatchObject({
      enable: 0,
      messageSettingList: [{ receive: 0 }, { receive: 0 }, { receive: 0 }],
    });
    expect(await Promise.all(calls)).toEqual([
      {
        url: 'POST /api/csr/pc/message/message/batchUpdateMessageSetting',
        body: { messageTypeId: 2, receive: 0 },
      },
    ]);
  });

  it('a sub-setting on turns its type on', async () => {
    const { settings } = await loaded();
    const calls = recordCalls();
    await settings.setSetting(301, 1);
    expect(settings.tree[2]).toMatchObject({ enable: 1, messageSettingList: [{ receive: 1 }] });
    expect(await Promise.all(calls)).toEqual([
      {
        url: 'POST /api/csr/pc/message/message/updateMessageSetting',
        body: { messageSettingId: 301, receive: 1 },
      },
    ]);
  });

  it('the last sub-setting off turns its type off', async () => {
    const { settings } = await loaded();
    await settings.setSetting(101, 0);
    expect(settings.tree[0]?.enable).toBe(1);
    await settings.setSetting(102, 0);
    expect(settings.tree[0]?.enable).toBe(0);
  });

  it.each([
    ['a type', '/pc/message/message/batchUpdateMessageSetting', 'setType', 1, 0],
    ['a sub-setting', '/pc/message/message/updateMessageSetting', 'setSetting', 101, 0],
  ] as const)('reverts %s when the server refuses', async (_, path, method, id, value) => {
    const { settings } = await loaded();
    const before = settings.tree;
    server.use(fail(path, 500, '保存失败'));
    await expect(settings[method](id, value)).resolves.toBe(false);
    expect(settings.tree).toEqual(before);
  });

  it('refuses the channel switches before loading', async () => {
    const notificationSettings = createTestRoot({ token: 'tok' }).root.feature(
      createNotificationSettingsStore,
    );
    const calls = recordCalls();
    await expect(notificationSettings.setChannel('pushApp', 1)).resolves.toBe(false);
    expect(calls).toEqual([]);
  });

  it('is cleared on logout', async () => {
    const { root, settings } = await loaded();
    root.session.logout();
    expect([settings.push, settings.tree, settings.status]).toEqual([null, [], 'idle']);
  });
});
