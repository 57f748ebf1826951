import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anyEnvelope,
  cartCounts,
  envelope,
  hotSearchKeys,
  loginResponse,
  orderCounts,
  paths,
  sandboxHealth,
  sandboxPaths,
  todayLvPrice,
  userInfo,
} from '@mall/domain/contract';
import type { Sandbox } from './app.ts';
import { createSandbox } from './app.ts';
import { FIXED_NOW, PASSWORD, call, login } from './testing.ts';

const DAY_MS = 86_400_000;
let sandbox: Sandbox;
let clock = FIXED_NOW;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => clock, cacheSeed: true });
});
afterAll(() => sandbox.close());

const get = (path: string, token?: string) =>
  call(sandbox.app, path, token === undefined ? {} : { token });
const postLogin = (body: unknown) => call(sandbox.app, paths.auth.login, { body });

/** Parses an error answer with the client's envelope and answers `[code, msg]`. */
const errorOf = (json: unknown) => {
  const body = anyEnvelope.parse(json);
  expect(body.data).toBeNull();
  return [body.code, body.msg];
};

describe('health', () => {
  it('answers ok in the envelope', async () => {
    const { status, json } = await get(sandboxPaths.health);
    expect(status).toBe(200);
    expect(envelope(sandboxHealth).parse(json)).toEqual({
      code: 200,
      msg: 'success',
      data: { status: 'ok' },
    });
  });
});

describe('login', () => {
  it.each([
    {
      username: '13800000001',
      expected: {
        userExamineState: 2,
        isAdministrators: 1,
        isFinishPcGuide: 1,
        companyName: '佛山市南海区鑫铝金属材料有限公司',
      },
    },
    {
      username: '13800000002',
      expected: {
        userExamineState: 2,
        isAdministrators: 0,
        isFinishPcGuide: 1,
        companyName: '佛山市南海区鑫铝金属材料有限公司',
      },
    },
    {
      username: '13800000003',
      expected: { userExamineState: 0, isAdministrators: 0, isFinishPcGuide: 1, companyName: null },
    },
    {
      username: '13800000004',
      expected: { userExamineState: 0, isAdministrators: 0, isFinishPcGuide: 0, companyName: null },
    },
  ])('logs $username in with a token and the user', async ({ username, expected }) => {
    const { status, json } = await postLogin({ username, password: PASSWORD, port: 4 });
    expect(status).toBe(200);
    const body = envelope(loginResponse).parse(json);
    expect(body.code).toBe(200);
    expect(body.msg).toBe('success');
    expect(body.data.token).toMatch(/^[0-9a-f]{48}$/);
    expect(body.data.user).toMatchObject({ username, userType: 1, ...expected });
  });

  it.each([
    ['a frozen account: 409', '13800000005', PASSWORD, [409, '该账号已被冻结']],
    ['a business-app account: 502 with no message', '13800000006', PASSWORD, [502, '']],
    ['a wrong password: 400', '13800000001', 'Mall@2025', [400, '账号或密码错误']],
    ['an unknown user: 400', '13900000000', PASSWORD, [400, '账号或密码错误']],
  ])('refuses %s', async (_, username, password, expected) => {
    const { status, json } = await postLogin({ username, password, port: 4 });
    expect(status).toBe(200);
    expect(errorOf(json)).toEqual(expected);
  });

  it.each([
    ['port 3', { username: '13800000001', password: PASSWORD, port: 3 }, '登录端口必须为 4'],
    ['an empty username', { username: '', password: PASSWORD, port: 4 }, '请输入手机号'],
    [
      'a malformed mobile number',
      { username: '1380000', password: PASSWORD, port: 4 },
      '请输入正确的 11 位手机号',
    ],
    ['no password', { username: '13800000001', port: 4 }, '密码不能为空'],
    [
      'a numeric username',
      { username: 13800000001, password: PASSWORD, port: 4 },
      '手机号类型不正确',
    ],
    ['a body that is not JSON', '{username', '请求体必须是 JSON'],
    ['a body that is not an object', '[]', '请求参数格式不正确'],
  ])('answers 400 naming the field for %s', async (_, body, msg) => {
    const { json } = await postLogin(body);
    expect(errorOf(json)).toEqual([400, msg]);
  });
});

describe('calls that need a login', () => {
  const guarded = [
    paths.user.info,
    paths.orders.count,
    paths.cart.count,
    paths.messages.count,
    paths.common.queryAction,
    paths.common.consumeAction,
  ];

  it.each(guarded)('%s answers 401 without a token', async (path) => {
    const { status, json } = await get(path);
    expect(status).toBe(200);
    expect(errorOf(json)).toEqual([401, '登录状态已过期，请重新登录']);
  });

  it.each(guarded)('%s answers 401 with an unknown token', async (path) => {
    const { json } = await get(path, 'not-a-token');
    expect(errorOf(json)).toEqual([401, '登录状态已过期，请重新登录']);
  });

  it('answers 401 once the session has expired (7 days)', async () => {
    const token = await login(sandbox.app, '13800000001');
    try {
      clock = new Date(FIXED_NOW.getTime() + 6 * DAY_MS);
      expect(anyEnvelope.parse((await get(paths.user.info, token)).json).code).toBe(200);
      clock = new Date(FIXED_NOW.getTime() + 8 * DAY_MS);
      expect(errorOf((await get(paths.user.info, token)).json)).toEqual([
        401,
        '登录状态已过期，请重新登录',
      ]);
    } finally {
      clock = FIXED_NOW;
    }
  });
});

describe('account calls', () => {
  let admin: string;
  let employee: string;
  let uncertified: string;
  beforeAll(async () => {
    admin = await login(sandbox.app, '13800000001');
    employee = await login(sandbox.app, '13800000002');
    uncertified = await login(sandbox.app, '13800000003');
  });

  it('answers the user info of the session', async () => {
    const { data } = envelope(userInfo).parse((await get(paths.user.info, employee)).json);
    expect(data).toMatchObject({
      username: '13800000002',
      realname: '李晓燕',
      isAdministrators: 0,
      userExamineState: 2,
      companyName: '佛山市南海区鑫铝金属材料有限公司',
    });
  });

  it("counts the company's orders in every stage, for administrator and employee alike", async () => {
    const forAdmin = envelope(orderCounts).parse((await get(paths.orders.count, admin)).json).data;
    for (const count of Object.values(forAdmin)) expect(count).toBeGreaterThan(0);
    const forEmployee = envelope(orderCounts).parse(
      (await get(paths.orders.count, employee)).json,
    ).data;
    expect(forEmployee).toEqual(forAdmin);
  });

  it('counts no orders for a user without a company', async () => {
    const { data } = envelope(orderCounts).parse((await get(paths.orders.count, uncertified)).json);
    expect(new Set(Object.values(data))).toEqual(new Set([0]));
  });

  it('counts cart lines by cart type', async () => {
    const parse = async (token: string) =>
      envelope(cartCounts).parse((await get(paths.cart.count, token)).json).data;
    expect(await parse(admin)).toEqual({ cash: 4, sold: 2, spot: 3 });
    expect(await parse(uncertified)).toEqual({ cash: 0, sold: 0, spot: 0 });
  });
});

describe('public calls', () => {
  const price = async () =>
    envelope(todayLvPrice).parse((await get(paths.common.todayLvPrice)).json).data;

  it("answers today's A00 price with its change and a 10-day trend, without a login", async () => {
    const today = await price();
    expect(today.date).toBe('2026-03-18');
    expect(today.trend).toHaveLength(10);
    expect(today.trend.at(-1)).toEqual({ date: today.date, price: today.price });
    const [previous, latest] = today.trend.slice(-2).map(({ price: p }) => Number(p));
    expect(Number(today.change)).toBe(Number(latest) - Number(previous));
    for (const { price: p } of today.trend) {
      expect(Number(p)).toBeGreaterThan(15_000);
      expect(Number(p)).toBeLessThan(25_000);
    }
    const dates = today.trend.map(({ date }) => new Date(`${date}T00:00:00Z`).getUTCDay());
    expect(dates).not.toContain(0);
    expect(dates).not.toContain(6);
  });

  it('answers the last trading day on a weekend, and extends the series as days pass', async () => {
    try {
      clock = new Date('2026-03-21T04:00:00Z'); // a Saturday
      expect((await price()).date).toBe('2026-03-20');
      clock = new Date('2026-04-01T04:00:00Z');
      const later = await price();
      expect(later.date).toBe('2026-04-01');
      expect(later.trend.map(({ date }) => date)).toContain('2026-03-23');
    } finally {
      clock = FIXED_NOW;
    }
  });

  it('answers the hot search keys, most searched first, without a login', async () => {
    const { data } = envelope(hotSearchKeys).parse((await get(paths.common.hotSearchKey)).json);
    expect(data).toHaveLength(10);
    expect(new Set(data).size).toBe(10);
    expect(data[0]).toBe('5052铝板');
  });

  it('answers an unknown path with body code 404', async () => {
    const { status, json } = await get('/no/such/path');
    expect(status).toBe(200);
    expect(errorOf(json)).toEqual([404, '请求错误，未找到该资源']);
  });
});
