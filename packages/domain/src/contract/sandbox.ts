import * as z from 'zod/mini';
import { API_BASE } from './paths.ts';
import { sendSmsQuery, smsCode, thirdPartyType } from './gateway.ts';
import { mobileNumber } from './validation.ts';
import { reminderAction } from './messages.ts';

/**
 * Sandbox only: fault injection (`paths.sandbox.faults`). GET answers the current config,
 * PUT replaces it, DELETE clears it. The same shape comes from the env `SANDBOX_FAULTS`.
 */
export const faultRule = z.strictObject({
  /** The exact path under `/api/csr`, e.g. `/info/user/getUserInfo`. */
  path: z.string().check(
    z.startsWith('/'),
    z.refine(
      (path) => !path.startsWith(`${API_BASE}/`),
      `路径（path）应相对于 ${API_BASE}，例如 /info/user/getUserInfo`,
    ),
  ),
  /** Forced body code; defaults to `httpStatus`, else 500. */
  code: z.optional(z.int()),
  /** Forced HTTP status (default 200); one that may carry a body. */
  httpStatus: z.optional(
    z.int().check(
      z.gte(200),
      z.lte(599),
      z.refine(
        (status) => ![204, 205, 304].includes(status),
        'HTTP 状态码（httpStatus）须能带响应体，不能是 204、205 或 304',
      ),
    ),
  ),
  /** Forced message; defaults to the catalogue's message for the code. */
  msg: z.optional(z.string()),
  /** The rule applies this many times, then expires; without it, it stays. */
  times: z.optional(z.int().check(z.positive())),
});
export type FaultRule = z.infer<typeof faultRule>;

export const sandboxFaults = z.strictObject({
  /** Delay before every answer, in ms. */
  latencyMs: z.optional(z.int().check(z.gte(0), z.lte(120_000))),
  /** Share of calls (0..1) answered with body code 500. */
  errorRate: z.optional(z.number().check(z.gte(0), z.lte(1))),
  /** Forced answers by path; the first live rule for a path wins. */
  rules: z.optional(z.array(faultRule)),
});
export type SandboxFaults = z.infer<typeof sandboxFaults>;

/** Sandbox only: the answer of `paths.sandbox.health`. */
export const sandboxHealth = z.object({ status: z.literal('ok') });
export type SandboxHealth = z.infer<typeof sandboxHealth>;

/** Sandbox only: GET `paths.sandbox.lastSms`: the number, and the code's type (any without it). */
export const sandboxLastSmsQuery = z.object({
  username: mobileNumber,
  type: z.optional(sendSmsQuery.shape.type),
});
export type SandboxLastSmsQuery = z.infer<typeof sandboxLastSmsQuery>;

/** Sandbox only: the answer of `paths.sandbox.lastSms`, the code as the phone shows it. */
export const sandboxLastSms = z.object({ code: smsCode });
export type SandboxLastSms = z.infer<typeof sandboxLastSms>;

const qrLoginCode = z.string().check(z.minLength(1, '缺少二维码'));

/** Sandbox only: PUT `paths.sandbox.qrScan`: the phone of `username` scans the QR code. */
export const sandboxQrScan = z.object({ code: qrLoginCode, username: mobileNumber });
export type SandboxQrScan = z.infer<typeof sandboxQrScan>;

/** Sandbox only: PUT `paths.sandbox.qrConfirm`: the phone that scanned confirms the login. */
export const sandboxQrConfirm = z.object({ code: qrLoginCode });
export type SandboxQrConfirm = z.infer<typeof sandboxQrConfirm>;

/**
 * Sandbox only: POST `paths.sandbox.thirdAuthorize`. The identity with this `openid` is reused;
 * without one (or for an unknown one) a new identity is made, named `nickname`.
 */
export const sandboxThirdAuthorize = z.object({
  type: thirdPartyType,
  openid: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  nickname: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))),
});
export type SandboxThirdAuthorize = z.infer<typeof sandboxThirdAuthorize>;

/** Sandbox only: the answer of `paths.sandbox.thirdAuthorize`: a single-use authorisation code. */
export const sandboxThirdAuthorization = z.object({
  code: z.string().check(z.minLength(1)),
  unionid: z.string(),
  openid: z.string(),
});
export type SandboxThirdAuthorization = z.infer<typeof sandboxThirdAuthorization>;

const LOCAL_HOSTS = ['localhost', '127.0.0.1'];
/** Resolves relative targets only; never visited. */
const SAME_ORIGIN = 'http://sandbox.invalid';

/**
 * Where the stand-in authorisation page may send the browser back to: a path on the same
 * origin, or an http(s) URL on localhost or 127.0.0.1. Nothing else, so it is no open redirect.
 */
const isLocalRedirect = (target: string): boolean => {
  if (/[\s\\]/.test(target) || !URL.canParse(target, SAME_ORIGIN)) return false;
  const url = new URL(target, SAME_ORIGIN);
  if (target.startsWith('/')) return url.origin === SAME_ORIGIN && !url.pathname.startsWith('//');
  return (
    ['http:', 'https:'].includes(url.protocol) &&
    LOCAL_HOSTS.includes(url.hostname) &&
    !url.username &&
    !url.password
  );
};

/**
 * Sandbox only: GET `paths.sandbox.thirdAuthorizePage`. Without `identity` it shows the page;
 * with the openid of a listed identity, or `new`, it authorises it and redirects.
 */
export const sandboxThirdAuthorizePageQuery = z.object({
  type: thirdPartyType,
  redirect: z
    .string()
    .check(
      z.minLength(1, '缺少回跳地址'),
      z.refine(
        isLocalRedirect,
        '回跳地址只能是本站路径，或 localhost、127.0.0.1 上的 http(s) 地址',
      ),
    ),
  identity: z.optional(z.string().check(z.minLength(1))),
});
export type SandboxThirdAuthorizePageQuery = z.infer<typeof sandboxThirdAuthorizePageQuery>;

/** The `identity` of `paths.sandbox.thirdAuthorizePage` that authorises a new identity. */
export const NEW_THIRD_IDENTITY = 'new';

/**
 * Sandbox only: POST `paths.sandbox.raiseReminder`: a reminder for the user `username`, happening
 * now; it answers the reminder as the poll will list it.
 */
export const sandboxRaiseReminder = z.strictObject({
  username: mobileNumber,
  actionCode: reminderAction.shape.actionCode,
  /** Comma-separated order numbers; '' by default. */
  businessMsg: z.optional(reminderAction.shape.businessMsg),
});
export type SandboxRaiseReminder = z.infer<typeof sandboxRaiseReminder>;
