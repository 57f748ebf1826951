import * as z from 'zod/mini';
import { userInfo } from './auth.ts';
import { realname, smsCode, THIRD_PARTY } from './gateway.ts';
import { PAGE_SIZES } from './paging.ts';
import { mobileNumber } from './validation.ts';

/**
 * 账号信息 (userInfo/companyAccount) and the buyer's preferences (spec sections 2 and 7, "User
 * and finance" and "Common"). What the spec does not show is chosen here once, for the client,
 * the story fixtures and the sandbox alike:
 *
 * - GET getUserInfo answers the user (`userInfo`, with the avatar's uploaded file `headpic`, null
 *   before one) and, read by this screen only, the nickname of the bound WeChat and QQ accounts
 *   (null when none is bound): `accountInfo`.
 * - POST updateUserInfo takes `{ realname }` from this screen (the notification settings send
 *   their switches to the same call).
 * - PUT updateAccount (`accountUpdate`): 0 binds a new mobile number, proven by the SMS code of
 *   type 4 (bind) sent to it; the number becomes the login name. 1 and 2 bind WeChat and QQ with
 *   the authorisation `code` the provider's page gives back (the same pages third-party login
 *   uses; the code is single-use, so nobody binds an identity by knowing its unionid). 3 and 4
 *   unbind them. 5 sets the avatar to an image uploaded through `userCentrePaths.upload`
 *   (`headpic`: its file id as text; JPG or PNG told by its content, at most 5 MB).
 * - GET scanLogin and confirmScan (`?code=`, `qrScanQuery`) are the mall's app scanning and
 *   confirming the PC's QR login code (the login page's 扫码登录 tab): the phone's calls, with the
 *   phone's own session in the Token header, never the PC client's, so no screen of this client
 *   makes them. Chosen: scanLogin marks a waiting code scanned by the session's user (refused as
 *   a login is: unknown, frozen or business-app accounts), answering null with the message
 *   已扫码，请在手机上确认登录; confirmScan confirms a code this same user scanned (another
 *   user's scan is refused: 请使用扫码的手机确认登录), answering null with 已确认登录; the PC's next
 *   getCodeInfo then logs it in. The sandbox serves both; its admin calls /__admin/qr/scan and
 *   /__admin/qr/confirm, which play a phone by mobile number, go through the same code.
 * - userWindowConfig (see `WINDOW_CONFIG`) keeps a user's preference by `code`: GET
 *   `/pc/role/userWindowConfig/{code}` answers `{ code, value }` with `value` null when nothing is
 *   kept; PUT with `{ code, value }` keeps it (text, at most 200 characters). Per user, so it
 *   follows the buyer across logins and browsers. The codes this client keeps are checked by what
 *   they hold (`WINDOW_CONFIG`); any other code keeps any text, as the mall's generic store would.
 * - POST enrollInfo/save (`type`, `orderType`) is not used by this client: the spec names no
 *   screen that enrols the buyer in anything (auction sign-up pays a deposit through the auction
 *   calls, and order types need no enrolment), so it stays unserved rather than guessed at.
 */
export const accountPaths = {
  updateAccount: '/info/user/updateAccount',
  scanLogin: '/user/scanLogin',
  confirmScan: '/user/confirmScan',
  /** PUT windowConfig; followed by '/{code}': GET it. */
  windowConfig: '/pc/role/userWindowConfig',
} as const;

/** GET scanLogin and confirmScan: the QR login code the phone read. */
export const qrScanQuery = z.object({ code: z.string().check(z.minLength(1, '缺少二维码')) });

/** updateAccount's `updateType` (spec section 7). */
export const ACCOUNT_UPDATE = {
  bindPhone: 0,
  bindWechat: 1,
  bindQq: 2,
  unbindWechat: 3,
  unbindQq: 4,
  avatar: 5,
} as const;

/** The bind and unbind types of each provider. */
export const THIRD_PARTY_UPDATE = {
  [THIRD_PARTY.wechat]: { bind: ACCOUNT_UPDATE.bindWechat, unbind: ACCOUNT_UPDATE.unbindWechat },
  [THIRD_PARTY.qq]: { bind: ACCOUNT_UPDATE.bindQq, unbind: ACCOUNT_UPDATE.unbindQq },
} as const;

/** GET getUserInfo as 账号信息 reads it. */
export const accountInfo = z.extend(userInfo, {
  wechatNickname: z.nullable(z.string()),
  qqNickname: z.nullable(z.string()),
});
export type AccountInfo = z.infer<typeof accountInfo>;

/** POST updateUserInfo from 账号信息. */
export const realnameUpdate = z.object({ realname });
export type RealnameUpdate = z.infer<typeof realnameUpdate>;

/** 绑定新手机号's form: the new number and the code sent to it. */
export const bindPhoneForm = z.object({ username: mobileNumber, smsCode });
export type BindPhoneForm = z.infer<typeof bindPhoneForm>;

/** PUT updateAccount. */
export const accountUpdate = z.discriminatedUnion('updateType', [
  z.extend(bindPhoneForm, { updateType: z.literal(ACCOUNT_UPDATE.bindPhone) }),
  z.object({
    updateType: z.union([z.literal(ACCOUNT_UPDATE.bindWechat), z.literal(ACCOUNT_UPDATE.bindQq)]),
    code: z.string().check(z.minLength(1, '缺少授权码'), z.maxLength(100)),
  }),
  z.object({
    updateType: z.union([
      z.literal(ACCOUNT_UPDATE.unbindWechat),
      z.literal(ACCOUNT_UPDATE.unbindQq),
    ]),
  }),
  z.object({
    updateType: z.literal(ACCOUNT_UPDATE.avatar),
    headpic: z.string().check(z.regex(/^\d{1,10}$/, '请上传头像')),
  }),
]);
export type AccountUpdate = z.infer<typeof accountUpdate>;

/** The preferences kept by userWindowConfig (chosen codes). */
export const WINDOW_CONFIG = {
  /** The order lists' page size: '10', '20', '30' or '50' (spec section 9's sizes). */
  orderPageSize: 'orderPageSize',
  /**
   * The message drop-down's last tab: the messageTypeId of a message type, or '' for 全部 (every
   * type, our tab and the default; the spec shows the drop-down's latest messages and no tabs,
   * and getLatestMessageList takes an optional messageTypeId). A tab only filters the latest
   * messages: unlike a tab of the message centre, it marks nothing read.
   */
  messageTab: 'messageTab',
} as const;
export type WindowConfigCode = (typeof WINDOW_CONFIG)[keyof typeof WINDOW_CONFIG];

/** What each code of `WINDOW_CONFIG` keeps. */
const WINDOW_CONFIG_VALUES = new Map<string, RegExp>([
  [WINDOW_CONFIG.orderPageSize, new RegExp(`^(?:${PAGE_SIZES.join('|')})$`)],
  [WINDOW_CONFIG.messageTab, /^(?:[1-9]\d{0,8})?$/],
]);

export const windowConfigCode = z
  .string()
  .check(z.regex(/^[A-Za-z][\w.-]{0,49}$/, '偏好代码不正确'));

/** PUT userWindowConfig: a code of `WINDOW_CONFIG` keeps only what it holds. */
export const windowConfigUpdate = z
  .object({
    code: windowConfigCode,
    value: z.string().check(z.maxLength(200, '偏好内容过长')),
  })
  .check(
    z.refine(({ code, value }) => WINDOW_CONFIG_VALUES.get(code)?.test(value) ?? true, {
      message: '偏好内容不正确',
      path: ['value'],
    }),
  );
export type WindowConfigUpdate = z.infer<typeof windowConfigUpdate>;

/** GET userWindowConfig/{code}: the value kept, or null. */
export const windowConfig = z.object({ code: z.string(), value: z.nullable(z.string()) });
export type WindowConfig = z.infer<typeof windowConfig>;
