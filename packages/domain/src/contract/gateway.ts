import * as z from 'zod/mini';
import { flag } from './envelope.ts';
import { userInfo } from './auth.ts';
import { mobileNumber } from './validation.ts';

/**
 * The gateway's calls (spec sections 3, 4 and 7 Auth): SMS codes, SMS and QR login,
 * third-party login, registration, password recovery and the new-user guide. Shapes the spec
 * leaves open are chosen here.
 */

/** What an SMS code is for (`type` of GET /user/sendSms). Chosen: the spec does not list them. */
export const SMS_TYPE = { login: 1, register: 2, forget: 3, bind: 4 } as const;
export type SmsType = (typeof SMS_TYPE)[keyof typeof SMS_TYPE];

/** `sourceType` of GET /user/sendSms: fixed 1 for the PC client (spec section 7). */
export const SMS_SOURCE_TYPE = 1;

/** Seconds before another code may be requested for the same number. */
export const SMS_RESEND_SECONDS = 60;

/**
 * The answer to a wrong, used or expired SMS code (chosen; the sandbox's refusal), which a form
 * shows at its code field.
 */
export const SMS_CODE_REFUSED = '验证码错误或已过期';

/** A 6-digit SMS code. */
export const smsCode = z
  .string()
  .check(z.trim(), z.minLength(1, '请输入短信验证码'), z.regex(/^\d{6}$/, '请输入 6 位数字验证码'));

/**
 * A new password: 8–20 characters with at least a letter and a digit, no spaces. Login still
 * accepts any non-empty password, for accounts that predate this rule.
 */
/** The buyer's real name (registration, 账号信息). */
export const realname = z
  .string()
  .check(z.trim(), z.minLength(1, '请输入真实姓名'), z.maxLength(20, '姓名不能超过 20 个字'));

export const newPassword = z
  .string()
  .check(
    z.minLength(1, '请输入密码'),
    z.minLength(8, '密码至少 8 位'),
    z.maxLength(20, '密码不能超过 20 位'),
    z.regex(/^\S+$/, '密码不能包含空格'),
    z.regex(/[A-Za-z]/, '密码须包含字母'),
    z.regex(/\d/, '密码须包含数字'),
  );

export const sendSmsQuery = z.object({
  username: mobileNumber,
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  sourceType: z.literal(SMS_SOURCE_TYPE),
});
export type SendSmsQuery = z.infer<typeof sendSmsQuery>;

/** GET /user/sms/Login answers like the password login (`loginResponse`). */
export const smsLoginQuery = z.object({ username: mobileNumber, sms: smsCode });
export type SmsLoginQuery = z.infer<typeof smsLoginQuery>;

/** GET /user/check/user: whether a mobile number is still free to register. */
export const checkUserQuery = z.object({ userName: mobileNumber });
export const checkUserResult = z.object({ available: z.boolean() });
export type CheckUserResult = z.infer<typeof checkUserResult>;

/** Registration without the consent ticked (chosen, at the field and from the mall). */
const CONSENT_MESSAGE = '请阅读并同意《用户协议》《隐私政策》';

/** POST /user/register: a new account, logged in at once (answers `loginResponse`). */
export const registerRequest = z.object({
  username: mobileNumber,
  smsCode,
  password: newPassword,
  /** The real name of the buyer. */
  realname,
  /**
   * Chosen: the buyer ticked 我已阅读并同意《用户协议》《隐私政策》 (never ticked for them). The
   * mall refuses a registration without it (400 naming the field), as the form does.
   */
  agreed: z
    .boolean({ error: CONSENT_MESSAGE })
    .check(z.refine((agreed) => agreed, { error: CONSENT_MESSAGE })),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/** POST /user/forget: a new password for the number, proven by an SMS code. */
export const forgetRequest = z.object({ username: mobileNumber, smsCode, password: newPassword });
export type ForgetRequest = z.infer<typeof forgetRequest>;

/** QR login codes live this long, in seconds. */
export const QR_CODE_TTL_SECONDS = 120;

/** GET /pc/login/user/generateCode: the code to show as a QR image. */
export const qrCode = z.object({
  code: z.string().check(z.minLength(1)),
  /** What the QR image encodes; the mall app opens it. */
  content: z.string(),
  /** Seconds until the code expires. */
  expiresIn: z.int(),
});
export type QrCode = z.infer<typeof qrCode>;

/**
 * `codeStatus` of GET /pc/login/user/getCodeInfo. The spec names CONFIRMED (log in with token
 * and roleUser) and says any other status counts as expired. Chosen: WAITING (not scanned yet)
 * and SCANNED (scanned, waiting for the phone's confirmation) keep the poll going; every other
 * value, EXPIRED included, is expired.
 */
export const QR_PENDING_STATUSES = ['WAITING', 'SCANNED'] as const;
export const qrCodeInfo = z.object({
  codeStatus: z.string(),
  token: z.optional(z.nullable(z.string())),
  roleUser: z.optional(z.nullable(userInfo)),
});
export type QrCodeInfo = z.infer<typeof qrCodeInfo>;

/** Third-party providers (`type`): 1 WeChat, 2 QQ, as in updateAccount's bind types. */
export const THIRD_PARTY = { wechat: 1, qq: 2 } as const;
export type ThirdPartyType = (typeof THIRD_PARTY)[keyof typeof THIRD_PARTY];
export const thirdPartyType = z.union([z.literal(1), z.literal(2)]);

/** GET /pc/login/user/thirdCheckP with the provider's code: is this identity bound yet? */
export const thirdCheckQuery = z.object({
  code: z.string().check(z.minLength(1, '缺少授权码')),
  type: z.coerce.number(),
});
export const thirdCheckResult = z.object({
  isCheck: flag,
  user: z.object({ unionid: z.string(), openid: z.string(), nickname: z.string() }),
});
export type ThirdCheckResult = z.infer<typeof thirdCheckResult>;

/**
 * POST /pc/login/user/thirdLogin (answers `loginResponse`). With only unionid and type it logs
 * in a bound identity. The "extras" (spec section 3) bind a new identity first: a mobile
 * number proven by an SMS code, and a password when the number has no account yet.
 */
export const thirdLoginRequest = z.object({
  unionid: z.string().check(z.minLength(1)),
  type: thirdPartyType,
  openid: z.optional(z.string()),
  nickname: z.optional(z.string()),
  username: z.optional(mobileNumber),
  smsCode: z.optional(smsCode),
  password: z.optional(newPassword),
});
export type ThirdLoginRequest = z.infer<typeof thirdLoginRequest>;

export const confirmPassword = z.string().check(z.minLength(1, '请再次输入密码'));

/** The two passwords of a form must match; the message stands under the second. */
export const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (form) => form.password === form.confirmPassword,
  {
    error: '两次输入的密码不一致',
    path: ['confirmPassword'],
  },
);

/** The registration form: the request plus the repeated password. */
export const registerForm = z.extend(registerRequest, { confirmPassword }).check(passwordsMatch);
export type RegisterForm = z.infer<typeof registerForm>;

/** The password recovery form: the request plus the repeated password. */
export const forgetForm = z.extend(forgetRequest, { confirmPassword }).check(passwordsMatch);
export type ForgetForm = z.infer<typeof forgetForm>;

/**
 * The registerAuth form: a mobile number proven by an SMS code, and a password only when the
 * number has no account yet (the page asks for it after checking the number).
 */
export const bindForm = z.object({
  username: mobileNumber,
  smsCode,
  password: z.optional(newPassword),
});
export type BindForm = z.infer<typeof bindForm>;
