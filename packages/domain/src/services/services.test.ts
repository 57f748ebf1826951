import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GOODS_SEARCH } from '../contract/index.ts';
import { createHttpClient } from '../http/index.ts';
import {
  cartLines,
  createTestEnvironment,
  defaultHandlers,
  gatewayHandlers,
  goodsPage,
  goodsProperties,
  goodsSuggestions,
  infoTypeList,
  loginResponse,
  makeOrderResult,
  mayLikeGoods,
  users,
  pickupTerms,
} from '../mocks/index.ts';
import { recordRequests, TEST_BASE_URL, setupTestServer } from '../test-support/server.ts';
import { createCustomerServiceService } from './customerService.ts';
import { createServices } from './index.ts';

const server = setupTestServer(...defaultHandlers);

function services() {
  const env = createTestEnvironment();
  const client = createHttpClient({
    baseURL: TEST_BASE_URL,
    getToken: () => 'token-abc',
    notify: env.notify,
    onSessionExpired: () => undefined,
    onTokenCleared: () => undefined,
    isHomeRoute: () => false,
  });
  // The services that lazily built stores create themselves, tested here alongside.
  return { ...createServices(client), customerService: createCustomerServiceService(client) };
}

describe('services', () => {
  it('logs in with port 4 and returns the token and user', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/csr/user/login', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'success', data: loginResponse });
      }),
    );
    const { auth } = services();
    await expect(auth.login({ username: '13826081234', password: 'secret-1' })).resolves.toEqual({
      token: 'mock-token-certified-admin',
      user: users.certifiedAdmin,
    });
    expect(bodies).toEqual([{ username: '13826081234', password: 'secret-1', port: 4 }]);
  });

  it.each([
    [
      'auth.login',
      'POST /api/csr/user/login',
      (s: ReturnType<typeof services>) => s.auth.login({ username: 'u', password: 'p' }),
    ],
    [
      'user.getUserInfo',
      'GET /api/csr/info/user/getUserInfo',
      (s: ReturnType<typeof services>) => s.user.getUserInfo(),
    ],
    [
      'orderCounts.get',
      'GET /api/csr/pc/new/mall/order/getAppMallOrderCount',
      (s: ReturnType<typeof services>) => s.orderCounts.get(),
    ],
    [
      'cart.getCounts',
      'GET /api/csr/pc/new/mall/cart/getPCMyCartNewCount',
      (s: ReturnType<typeof services>) => s.cart.getCounts(),
    ],
    [
      'messages.getUnreadCount',
      'GET /api/csr/pc/message/message/queryCount',
      (s: ReturnType<typeof services>) => s.messages.getUnreadCount(),
    ],
    [
      'common.getTodayLvPrice',
      'GET /api/csr/mall/orderNew/getTodayLvPrice',
      (s: ReturnType<typeof services>) => s.common.getTodayLvPrice(),
    ],
    [
      'common.getHotSearchKeys',
      'GET /api/csr/userDemand/user/demand/products/hotSearchKey',
      (s: ReturnType<typeof services>) => s.common.getHotSearchKeys(),
    ],
  ])('%s calls %s', async (_, call, run) => {
    const all = services();
    const requests = recordRequests(server);
    await run(all);
    expect(requests).toEqual([call]);
  });

  it('returns the parsed data of each call', async () => {
    const { user, orderCounts, cart, messages, common } = services();
    expect((await user.getUserInfo()).companyName).toBe('佛山市南海区鑫铝金属材料有限公司');
    expect((await orderCounts.get()).toInvoice).toBe(4);
    expect(await cart.getCounts()).toEqual({ cash: 3, sold: 1, spot: 5 });
    expect(await messages.getUnreadCount()).toBe(7);
    expect((await common.getTodayLvPrice()).price).toBe('20230.00');
    expect(await common.getHotSearchKeys()).toContain('6061-T6 铝板');
  });
});

interface Call {
  method: string;
  url: string;
  body?: unknown;
}

async function readCall(request: Request): Promise<Call> {
  const { pathname, search } = new URL(request.url);
  const text = await request.text();
  const call: Call = { method: request.method, url: `${pathname}${search}` };
  return text ? { ...call, body: JSON.parse(text) } : call;
}

/** Method, path with query, and JSON body of every request from now on. */
function recordCalls(): Promise<Call>[] {
  const calls: Promise<Call>[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push(readCall(request.clone()));
  });
  return calls;
}

describe('gateway services', () => {
  const registration = {
    username: '15038719753',
    smsCode: '246810',
    password: 'Alu6061t6',
    realname: '赵文静',
    agreed: true,
  };

  it.each([
    [
      'sendSms adds sourceType 1',
      (s: ReturnType<typeof services>) => s.auth.sendSms({ username: '15038719753', type: 2 }),
      { method: 'GET', url: '/api/csr/user/sendSms?username=15038719753&type=2&sourceType=1' },
    ],
    [
      'smsLogin',
      (s: ReturnType<typeof services>) =>
        s.auth.smsLogin({ username: '13826081234', sms: '135790' }),
      { method: 'GET', url: '/api/csr/user/sms/Login?username=13826081234&sms=135790' },
    ],
    [
      'checkUser',
      (s: ReturnType<typeof services>) => s.auth.checkUser('15038719753'),
      { method: 'GET', url: '/api/csr/user/check/user?userName=15038719753' },
    ],
    [
      'register',
      (s: ReturnType<typeof services>) => s.auth.register(registration),
      { method: 'POST', url: '/api/csr/user/register', body: registration },
    ],
    [
      'forget',
      (s: ReturnType<typeof services>) =>
        s.auth.forget({ username: '13826081234', smsCode: '112233', password: 'NewPass2026' }),
      {
        method: 'POST',
        url: '/api/csr/user/forget',
        body: { username: '13826081234', smsCode: '112233', password: 'NewPass2026' },
      },
    ],
    [
      'qrGenerate',
      (s: ReturnType<typeof services>) => s.auth.qrGenerate(),
      { method: 'GET', url: '/api/csr/pc/login/user/generateCode' },
    ],
    [
      'qrInfo',
      (s: ReturnType<typeof services>) => s.auth.qrInfo('qr-7c1e9a52'),
      { method: 'GET', url: '/api/csr/pc/login/user/getCodeInfo?code=qr-7c1e9a52' },
    ],
    [
      'thirdCheck',
      (s: ReturnType<typeof services>) => s.auth.thirdCheck('auth-code-1', 1),
      { method: 'GET', url: '/api/csr/pc/login/user/thirdCheckP?code=auth-code-1&type=1' },
    ],
    [
      'thirdLogin',
      (s: ReturnType<typeof services>) => s.auth.thirdLogin({ unionid: 'wx-union-10001', type: 1 }),
      {
        method: 'POST',
        url: '/api/csr/pc/login/user/thirdLogin',
        body: { unionid: 'wx-union-10001', type: 1 },
      },
    ],
    [
      'finishGuide',
      (s: ReturnType<typeof services>) => s.auth.finishGuide(),
      { method: 'PUT', url: '/api/csr/pc/login/user/updateIsFinishAppGuide' },
    ],
  ])('%s', async (_, run, call) => {
    const all = services();
    const calls = recordCalls();
    await run(all);
    expect(await Promise.all(calls)).toEqual([call]);
  });

  it('returns the parsed data of each call', async () => {
    const { auth } = services();
    await expect(auth.sendSms({ username: '15038719753', type: 1 })).resolves.toBeUndefined();
    expect((await auth.smsLogin({ username: '13826081234', sms: '135790' })).user.uid).toBe(10001);
    await expect(auth.checkUser('15038719753')).resolves.toBe(true);
    server.use(gatewayHandlers.userTaken);
    await expect(auth.checkUser('13826081234')).resolves.toBe(false);
    expect(
      await auth.register({
        username: '15038719753',
        smsCode: '246810',
        password: 'Alu6061t6',
        realname: '赵文静',
        agreed: true,
      }),
    ).toEqual({ token: 'mock-token-new-user', user: users.newUser });
    expect(await auth.qrGenerate()).toEqual({
      code: 'qr-7c1e9a52',
      content: 'https://m.mall.example/scan-login?code=qr-7c1e9a52',
      expiresIn: 120,
    });
    expect((await auth.qrInfo('qr-7c1e9a52')).codeStatus).toBe('WAITING');
    server.use(gatewayHandlers.qrConfirmed);
    expect(await auth.qrInfo('qr-7c1e9a52')).toEqual({
      codeStatus: 'CONFIRMED',
      token: 'mock-token-qr-certified-admin',
      roleUser: users.certifiedAdmin,
    });
    expect(await auth.thirdCheck('auth-code-1', 1)).toEqual({
      isCheck: 1,
      user: { unionid: 'wx-union-10001', openid: 'wx-open-10001', nickname: '陈志强' },
    });
    server.use(gatewayHandlers.thirdUnbound);
    expect((await auth.thirdCheck('auth-code-2', 1)).isCheck).toBe(0);
    expect((await auth.thirdLogin({ unionid: 'wx-union-10001', type: 1 })).token).toBe(
      'mock-token-certified-admin',
    );
    await expect(auth.finishGuide()).resolves.toBeUndefined();
  });

  it('rejects a QR status without a code status as malformed', async () => {
    server.use(
      http.get('*/api/csr/pc/login/user/getCodeInfo', () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { token: 't' } }),
      ),
    );
    await expect(services().auth.qrInfo('qr-1')).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('message and common services', () => {
  it.each([
    [
      'messages.getTypes',
      (s: ReturnType<typeof services>) => s.messages.getTypes(),
      { method: 'GET', url: '/api/csr/pc/message/message/selectMessageTypeListByGroup' },
    ],
    [
      'messages.getLatest of all types',
      (s: ReturnType<typeof services>) => s.messages.getLatest(),
      { method: 'GET', url: '/api/csr/pc/message/message/getLatestMessageList' },
    ],
    [
      'messages.getLatest of one type',
      (s: ReturnType<typeof services>) => s.messages.getLatest(2),
      { method: 'GET', url: '/api/csr/pc/message/message/getLatestMessageList?messageTypeId=2' },
    ],
    [
      'messages.getList',
      (s: ReturnType<typeof services>) =>
        s.messages.getList({ messageTypeId: 2, pageNum: 3, pageSize: 10 }),
      {
        method: 'GET',
        url: '/api/csr/pc/message/message/getMessageList?messageTypeId=2&pageNum=3&pageSize=10',
      },
    ],
    [
      'messages.clearUnread',
      (s: ReturnType<typeof services>) => s.messages.clearUnread(),
      { method: 'GET', url: '/api/csr/pc/message/message/clearUnread' },
    ],
    [
      'messages.markTypeRead',
      (s: ReturnType<typeof services>) => s.messages.markTypeRead(3),
      {
        method: 'GET',
        url: '/api/csr/pc/message/message/changeStatus/messageTypeId?messageTypeId=3',
      },
    ],
    [
      'messages.markRead',
      (s: ReturnType<typeof services>) => s.messages.markRead(231),
      { method: 'GET', url: '/api/csr/pc/message/message/changeStatus?id=231' },
    ],
    [
      'messages.getSettings',
      (s: ReturnType<typeof services>) => s.messages.getSettings(),
      { method: 'GET', url: '/api/csr/pc/message/message/getMessageTypeList' },
    ],
    [
      'messages.updateTypeSetting',
      (s: ReturnType<typeof services>) =>
        s.messages.updateTypeSetting({ messageTypeId: 2, receive: 0 }),
      {
        method: 'POST',
        url: '/api/csr/pc/message/message/batchUpdateMessageSetting',
        body: { messageTypeId: 2, receive: 0 },
      },
    ],
    [
      'messages.updateSetting',
      (s: ReturnType<typeof services>) =>
        s.messages.updateSetting({ messageSettingId: 202, receive: 1 }),
      {
        method: 'POST',
        url: '/api/csr/pc/message/message/updateMessageSetting',
        body: { messageSettingId: 202, receive: 1 },
      },
    ],
    [
      'messages.getJumpMap',
      (s: ReturnType<typeof services>) => s.messages.getJumpMap(),
      { method: 'GET', url: '/api/csr/messageCenter/type/message/all' },
    ],
    [
      'user.updatePushFlags',
      (s: ReturnType<typeof services>) =>
        s.user.updatePushFlags({ isPush: 1, pushApp: 1, pushDx: 0, pushWx: 0 }),
      {
        method: 'POST',
        url: '/api/csr/info/user/updateUserInfo',
        body: { isPush: 1, pushApp: 1, pushDx: 0, pushWx: 0 },
      },
    ],
    [
      'common.queryAction',
      (s: ReturnType<typeof services>) => s.common.queryAction(),
      { method: 'GET', url: '/api/csr/pc/common/flashAction/queryAction' },
    ],
    [
      'common.consumeAction of one reminder',
      (s: ReturnType<typeof services>) => s.common.consumeAction('2026-03-13 09:30:00'),
      {
        method: 'GET',
        url: '/api/csr/pc/common/flashAction/consume?happenTime=2026-03-13+09:30:00',
      },
    ],
    [
      'common.consumeAction of all',
      (s: ReturnType<typeof services>) => s.common.consumeAction(),
      { method: 'GET', url: '/api/csr/pc/common/flashAction/consume' },
    ],
    [
      'common.customerServiceToken',
      (s: ReturnType<typeof services>) => s.common.customerServiceToken(),
      { method: 'GET', url: '/api/csr/customer/service/token' },
    ],
    [
      'customerService.getMessages',
      (s: ReturnType<typeof services>) =>
        s.customerService.getMessages('cs-1', { account: 'preSale', pageNum: 2, pageSize: 20 }),
      {
        method: 'GET',
        url: '/api/csr/customer/service/messages?account=preSale&pageNum=2&pageSize=20',
      },
    ],
    [
      'customerService.send',
      (s: ReturnType<typeof services>) =>
        s.customerService.send('cs-1', { account: 'admin', type: 'text', message: '你好' }, 'k-1'),
      {
        method: 'POST',
        url: '/api/csr/customer/service/messages',
        body: { account: 'admin', type: 'text', message: '你好' },
      },
    ],
  ])('%s', async (_, run, call) => {
    const all = services();
    const calls = recordCalls();
    await run(all);
    expect(await Promise.all(calls)).toEqual([call]);
  });

  it('returns the parsed data of each call', async () => {
    const { messages, common } = services();
    expect((await messages.getTypes()).map((t) => t.title)).toEqual([
      '询价消息',
      '订单消息',
      '系统通知',
    ]);
    const page = await messages.getList({ messageTypeId: 2, pageNum: 1, pageSize: 10 });
    expect([page.total, page.rows.length, page.rows[0]?.title]).toEqual([23, 10, '订单已发货']);
    expect(await messages.getLatest()).toHaveLength(5);
    expect((await messages.getSettings())[2]).toMatchObject({ title: '系统通知', enable: 0 });
    expect((await messages.getJumpMap())[0]?.usePage).toBe('orderToBeReceipt-order-1');
    expect(await common.queryAction()).toEqual([
      { actionCode: '012', happenTime: '2026-03-13 09:30:00', businessMsg: 'XJ20260313002' },
      {
        actionCode: '013',
        happenTime: '2026-03-13 10:05:12',
        businessMsg: 'XS20260312015,XS20260312016',
      },
    ]);
    expect(await common.customerServiceToken()).toEqual({
      token: 'cs-token-10001',
      uid: 10001,
      name: '佛山市南海区鑫铝金属材料有限公司-陈志强',
      mobile: '13826081234',
    });
  });

  it.each([
    [
      'an unknown reminder code',
      { actionCode: '099', happenTime: '2026-03-13 09:30:00', businessMsg: '' },
    ],
    [
      'a happenTime without the time',
      { actionCode: '001', happenTime: '2026-03-13', businessMsg: '' },
    ],
  ])('rejects %s as malformed', async (_, action) => {
    server.use(
      http.get('*/api/csr/pc/common/flashAction/queryAction', () =>
        HttpResponse.json({ code: 200, msg: 'success', data: [action] }),
      ),
    );
    await expect(services().common.queryAction()).rejects.toMatchObject({ kind: 'malformed' });
  });
});

type All = ReturnType<typeof services>;
const GOODS = '/api/csr/pc/mall';
const CART = '/api/csr/pc/new/mall/cart';

describe('goods and cart services', () => {
  it.each<[string, (s: All) => Promise<unknown>, Call]>([
    [
      'goods.search',
      (s) => s.goods.search({ ...DEFAULT_GOODS_SEARCH, keyword: '5052', inventory: '佛山' }),
      {
        method: 'GET',
        url: `${GOODS}/productBatch/list?sortField=listedAt&sortOrder=desc&pageNum=1&pageSize=10&keyword=5052&inventory=%E4%BD%9B%E5%B1%B1`,
      },
    ],
    [
      'goods.getDetail',
      (s) => s.goods.getDetail(1207),
      { method: 'GET', url: `${GOODS}/productBatch/detail/1207` },
    ],
    [
      'goods.getExtra',
      (s) => s.goods.getExtra(1207),
      { method: 'GET', url: `${GOODS}/productBatch/extra/1207` },
    ],
    [
      'goods.getPropertyList',
      (s) => s.goods.getPropertyList(),
      { method: 'GET', url: `${GOODS}/product/getPropertyList` },
    ],
    [
      'goods.suggest',
      (s) => s.goods.suggest('6061'),
      { method: 'GET', url: `${GOODS}/productBatch/suggestion?key=6061` },
    ],
    [
      'goods.getSpotGoods',
      (s) => s.goods.getSpotGoods({ pageNum: 2, pageSize: 10 }),
      { method: 'GET', url: '/api/csr/pc/theNow/theNow/selectCommodityList?pageNum=2&pageSize=10' },
    ],
    [
      'goods.getMayLike',
      (s) => s.goods.getMayLike(),
      { method: 'GET', url: '/api/csr/bi/userActionRecord/getMayLikeProductAtHome' },
    ],
    [
      'goods.recordMayLike',
      (s) => s.goods.recordMayLike(1207),
      {
        method: 'POST',
        url: '/api/csr/bi/userActionRecord/addMayLikeProductAtHome',
        body: { batchId: 1207 },
      },
    ],
    [
      'common.getInfos',
      (s) => s.common.getInfos(),
      { method: 'GET', url: '/api/csr/info/type/getInfos' },
    ],
    [
      'cart.getList',
      (s) => s.cart.getList('spot'),
      { method: 'GET', url: `${CART}/getPCMyCartNewList?carType=spot` },
    ],
    [
      'cart.getList of all',
      (s) => s.cart.getList(),
      { method: 'GET', url: `${CART}/getPCMyCartNewList` },
    ],
    [
      'cart.getShadowList',
      (s) => s.cart.getShadowList('cash'),
      { method: 'GET', url: `${CART}/getPCMyCartListShadowNew?carType=cash` },
    ],
    [
      'cart.getSoldOutList',
      (s) => s.cart.getSoldOutList('sold'),
      { method: 'GET', url: `${CART}/getPCMyCartSellOutList?carType=sold` },
    ],
    [
      'cart.add',
      (s) => s.cart.add({ batchId: 1207, carType: 'cash', weight: '2.500' }),
      { method: 'GET', url: `${CART}/addCart?batchId=1207&carType=cash&weight=2.500` },
    ],
    [
      'cart.deleteByBatch',
      (s) => s.cart.deleteByBatch(1207),
      { method: 'GET', url: `${CART}/delCartByBid/1207` },
    ],
    [
      'cart.deleteByCart',
      (s) => s.cart.deleteByCart(5108),
      { method: 'GET', url: `${CART}/delCartByCid/5108` },
    ],
    [
      'cart.deleteSoldOut',
      (s) => s.cart.deleteSoldOut('cash'),
      { method: 'GET', url: `${CART}/delSaleOut?carType=cash` },
    ],
    [
      'cart.makeOrder',
      (s) => s.cart.makeOrder([5108, 5104], pickupTerms, 'k-cart-1'),
      {
        method: 'POST',
        url: `${CART}/makeOrder`,
        body: { cartIds: [5108, 5104], terms: pickupTerms },
      },
    ],
  ])('%s', async (_, run, call) => {
    const all = services();
    const calls = recordCalls();
    await run(all);
    expect(await Promise.all(calls)).toEqual([call]);
  });

  it('returns the parsed data of each call', async () => {
    const { goods, cart, common } = services();
    expect(await goods.search(DEFAULT_GOODS_SEARCH)).toEqual(goodsPage);
    expect((await goods.getDetail(1207)).productName).toBe('6061-T6 铝板');
    expect(await goods.getPropertyList()).toEqual(goodsProperties);
    expect(await goods.suggest('6061')).toEqual(goodsSuggestions);
    expect(await goods.getMayLike()).toEqual(mayLikeGoods);
    expect(await common.getInfos()).toEqual(infoTypeList);
    expect(await cart.getList('cash')).toEqual(
      cartLines.ordinary.filter(({ carType }) => carType === 'cash'),
    );
    expect(await cart.getSoldOutList()).toEqual(cartLines.soldOut);
    expect(await cart.makeOrder([5108], pickupTerms, 'k-cart-2')).toEqual(makeOrderResult);
  });
});
