import { delay, http, HttpResponse } from 'msw';
import { API_BASE, paths, SUCCESS_CODE } from '../contract/index.ts';
import {
  cartCounts,
  checkUserResults,
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
  thirdCheckResults,
  todayLvPrice,
} from './fixtures.ts';

/** Matches `path` under /api/csr on any origin, so handlers serve relative and absolute URLs alike. */
const anyOrigin = (path: string): string => `*${API_BASE}${path}`;

/** Any method on `path` answers HTTP 200 `{ code: 200, msg: 'success', data }`. */
export const ok = (path: string, data: unknown) =>
  http.all(anyOrigin(path), () => HttpResponse.json({ code: SUCCESS_CODE, msg: 'success', data }));

/** Any method on `path` answers HTTP 200 with body `code` and `msg` (empty by default). */
export const fail = (path: string, code: number, msg = '') =>
  http.all(anyOrigin(path), () => HttpResponse.json({ code, msg, data: null }));

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
  customerServiceToken: ok(paths.common.customerServiceToken, customerServiceToken),
};

/** Every resource answering OK. */
export const defaultHandlers = Object.values(handlers);
