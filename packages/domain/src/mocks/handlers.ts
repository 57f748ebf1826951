import { delay, http, HttpResponse } from 'msw';
import { API_BASE, paths, sendCustomerMessageRequest, SUCCESS_CODE } from '../contract/index.ts';
import type { CartItem } from '../contract/index.ts';
import {
  cartCounts,
  cartLines,
  goodsDetail,
  goodsPage,
  goodsProperties,
  goodsSuggestions,
  infoTypeList,
  makeOrderResult,
  mayLikeGoods,
  soldOutGoods,
  spotGoodsPage,
  checkUserResults,
  customerMessageExchange,
  customerMessagePage,
  customerServiceToken,
  hotSearchKeys,
  jumpMap,
  latestMessages,
  loginResponse,
  messageCount,
  messagePage,
  messageSettings,
  messageTypes,
  orderCounts,
  qrCode,
  qrCodeInfos,
  registerResponse,
  reminderActions,
  reminderHistoryPage,
  thirdCheckResults,
  todayLvPrice,
} from './fixtures.ts';

/** Matches `path` under /api/csr on any origin, so handlers serve relative and absolute URLs alike. */
export const anyOrigin = (path: string): string => `*${API_BASE}${path}`;

const success = (data: unknown) => HttpResponse.json({ code: SUCCESS_CODE, msg: 'success', data });
const failure = (code: number, msg: string) => HttpResponse.json({ code, msg, data: null });

/** Any method on `path` answers HTTP 200 `{ code: 200, msg: 'success', data }`. */
export const ok = (path: string, data: unknown) => http.all(anyOrigin(path), () => success(data));

/** Only GET on `path` answers like `ok`: for a path whose POST does something else. */
export const okGet = (path: string, data: unknown) =>
  http.get(anyOrigin(path), () => success(data));

/** Any method on `path` answers HTTP 200 with body `code` and `msg` (empty by default). */
export const fail = (path: string, code: number, msg = '') =>
  http.all(anyOrigin(path), () => failure(code, msg));

/** Any method on `path` answers with HTTP `status` and no body. */
export const httpStatus = (path: string, status: number) =>
  http.all(anyOrigin(path), () => new HttpResponse(null, { status }));

/** Any method on `path` never answers (Loading stories; the client's time-out in tests). */
export const pending = (path: string) =>
  http.all(anyOrigin(path), async () => {
    await delay('infinite');
    return HttpResponse.error();
  });

/** The gateway's calls in each state a story or test may need. */
export const gatewayHandlers = {
  /** GET /user/check/user: the number is free. */
  userAvailable: ok(paths.auth.checkUser, checkUserResults.available),
  /** GET /user/check/user: the number already has an account. */
  userTaken: ok(paths.auth.checkUser, checkUserResults.taken),
  qrWaiting: ok(paths.auth.qrInfo, qrCodeInfos.waiting),
  qrScanned: ok(paths.auth.qrInfo, qrCodeInfos.scanned),
  /** Logs in the certified admin. */
  qrConfirmed: ok(paths.auth.qrInfo, qrCodeInfos.confirmed),
  qrExpired: ok(paths.auth.qrInfo, qrCodeInfos.expired),
  /** The provider's identity is bound: the callback logs in. */
  thirdBound: ok(paths.auth.thirdCheck, thirdCheckResults.bound),
  /** The provider's identity is new: the callback goes to registerAuth. */
  thirdUnbound: ok(paths.auth.thirdCheck, thirdCheckResults.unbound),
};

/** GET `path` answers the fixture's cart lines of the request's carType (all without one). */
const cartList = (path: string, lines: readonly CartItem[]) =>
  http.get(anyOrigin(path), ({ request }) => {
    const carType = new URL(request.url).searchParams.get('carType');
    return success(carType === null ? lines : lines.filter((line) => line.carType === carType));
  });

/** The detail of any batch id. */
const goodsDetailPath = `${paths.goods.detail}/:id`;

/** Goods search, detail and the home lists in the states a story or test may need. */
export const goodsHandlers = {
  searchEmpty: ok(paths.goods.search, { rows: [], total: 0 }),
  /** Body 404 for an unknown batch id. */
  detailNotFound: fail(goodsDetailPath, 404, '商品不存在'),
  detailSoldOut: ok(goodsDetailPath, soldOutGoods),
  suggestionsEmpty: ok(paths.goods.suggestion, []),
  spotGoodsEmpty: ok(paths.goods.spotList, { rows: [], total: 0 }),
  mayLikeEmpty: ok(paths.goods.mayLike, []),
  infosEmpty: ok(paths.common.infos, []),
};

/** The cart in the states a story or test may need; `empty` is a list of handlers. */
export const cartHandlers = {
  empty: [
    ok(paths.cart.count, { cash: 0, sold: 0, spot: 0 }),
    ok(paths.cart.list, []),
    ok(paths.cart.shadowList, []),
    ok(paths.cart.soldOutList, []),
  ],
  addOverStock: fail(paths.cart.add, 400, '购买吨数不能超过库存 8.526 吨'),
  addSoldOut: fail(paths.cart.add, 400, '该商品已售罄'),
  /** makeOrder when a chosen line changed meanwhile. */
  makeOrderChanged: fail(
    paths.cart.makeOrder,
    400,
    '部分商品已售罄或信息已变更，请刷新购物车后重试',
  ),
};

/** One handler per resource, each answering its fixture. */
export const handlers = {
  login: ok(paths.auth.login, loginResponse),
  smsLogin: ok(paths.auth.smsLogin, loginResponse),
  sendSms: ok(paths.auth.sendSms, null),
  checkUser: gatewayHandlers.userAvailable,
  register: ok(paths.auth.register, registerResponse),
  forget: ok(paths.auth.forget, null),
  qrGenerate: ok(paths.auth.qrGenerate, qrCode),
  qrInfo: gatewayHandlers.qrWaiting,
  thirdCheck: gatewayHandlers.thirdBound,
  thirdLogin: ok(paths.auth.thirdLogin, loginResponse),
  finishGuide: ok(paths.auth.finishGuide, null),
  userInfo: ok(paths.user.info, loginResponse.user),
  orderCounts: ok(paths.orders.count, orderCounts),
  cartCounts: ok(paths.cart.count, cartCounts),
  cartList: cartList(paths.cart.list, cartLines.ordinary),
  cartShadowList: cartList(paths.cart.shadowList, cartLines.shadow),
  cartSoldOutList: cartList(paths.cart.soldOutList, cartLines.soldOut),
  addCart: ok(paths.cart.add, null),
  deleteCartByBatch: ok(`${paths.cart.deleteByBatch}/:id`, null),
  deleteCartByCart: ok(`${paths.cart.deleteByCart}/:id`, null),
  deleteSoldOut: ok(paths.cart.deleteSoldOut, null),
  makeOrder: ok(paths.cart.makeOrder, makeOrderResult),
  goodsSearch: ok(paths.goods.search, goodsPage),
  goodsDetail: ok(goodsDetailPath, goodsDetail),
  goodsProperties: ok(paths.goods.propertyList, goodsProperties),
  goodsSuggestions: ok(paths.goods.suggestion, goodsSuggestions),
  spotGoods: ok(paths.goods.spotList, spotGoodsPage),
  mayLike: ok(paths.goods.mayLike, mayLikeGoods),
  addMayLike: ok(paths.goods.addMayLike, null),
  infos: ok(paths.common.infos, infoTypeList),
  messageCount: ok(paths.messages.count, messageCount),
  todayLvPrice: ok(paths.common.todayLvPrice, todayLvPrice),
  hotSearchKeys: ok(paths.common.hotSearchKey, hotSearchKeys),
  updateUserInfo: ok(paths.user.updateInfo, null),
  messageTypes: ok(paths.messages.typeList, messageTypes),
  latestMessages: ok(paths.messages.latest, latestMessages),
  messageList: ok(paths.messages.list, messagePage),
  clearUnread: ok(paths.messages.clearUnread, null),
  markTypeRead: ok(paths.messages.changeTypeStatus, null),
  markRead: ok(paths.messages.changeStatus, null),
  messageSettings: ok(paths.messages.settings, messageSettings),
  updateTypeSetting: ok(paths.messages.batchUpdateSetting, null),
  updateSetting: ok(paths.messages.updateSetting, null),
  jumpMap: ok(paths.messages.jumpMap, jumpMap),
  reminders: ok(paths.common.queryAction, reminderActions),
  consumeReminder: ok(paths.common.consumeAction, null),
  reminderHistory: ok(paths.common.reminderHistory, reminderHistoryPage),
  customerServiceToken: ok(paths.common.customerServiceToken, customerServiceToken),
  customerMessages: okGet(paths.customerService.messages, customerMessagePage),
  /** Answers a valid message with it and a reply, an invalid one with 400 and the contract's text. */
  sendCustomerMessage: http.post(anyOrigin(paths.customerService.messages), async ({ request }) => {
    const body = sendCustomerMessageRequest.safeParse(await request.json());
    return body.success
      ? success(customerMessageExchange(body.data))
      : failure(400, body.error.issues[0]?.message ?? '');
  }),
};

/** Every resource answering OK. */
export const defaultHandlers = Object.values(handlers);
