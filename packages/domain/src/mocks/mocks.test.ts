import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  cartCounts as cartCountsSchema,
  checkUserResult,
  hotSearchKeys as hotSearchKeysSchema,
  loginResponse as loginResponseSchema,
  messageCount as messageCountSchema,
  orderCounts as orderCountsSchema,
  qrCode as qrCodeSchema,
  qrCodeInfo,
  thirdCheckResult,
  todayLvPrice as todayLvPriceSchema,
  userInfo,
} from '../contract/index.ts';
import * as contract from '../contract/index.ts';
import { createHttpClient } from '../http/index.ts';
import { Big } from '../money.ts';
import { TEST_BASE_URL, setupTestServer } from '../test-support/server.ts';
import {
  cartCounts,
  checkUserResults,
  createTestEnvironment,
  customerMessageExchange,
  customerMessagePage,
  customerProductCard,
  customerServiceToken,
  defaultHandlers,
  fail,
  gatewayHandlers,
  hotSearchKeys,
  httpStatus,
  jumpMap,
  latestMessages,
  loginResponse,
  messageCount,
  messagePage,
  messageSettings,
  messageTypes,
  ok,
  orderCounts,
  pending,
  qrCode,
  qrCodeInfos,
  registerResponse,
  reminderActions,
  reminderHistoryPage,
  thirdCheckResults,
  todayLvPrice,
  users,
} from './index.ts';

const server = setupTestServer(...defaultHandlers);

function client(timeout?: number) {
  const env = createTestEnvironment();
  const http = createHttpClient({
    baseURL: TEST_BASE_URL,
    timeout,
    getToken: () => null,
    notify: env.notify,
    onSessionExpired: () => undefined,
    onTokenCleared: () => undefined,
    isHomeRoute: () => false,
  });
  return { http, env };
}

describe('fixtures', () => {
  it('match the contract', () => {
    for (const user of Object.values(users)) expect(userInfo.parse(user)).toEqual(user);
    expect(loginResponseSchema.parse(loginResponse)).toEqual(loginResponse);
    expect(orderCountsSchema.parse(orderCounts)).toEqual(orderCounts);
    expect(cartCountsSchema.parse(cartCounts)).toEqual(cartCounts);
    expect(messageCountSchema.parse(messageCount)).toEqual(messageCount);
    expect(todayLvPriceSchema.parse(todayLvPrice)).toEqual(todayLvPrice);
    expect(hotSearchKeysSchema.parse(hotSearchKeys)).toEqual(hotSearchKeys);
  });

  it('match the gateway contract', () => {
    expect(loginResponseSchema.parse(registerResponse)).toEqual(registerResponse);
    for (const result of Object.values(checkUserResults))
      expect(checkUserResult.parse(result)).toEqual(result);
    expect(qrCodeSchema.parse(qrCode)).toEqual(qrCode);
    for (const info of Object.values(qrCodeInfos)) expect(qrCodeInfo.parse(info)).toEqual(info);
    for (const result of Object.values(thirdCheckResults))
      expect(thirdCheckResult.parse(result)).toEqual(result);
  });

  it('match the message contract', () => {
    expect(contract.messageTypeList.parse(messageTypes)).toEqual(messageTypes);
    expect(contract.messagePage.parse(messagePage)).toEqual(messagePage);
    expect(contract.messageList.parse(latestMessages)).toEqual(latestMessages);
    expect(contract.jumpMap.parse(jumpMap)).toEqual(jumpMap);
    expect(contract.messageSettings.parse(messageSettings)).toEqual(messageSettings);
    expect(contract.reminderActions.parse(reminderActions)).toEqual(reminderActions);
    expect(contract.reminderRecordPage.parse(reminderHistoryPage)).toEqual(reminderHistoryPage);
    expect(contract.customerServiceToken.parse(customerServiceToken)).toEqual(customerServiceToken);
    expect(contract.customerMessagePage.parse(customerMessagePage)).toEqual(customerMessagePage);
    const exchange = customerMessageExchange({
      account: 'afterSales',
      type: 'product',
      message: customerProductCard,
    });
    expect(contract.customerMessageExchange.parse(exchange)).toEqual(exchange);
    expect([exchange.sent.account, exchange.reply.account]).toEqual(['afterSales', 'afterSales']);
  });

  it('count as many unread messages in the tabs as in the header', () => {
    expect(messageTypes.reduce((sum, type) => sum + type.unreadCount, 0)).toBe(
      messageCount.unreadCount,
    );
  });

  it('register a new user who has the guide ahead', () => {
    expect(registerResponse.user).toMatchObject({ userExamineState: 0, isFinishPcGuide: 0 });
  });

  it('give each QR status and both third-party cases', () => {
    expect(Object.values(qrCodeInfos).map((info) => info.codeStatus)).toEqual([
      'WAITING',
      'SCANNED',
      'CONFIRMED',
      'EXPIRED',
    ]);
    expect(qrCodeInfos.confirmed.roleUser).toEqual(users.certifiedAdmin);
    expect(qrCode.expiresIn).toBe(120);
    expect([thirdCheckResults.bound.isCheck, thirdCheckResults.unbound.isCheck]).toEqual([1, 0]);
  });

  it('cover the four roles', () => {
    expect(
      [users.certifiedAdmin, users.certifiedStaff, users.uncertified, users.newUser].map((u) => [
        u.userExamineState,
        u.isAdministrators,
        u.isFinishPcGuide,
      ]),
    ).toEqual([
      [2, 1, 1],
      [2, 0, 1],
      [1, 1, 1],
      [0, 0, 0],
    ]);
  });

  it('give a consistent aluminium price trend', () => {
    const prices = todayLvPrice.trend.map((day) => new Big(day.price));
    expect(prices.length).toBeGreaterThanOrEqual(10);
    expect(prices.every((price) => price.gte(19000) && price.lte(20500))).toBe(true);
    expect(todayLvPrice.trend.at(-1)).toEqual({
      date: todayLvPrice.date,
      price: todayLvPrice.price,
    });
    const [previous, today] = prices.slice(-2);
    expect(today?.minus(previous ?? 0).eq(todayLvPrice.change)).toBe(true);
  });
});

describe('handler factories', () => {
  it('ok answers the data for any method, for absolute and relative bases alike', async () => {
    server.use(ok('/some/path', { n: 1 }));
    const { http } = client();
    await expect(http.post('/some/path', z.object({ n: z.number() }))).resolves.toEqual({ n: 1 });
    const relative = await fetch(new URL('/api/csr/some/path', 'http://localhost:6006'));
    expect(await relative.json()).toEqual({ code: 200, msg: 'success', data: { n: 1 } });
  });

  it('fail answers a body code with its message', async () => {
    server.use(fail('/some/path', 1001, '库存不足'));
    const { http, env } = client();
    await expect(http.get('/some/path', z.unknown())).rejects.toMatchObject({ code: 1001 });
    expect(env.notifications).toEqual([{ type: 'error', message: '库存不足' }]);
  });

  it('httpStatus answers an HTTP status', async () => {
    server.use(httpStatus('/some/path', 503));
    const { http } = client();
    await expect(http.get('/some/path', z.unknown())).rejects.toMatchObject({
      kind: 'http',
      code: 503,
    });
  });

  it('pending never answers', async () => {
    server.use(pending('/some/path'));
    const { http } = client(30);
    await expect(http.get('/some/path', z.unknown())).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('gateway handlers', () => {
  const answer = async (path: string) =>
    (await fetch(new URL(`/api/csr${path}`, 'http://localhost:6006'))).json();

  it('answer every gateway call by default', async () => {
    expect(await answer('/user/sendSms')).toEqual({ code: 200, msg: 'success', data: null });
    expect((await answer('/user/check/user')).data).toEqual({ available: true });
    expect((await answer('/pc/login/user/getCodeInfo')).data.codeStatus).toBe('WAITING');
    expect((await answer('/pc/login/user/thirdCheckP')).data.isCheck).toBe(1);
    expect((await answer('/user/register')).data.token).toBe('mock-token-new-user');
    expect((await answer('/user/sms/Login')).data.token).toBe('mock-token-certified-admin');
    expect((await answer('/pc/login/user/thirdLogin')).data.token).toBe(
      'mock-token-certified-admin',
    );
    expect((await answer('/pc/login/user/generateCode')).data).toEqual(qrCode);
    expect((await answer('/user/forget')).code).toBe(200);
    expect((await answer('/pc/login/user/updateIsFinishAppGuide')).code).toBe(200);
  });

  it.each([
    ['userTaken', '/user/check/user', { available: false }],
    ['qrScanned', '/pc/login/user/getCodeInfo', qrCodeInfos.scanned],
    ['qrConfirmed', '/pc/login/user/getCodeInfo', qrCodeInfos.confirmed],
    ['qrExpired', '/pc/login/user/getCodeInfo', qrCodeInfos.expired],
    ['thirdUnbound', '/pc/login/user/thirdCheckP', thirdCheckResults.unbound],
  ] as const)('%s answers its case', async (name, path, data) => {
    server.use(gatewayHandlers[name]);
    expect((await answer(path)).data).toEqual(data);
  });
});

describe('customer-service chat handlers', () => {
  const post = async (body: unknown) =>
    (
      await fetch(new URL('/api/csr/customer/service/messages', 'http://localhost:6006'), {
        method: 'POST',
        body: JSON.stringify(body),
      })
    ).json();

  it('answer the page on GET and a message with its reply on POST', async () => {
    const page = await fetch(
      new URL('/api/csr/customer/service/messages?account=admin', 'http://localhost:6006'),
    );
    expect((await page.json()).data).toEqual(customerMessagePage);
    const answer = await post({ account: 'onSale', type: 'text', message: ' 何时发货？ ' });
    expect(answer.data.sent).toMatchObject({
      account: 'onSale',
      from: 'buyer',
      message: '何时发货？',
    });
    expect(answer.data.reply).toMatchObject({ account: 'onSale', from: 'agent', type: 'text' });
  });

  it('refuse an empty message with the contract text', async () => {
    expect(await post({ account: 'admin', type: 'text', message: ' ' })).toEqual({
      code: 400,
      msg: '请输入消息内容',
      data: null,
    });
  });
});

describe('createTestEnvironment', () => {
  it('records notifications, navigations and reloads, and follows navigation', () => {
    const env = createTestEnvironment({ path: '/center/userInfo' });
    env.notify.success('a');
    env.notify.info('b');
    env.notify.warning('c');
    env.notify.error('d');
    expect(env.currentPath()).toBe('/center/userInfo');
    env.navigate('/home/main');
    env.reload();
    expect(env.notifications).toEqual([
      { type: 'success', message: 'a' },
      { type: 'info', message: 'b' },
      { type: 'warning', message: 'c' },
      { type: 'error', message: 'd' },
    ]);
    expect(env.navigations).toEqual(['/home/main']);
    expect(env.currentPath()).toBe('/home/main');
    expect(env.reloads).toBe(1);
  });

  it('starts at home, logged out, with empty storage', () => {
    const env = createTestEnvironment();
    expect(env.currentPath()).toBe('/home/main');
    expect(env.tokens.get()).toBeNull();
    expect(env.storage.getItem('mall.user')).toBeNull();
  });

  it.each<[string, boolean]>([
    ['/gateway/login', true],
    ['/gateway/register?x=1', true],
    ['/guideNovice', true],
    ['/outside/companyProfile', true],
    ['/home/main', false],
    ['/center/userInfo', false],
  ])('treats %j as white route: %s', (path, expected) => {
    expect(createTestEnvironment().isWhiteRoute(path)).toBe(expected);
  });

  it('takes overrides', () => {
    const env = createTestEnvironment({ isWhiteRoute: () => true });
    expect(env.isWhiteRoute('/center/userInfo')).toBe(true);
  });
});
