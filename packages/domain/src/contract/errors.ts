/**
 * The error catalogue of spec section 8. The spec gives the texts in English; these are the
 * Chinese texts the product shows, chosen once here.
 */

/** A response is a success only with HTTP 200 and this body code. */
export const SUCCESS_CODE = 200;

/** Body codes rejected silently: the caller gets code and message and decides what to show. */
export const SILENT_CODES: readonly number[] = [409, 502, 508, 599];

/** Default message for a body or HTTP code when the server sends none. */
const DEFAULT_MESSAGES: Readonly<Record<number, string>> = {
  400: '错误请求',
  401: '未授权，请重新登录',
  403: '登录过期，请重新登录',
  404: '请求错误，未找到该资源',
  405: '请求方法未允许',
  408: '请求超时',
  500: '服务器端出错',
  501: '网络未实现',
  502: '网络错误',
  503: '服务不可用',
  504: '网络超时',
  505: 'http版本不支持该请求',
};

/** For any code not in the table. */
const UNKNOWN_ERROR_MESSAGE = '系统未知错误，请反馈给管理员';

/** The warning shown for body code 401, before the login flow starts. */
export const SESSION_EXPIRED_401 = '登录状态已过期，请重新登录';
/** The warning shown for body code 403, before the login flow starts. */
export const SESSION_EXPIRED_403 = '登录状态已失效，请重新登录';

/** Shown when the client gives up waiting (the 10 s time-out). */
export const TIMEOUT_MESSAGE = DEFAULT_MESSAGES[408] as string;
/** Shown when no response arrives at all. */
export const NETWORK_ERROR_MESSAGE = '网络连接异常，请检查网络后重试';
/** Shown when a response does not match its contract schema. */
export const MALFORMED_RESPONSE_MESSAGE = '服务器返回的数据格式有误，请稍后重试';

/** Login, body 409: the server message, then this request (spec section 8, login errors). */
export const LOGIN_409_SUFFIX = '，请致电客服 400-820-6060 处理';
/** Login, body 502 without a message: the user must log in on the business app. */
export const LOGIN_502_DEFAULT = '该账号请在业务端App登录';

/** The message a code stands for when the server gives none. */
export const defaultMessageFor = (code: number): string =>
  DEFAULT_MESSAGES[code] ?? UNKNOWN_ERROR_MESSAGE;
