import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { ReminderAction } from '@mall/domain/contract';
import {
  anyEnvelope,
  customerServiceToken,
  envelope,
  jumpMap,
  messageCount,
  messageList,
  messagePage,
  messageSettings,
  messageTypeList,
  paths,
  reminderAction,
  reminderActions,
  reminderRecordPage,
  sandboxPaths,
  UNREAD,
  userInfo,
} from '@mall/domain/contract';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { FIXED_NOW, call, login, withQuery } from '../testing.ts';

const ADMIN = '13800000001';
const EMPLOYEE = '13800000002';
const UNCERTIFIED = '13800000003';

let sandbox: Sandbox;
let clock = FIXED_NOW;
let admin: string;
let employee: string;
let uncertified: string;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => clock, cacheSeed: true });
  admin = await login(sandbox.app, ADMIN);
  employee = await login(sandbox.app, EMPLOYEE);
  uncertified = await login(sandbox.app, UNCERTIFIED);
});
afterAll(() => sandbox.close());

/** Calls a path and parses the answer's data with a contract schema. */
const fetchData = async <S extends z.ZodMiniType>(
  schema: S,
  path: string,
  token: string,
  body?: unknown,
): Promise<z.output<S>> => {
  const { status, json } = await call(sandbox.app, path, { token, body });
  expect(status).toBe(200);
  const answer = anyEnvelope.parse(json);
  expect(answer.code).toBe(200);
  return schema.parse(answer.data);
};
const errorOf = async (path: string, token?: string, body?: unknown) => {
  const { json } = await call(sandbox.app, path, { body, ...(token !== undefined && { token }) });
  const answer = anyEnvelope.parse(json);
  expect(answer.data).toBeNull();
  return [answer.code, answer.msg];
};

const unreadCount = async (token: string) =>
  (await fetchData(messageCount, paths.messages.count, token)).unreadCount;
const types = (token: string) => fetchData(messageTypeList, paths.messages.typeList, token);
const settings = (token: string) => fetchData(messageSettings, paths.messages.settings, token);
const poll = (token: string) => fetchData(reminderActions, paths.common.queryAction, token);
const listPage = (token: string, messageTypeId: number, pageNum: number, pageSize = 10) =>
  fetchData(
    messagePage,
    withQuery(paths.messages.list, { messageTypeId, pageNum, pageSize }),
    token,
  );

const messageCalls: [string, unknown?][] = [
  [paths.messages.count],
  [paths.messages.typeList],
  [paths.messages.latest],
  [withQuery(paths.messages.list, { messageTypeId: 1, pageNum: 1, pageSize: 10 })],
  [paths.messages.clearUnread],
  [withQuery(paths.messages.changeTypeStatus, { messageTypeId: 1 })],
  [withQuery(paths.messages.changeStatus, { id: 1 })],
  [paths.messages.settings],
  [paths.messages.batchUpdateSetting, { messageTypeId: 1, receive: 0 }],
  [paths.messages.updateSetting, { messageSettingId: 11, receive: 0 }],
  [paths.messages.jumpMap],
];

describe('who may call', () => {
  it.each(messageCalls)('%s answers 401 to a visitor', async (path, body) => {
    expect(await errorOf(path, undefined, body)).toEqual([401, '登录状态已过期，请重新登录']);
  });

  it.each(messageCalls)('%s answers 403 to an uncertified user', async (path, body) => {
    expect(await errorOf(path, uncertified, body)).toEqual([403, '请先完成企业认证']);
  });

  it.each([
    paths.common.queryAction,
    paths.common.consumeAction,
    paths.common.customerServiceToken,
  ])('%s needs a login but no certification', async (path) => {
    expect(await errorOf(path)).toEqual([401, '登录状态已过期，请重新登录']);
    expect(
      anyEnvelope.parse((await call(sandbox.app, path, { token: uncertified })).json).code,
    ).toBe(200);
  });
});

describe('reading messages', () => {
  it('counts the unread messages of each user', async () => {
    expect(await unreadCount(admin)).toBe(24);
    expect(await unreadCount(employee)).toBe(8);
  });

  it('lists the four tabs with their unread counts, without the customer-service tab', async () => {
    const tabs = await types(admin);
    expect(tabs.map(({ typeId, title }) => [typeId, title])).toEqual([
      [1, '订单消息'],
      [2, '询价消息'],
      [3, '竞拍消息'],
      [4, '系统通知'],
    ]);
    const unread = tabs.reduce((sum, tab) => sum + tab.unreadCount, 0);
    expect(unread).toBe(await unreadCount(admin));
  });

  it('answers the 5 latest messages, of all types or of one', async () => {
    const latest = await fetchData(messageList, paths.messages.latest, admin);
    expect(latest).toHaveLength(5);
    expect(latest.map(({ intime }) => intime)).toEqual(
      latest
        .map(({ intime }) => intime)
        .toSorted()
        .reverse(),
    );
    expect(latest[0]).toMatchObject({ readStatus: UNREAD });
    const auctions = await fetchData(
      messageList,
      withQuery(paths.messages.latest, { messageTypeId: 3 }),
      admin,
    );
    expect(auctions.length).toBeGreaterThan(0);
    for (const { title } of auctions) expect(title).toMatch(/竞拍/);
    expect(await errorOf(withQuery(paths.messages.latest, { messageTypeId: 99 }), admin)).toEqual([
      404,
      '消息类型不存在',
    ]);
  });

  it('pages a type, newest first, with its total', async () => {
    // 系统通知, the type with most messages: those about orders are as many as their events.
    const first = await listPage(admin, 4, 1);
    expect(first.rows).toHaveLength(10);
    expect(first.total).toBeGreaterThan(50);
    const pages = Math.ceil(first.total / 10);
    const rest = await Promise.all(
      Array.from({ length: pages - 1 }, (_, index) => listPage(admin, 4, index + 2)),
    );
    expect(rest.every((page) => page.total === first.total)).toBe(true);
    expect(rest.at(-1)?.rows).toHaveLength(first.total - (pages - 1) * 10);
    expect((await listPage(admin, 4, pages + 1)).rows).toEqual([]);
    const all = [first, ...rest].flatMap((page) => page.rows);
    expect(new Set(all.map(({ id }) => id)).size).toBe(first.total);
    const times = all.map(({ intime }) => intime);
    expect(times).toEqual(times.toSorted().reverse());
    expect((await listPage(admin, 1, 1)).rows[0]?.content).toMatch(
      /^<p>.*<b>XS\d{12}<\/b>.*<\/p>$/,
    );
    expect(await errorOf(withQuery(paths.messages.list, { messageTypeId: 1 }), admin)).toEqual([
      400,
      '页码不能为空',
    ]);
  });

  it('gives every message a bizCode of the jump map and the params it names', async () => {
    const entries = await fetchData(jumpMap, paths.messages.jumpMap, admin);
    expect(entries).toContainEqual({
      bizCode: 'ORDER_PAID',
      usePage: 'orderToBeDelivery-order-2',
      jumpParams: ['orderNo'],
    });
    const byCode = new Map(entries.map((entry) => [entry.bizCode, entry]));
    for (const typeId of [1, 2, 3, 4]) {
      for (const { bizCode, jumpParams } of (await listPage(admin, typeId, 1, 100)).rows) {
        const names = Object.keys(z.record(z.string(), z.string()).parse(JSON.parse(jumpParams)));
        expect(names).toEqual(bizCode === '' ? [] : byCode.get(bizCode)?.jumpParams);
      }
    }
  });
});

describe('read state', () => {
  const unreadOf = async (typeId: number) =>
    (await types(admin)).find((tab) => tab.typeId === typeId)?.unreadCount;

  it("marks a type's messages read when its tab opens", async () => {
    const before = await unreadCount(admin);
    const ofType = await unreadOf(1);
    expect(ofType).toBeGreaterThan(0);
    await fetchData(
      z.null(),
      withQuery(paths.messages.changeTypeStatus, { messageTypeId: 1 }),
      admin,
    );
    expect(await unreadOf(1)).toBe(0);
    expect(await unreadCount(admin)).toBe(before - (ofType ?? 0));
    expect((await listPage(admin, 1, 1)).rows.every(({ readStatus }) => readStatus === 1)).toBe(
      true,
    );
  });

  it('marks one message read, only an own one', async () => {
    const before = await unreadCount(admin);
    const unread = (await fetchData(messageList, paths.messages.latest, admin)).find(
      ({ readStatus }) => readStatus === UNREAD,
    );
    expect(unread).toBeDefined();
    const markOne = withQuery(paths.messages.changeStatus, { id: unread?.id ?? 0 });
    await fetchData(z.null(), markOne, admin);
    expect(await unreadCount(admin)).toBe(before - 1);
    expect(await errorOf(markOne, employee)).toEqual([404, '消息不存在']);
  });

  it('marks all read for the user only', async () => {
    await fetchData(z.null(), paths.messages.clearUnread, admin);
    expect(await unreadCount(admin)).toBe(0);
    expect((await types(admin)).every(({ unreadCount: n }) => n === 0)).toBe(true);
    expect(await unreadCount(employee)).toBe(8);
  });
});

describe('notification settings', () => {
  const typeOf = async (token: string, typeId: number) =>
    (await settings(token)).find((type) => type.typeId === typeId);
  const update = (messageSettingId: number, receive: 0 | 1) =>
    fetchData(z.null(), paths.messages.updateSetting, admin, { messageSettingId, receive });
  const updateType = (messageTypeId: number, receive: 0 | 1) =>
    fetchData(z.null(), paths.messages.batchUpdateSetting, admin, { messageTypeId, receive });

  it('starts with everything received', async () => {
    const tree = await settings(admin);
    expect(tree.map(({ title }) => title)).toEqual([
      '订单消息',
      '询价消息',
      '竞拍消息',
      '系统通知',
    ]);
    for (const type of tree) {
      expect(type.enable).toBe(1);
      expect(type.messageSettingList.length).toBeGreaterThan(1);
      for (const { receive } of type.messageSettingList) expect(receive).toBe(1);
    }
  });

  it('turns a type off with its last sub-setting, and on with any', async () => {
    const ids = (await typeOf(admin, 2))?.messageSettingList.map((s) => s.messageSettingId) ?? [];
    expect(ids).toEqual([21, 22]);
    await update(21, 0);
    expect(await typeOf(admin, 2)).toMatchObject({
      enable: 1,
      messageSettingList: [{ receive: 0 }, { receive: 1 }],
    });
    await update(22, 0);
    expect((await typeOf(admin, 2))?.enable).toBe(0);
    await update(22, 1);
    expect((await typeOf(admin, 2))?.enable).toBe(1);
  });

  it('sets all sub-settings of a type at once, for the user only', async () => {
    await updateType(1, 0);
    const off = await typeOf(admin, 1);
    expect(off?.enable).toBe(0);
    expect(off?.messageSettingList.every(({ receive }) => receive === 0)).toBe(true);
    expect((await typeOf(employee, 1))?.enable).toBe(1);
    await updateType(1, 1);
    expect((await typeOf(admin, 1))?.messageSettingList.every(({ receive }) => receive === 1)).toBe(
      true,
    );
  });

  it('refuses unknown settings and bad values', async () => {
    const batch = paths.messages.batchUpdateSetting;
    expect(await errorOf(batch, admin, { messageTypeId: 9, receive: 1 })).toEqual([
      404,
      '消息类型不存在',
    ]);
    expect(
      await errorOf(paths.messages.updateSetting, admin, { messageSettingId: 99, receive: 1 }),
    ).toEqual([404, '消息设置不存在']);
    expect(await errorOf(batch, admin, { messageTypeId: 1, receive: 2 })).toEqual([
      400,
      '是否接收必须为 0 或 1',
    ]);
  });

  it("stores the user's push switches", async () => {
    const flags = { isPush: 1, pushApp: 1, pushDx: 0, pushWx: 1 };
    await fetchData(z.null(), paths.user.updateInfo, employee, flags);
    expect(await fetchData(userInfo, paths.user.info, employee)).toMatchObject(flags);
    expect(await errorOf(paths.user.updateInfo, employee, { ...flags, pushDx: 3 })).toEqual([
      400,
      '短信推送必须为 0 或 1',
    ]);
  });
});

describe('reminders', () => {
  const raise = (body: unknown) =>
    call(sandbox.app, sandboxPaths.raiseReminder, { body }).then(({ json }) => json);
  const consume = (token: string, happenTime?: string) =>
    fetchData(
      z.null(),
      happenTime === undefined
        ? paths.common.consumeAction
        : withQuery(paths.common.consumeAction, { happenTime }),
      token,
    );

  it('polls the seeded reminders, oldest first', async () => {
    const [quoted, paid, reply] = await poll(admin);
    expect(quoted).toMatchObject({
      actionCode: '003',
      // The orders made from a quote: the seed's inquiry made one.
      businessMsg: expect.stringMatching(/^XS\d{12}$/) as unknown,
    });
    expect(paid).toMatchObject({
      actionCode: '005',
      // Every paid order still to deliver.
      businessMsg: expect.stringMatching(/^XS\d{12}(,XS\d{12})+$/) as unknown,
    });
    expect(reply).toMatchObject({ actionCode: '016', businessMsg: '' });
    expect(await poll(employee)).toEqual([]);
  });

  it('raises one now, consumes one by happenTime, then all', async () => {
    clock = new Date(FIXED_NOW.getTime() + 1_500);
    try {
      const raised: ReminderAction = envelope(reminderAction).parse(
        await raise({ username: ADMIN, actionCode: '015', businessMsg: 'XS202603180001' }),
      ).data;
      expect(raised).toEqual({
        actionCode: '015',
        happenTime: '2026-03-18 10:00:01',
        businessMsg: 'XS202603180001',
      });
      const polled = await poll(admin);
      expect(polled).toHaveLength(4);
      expect(polled.at(-1)).toEqual(raised);
      const oldest = polled[0]?.happenTime;
      await consume(admin, oldest);
      expect((await poll(admin)).map(({ actionCode }) => actionCode)).toEqual([
        '005',
        '016',
        '015',
      ]);
      await consume(admin);
      expect(await poll(admin)).toEqual([]);
    } finally {
      clock = FIXED_NOW;
    }
  });

  it('lists every reminder for 我的提醒, newest first, the seen ones marked consumed', async () => {
    const history = (token: string, pageNum: number) =>
      fetchData(
        reminderRecordPage,
        withQuery(paths.common.reminderHistory, { pageNum, pageSize: 10 }),
        token,
      );
    // By now the test above raised a 015 and consumed everything.
    const first = await history(admin, 1);
    expect(first.total).toBe(16);
    expect(first.rows.map(({ actionCode }) => actionCode)).toEqual([
      '015',
      '016',
      '005',
      '003',
      '019',
      '017',
      '003',
      '015',
      '005',
      '013',
    ]);
    expect(first.rows.every(({ consumed }) => consumed === 1)).toBe(true);
    const second = await history(admin, 2);
    expect(second.rows.map(({ actionCode, businessMsg }) => [actionCode, businessMsg])).toEqual([
      ['004', expect.stringMatching(/^XS\d{12}$/)],
      ['016', ''],
      ['012', ''],
      ['011', ''],
      ['007', ''],
      ['001', ''],
    ]);
    await raise({ username: ADMIN, actionCode: '011', businessMsg: 'XJ202603180001' });
    expect((await history(admin, 1)).rows).toContainEqual(
      expect.objectContaining({ actionCode: '011', businessMsg: 'XJ202603180001', consumed: 0 }),
    );
    expect(await history(employee, 1)).toEqual({ rows: [], total: 0 });
    for (const query of [
      { pageNum: 0, pageSize: 10 },
      { pageNum: 1, pageSize: 7 },
    ]) {
      const [code] = await errorOf(withQuery(paths.common.reminderHistory, query), admin);
      expect(code).toBe(400);
    }
    await consume(admin);
  });

  it('consumes every pending reminder of every user for the journeys', async () => {
    await raise({ username: ADMIN, actionCode: '005' });
    await raise({ username: UNCERTIFIED, actionCode: '002' });
    await call(sandbox.app, sandboxPaths.raiseReminder, { method: 'DELETE' });
    expect([await poll(admin), await poll(uncertified)]).toEqual([[], []]);
  });

  it('raises reminders for uncertified users too, and refuses bad requests', async () => {
    const raised = envelope(reminderAction).parse(
      await raise({ username: UNCERTIFIED, actionCode: '001' }),
    );
    expect(await poll(uncertified)).toEqual([raised.data]);
    expect(anyEnvelope.parse(await raise({ username: '13900000000', actionCode: '001' }))).toEqual({
      code: 404,
      msg: '该手机号尚未注册',
      data: null,
    });
    expect(anyEnvelope.parse(await raise({ username: ADMIN, actionCode: '099' })).code).toBe(400);
    // The contract's own message for the format wins.
    const [code] = await errorOf(
      withQuery(paths.common.consumeAction, { happenTime: 'now' }),
      admin,
    );
    expect(code).toBe(400);
  });
});

describe('customer service', () => {
  it("answers the chat identity, named 'companyName-realname'", async () => {
    const identity = await fetchData(
      customerServiceToken,
      paths.common.customerServiceToken,
      admin,
    );
    expect(identity).toMatchObject({
      name: '佛山市南海区鑫铝金属材料有限公司-陈志强',
      mobile: ADMIN,
    });
    const user = await fetchData(userInfo, paths.user.info, admin);
    expect(identity.uid).toBe(user.uid);
    expect(
      (await fetchData(customerServiceToken, paths.common.customerServiceToken, uncertified)).name,
    ).toBe('王海峰');
  });
});
