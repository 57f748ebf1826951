import { delay, http, HttpResponse } from 'msw';
import { API_BASE, paths, SUCCESS_CODE } from '../contract/index.ts';
import {
  cartCounts,
  hotSearchKeys,
  loginResponse,
  messageCount,
  orderCounts,
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

/** One handler per resource, each answering its fixture. */
export const handlers = {
  login: ok(paths.auth.login, loginResponse),
  userInfo: ok(paths.user.info, loginResponse.user),
  orderCounts: ok(paths.orders.count, orderCounts),
  cartCounts: ok(paths.cart.count, cartCounts),
  messageCount: ok(paths.messages.count, messageCount),
  todayLvPrice: ok(paths.common.todayLvPrice, todayLvPrice),
  hotSearchKeys: ok(paths.common.hotSearchKey, hotSearchKeys),
};

/** Every resource answering OK. */
export const defaultHandlers = Object.values(handlers);
