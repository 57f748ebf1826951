import * as z from 'zod/mini';
import { API_BASE } from './headers.ts';
import { sendSmsQuery, smsCode, thirdPartyType } from './gateway.ts';
import { mobileNumber } from './validation.ts';
import { reminderAction } from './messages.ts';
import { tonnage } from './goods.ts';

/**
 * The sandbox's own endpoints (fault injection, the phone, the providers, the back office),
 * relative to `/api/csr`. Kept out of `paths` so that the client's bundle does not carry them.
 */
export const sandboxPaths = {
  /** Sandbox only: liveness, for scripts that wait for the server. */
  health: '/health',
  /** Sandbox only: fault injection (GET to read, PUT to replace, DELETE to clear). */
  faults: '/__admin/faults',
  /** Sandbox only: the last SMS code sent to a number (GET ?username=), as the phone would show it. */
  lastSms: '/__admin/sms/last',
  /** Sandbox only: the phone scans a QR login code (PUT { code, username }). */
  qrScan: '/__admin/qr/scan',
  /** Sandbox only: the phone confirms a scanned QR login code (PUT { code }). */
  qrConfirm: '/__admin/qr/confirm',
  /** Sandbox only: the provider authorises an identity (POST { type, openid, nickname }); answers { code, unionid }. */
  thirdAuthorize: '/__admin/third/authorize',
  /**
   * Sandbox only: a stand-in for the provider's authorisation page (GET ?type=&redirect=): the
   * buyer picks a test identity and is sent back to `redirect` with `?code=`.
   */
  thirdAuthorizePage: '/__admin/third/authorize-page',
  /**
   * Sandbox only: raises a reminder for a user now (POST { username, actionCode, businessMsg? });
   * DELETE consumes every pending reminder of every user (journeys start from a quiet state).
   */
  raiseReminder: '/__admin/reminders',
  /** Sandbox only, the mall's finance: confirms pending transfers (POST { payId } or { orderNo }: all of that order). */
  orderConfirmPayment: '/__admin/orders/payments/confirm',
  /** Sandbox only, the mill: schedules and starts production of a stocking order (POST { orderNo }). */
  orderStartProduction: '/__admin/orders/production',
  /** Sandbox only, the mill: weighs a stocking order's goods, which makes the final payment due (POST sandboxWeighOrder). */
  orderWeigh: '/__admin/orders/weigh',
  /** Sandbox only, the mall: settles a disputed 磅差 (POST sandboxSettleWeighing). */
  orderWeighingSettle: '/__admin/orders/weighing/settle',
  /** Sandbox only: the mall replies to an order's latest reminder (POST { orderNo, content? }); raises reminder 016. */
  orderReply: '/__admin/orders/reply',
  /** Sandbox only, the warehouse: ships a delivery (POST { deliveryNo } or { orderNo }: all its applied ones). */
  orderShip: '/__admin/orders/ship',
  /** Sandbox only, the mall's finance: starts issuing invoices (POST { invoiceId } or { orderNo }). */
  orderStartInvoicing: '/__admin/orders/invoices/start',
  /** Sandbox only, the mall's finance: issues invoices (POST { invoiceId } or { orderNo }). */
  orderIssueInvoice: '/__admin/orders/invoices/issue',
  /** Sandbox only, for benches: makes `count` orders in a stage for a user at once (POST sandboxBulkOrders). */
  orderBulk: '/__admin/orders/bulk',
  /**
   * Sandbox only, for the faults run: the rows behind each order a user made since a time
   * (GET sandboxOrderRowsQuery), so that a journey can count that nothing was made twice.
   */
  orderRows: '/__admin/orders/rows',
  /**
   * Sandbox only, for the faults run: how many inquiries, inquiry messages, after-sales
   * applications, supplementary payments, recharges, withdrawals, bids, order cancellations and
   * contract signings a user's company made since a time (GET sandboxOrderRowsQuery), so that a
   * journey can count that nothing was made twice.
   */
  areaRows: '/__admin/areas/rows',
  /**
   * Sandbox only: every violation of the rules the order, after-sales, funds, company, message,
   * inquiry and cart contracts state (their `…_INVARIANTS`), over the whole database (GET); an
   * empty list when they all hold.
   */
  audit: '/__admin/audit',
} as const;

/**
 * Sandbox only: fault injection (`sandboxPaths.faults`). GET answers the current config,
 * PUT replaces it, DELETE clears it. The same shape comes from the env `SANDBOX_FAULTS`.
 */
const faultRule = z.strictObject({
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
  /**
   * Share of calls (0..1) the sandbox never reaches, as when a gateway is down: HTTP 500 or 503
   * (one or the other by turns), nothing done.
   */
  outageRate: z.optional(z.number().check(z.gte(0), z.lte(1))),
  /**
   * Share of calls (0..1) carried out but answered `lateMs` late, past the client's time-out:
   * the answer is lost although the work is done (what an Idempotency-Key is for).
   */
  lateRate: z.optional(z.number().check(z.gte(0), z.lte(1))),
  /** How late a late answer comes, in ms (default 12,000: past the client's 10 s). */
  lateMs: z.optional(z.int().check(z.gte(0), z.lte(120_000))),
  /** Forced answers by path; the first live rule for a path wins. */
  rules: z.optional(z.array(faultRule)),
});
export type SandboxFaults = z.infer<typeof sandboxFaults>;

/** Sandbox only: the answer of `sandboxPaths.health`. */
export const sandboxHealth = z.object({ status: z.literal('ok') });
export type SandboxHealth = z.infer<typeof sandboxHealth>;

/** Sandbox only: GET `sandboxPaths.lastSms`: the number, and the code's type (any without it). */
export const sandboxLastSmsQuery = z.object({
  username: mobileNumber,
  type: z.optional(sendSmsQuery.shape.type),
});

/** Sandbox only: the answer of `sandboxPaths.lastSms`, the code as the phone shows it. */
export const sandboxLastSms = z.object({ code: smsCode });
export type SandboxLastSms = z.infer<typeof sandboxLastSms>;

const qrLoginCode = z.string().check(z.minLength(1, '缺少二维码'));

/** Sandbox only: PUT `sandboxPaths.qrScan`: the phone of `username` scans the QR code. */
export const sandboxQrScan = z.object({ code: qrLoginCode, username: mobileNumber });

/** Sandbox only: PUT `sandboxPaths.qrConfirm`: the phone that scanned confirms the login. */
export const sandboxQrConfirm = z.object({ code: qrLoginCode });

/**
 * Sandbox only: POST `sandboxPaths.thirdAuthorize`. The identity with this `openid` is reused;
 * without one (or for an unknown one) a new identity is made, named `nickname`.
 */
export const sandboxThirdAuthorize = z.object({
  type: thirdPartyType,
  openid: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  nickname: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))),
});
export type SandboxThirdAuthorize = z.infer<typeof sandboxThirdAuthorize>;

/** Sandbox only: the answer of `sandboxPaths.thirdAuthorize`: a single-use authorisation code. */
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
 * Sandbox only: GET `sandboxPaths.thirdAuthorizePage`. Without `identity` it shows the page;
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

/** The `identity` of `sandboxPaths.thirdAuthorizePage` that authorises a new identity. */
export const NEW_THIRD_IDENTITY = 'new';

/**
 * Sandbox only: POST `sandboxPaths.raiseReminder`: a reminder for the user `username`, happening
 * now; it answers the reminder as the poll will list it.
 */
export const sandboxRaiseReminder = z.strictObject({
  username: mobileNumber,
  actionCode: reminderAction.shape.actionCode,
  /** Comma-separated order numbers; '' by default. */
  businessMsg: z.optional(reminderAction.shape.businessMsg),
});

const adminOrderNo = z.string().check(z.minLength(1, '请输入订单编号'));

/** Sandbox only: an order, by its number (the order moves of `sandboxPaths`). */
export const sandboxOrderRef = z.strictObject({ orderNo: adminOrderNo });
export type SandboxOrderRef = z.infer<typeof sandboxOrderRef>;

/** Sandbox only: POST `sandboxPaths.orderConfirmPayment`: one payment, or all of an order. */
export const sandboxConfirmPayment = z.union([
  z.strictObject({ payId: z.int().check(z.positive()) }),
  sandboxOrderRef,
]);

/**
 * Sandbox only: POST `sandboxPaths.orderWeigh`: the weighed tonnes of some lines (detailId); the
 * other lines weigh their ordered tonnes × a factor of 0.97–1.04 fixed by the line. A line
 * beyond WEIGHING_TOLERANCE (±5 %) of its ordered tonnes makes a 磅差 that holds the order for
 * its buyer's answer (WEIGHING_DIFF_STATUSES) instead of settling it.
 */
export const sandboxWeighOrder = z.strictObject({
  orderNo: adminOrderNo,
  lines: z.optional(
    z.array(z.strictObject({ detailId: z.int().check(z.positive()), weighedWeight: tonnage })),
  ),
});

/**
 * Sandbox only: POST `sandboxPaths.orderWeighingSettle`: the mall settles a disputed 磅差
 * (WEIGHING_DIFF_STATUSES): `accept` the buyer's claim (the goods weighed again at their ordered
 * tonnes) or `uphold` the weighing; the order goes on to its final payment.
 */
export const WEIGHING_OUTCOMES = ['accept', 'uphold'] as const;
export const sandboxSettleWeighing = z.strictObject({
  orderNo: adminOrderNo,
  outcome: z.enum(WEIGHING_OUTCOMES),
});
export type WeighingOutcome = (typeof WEIGHING_OUTCOMES)[number];

/** Sandbox only: POST `sandboxPaths.orderReply`: the mall's reply (a default text without one). */
export const sandboxOrderReply = z.strictObject({
  orderNo: adminOrderNo,
  content: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});

/** Sandbox only: POST `sandboxPaths.orderShip`: one delivery, or every applied one of an order. */
export const sandboxShipDelivery = z.union([
  z.strictObject({
    deliveryNo: z.string().check(z.minLength(1)),
    logisticsCompany: z.optional(z.string().check(z.minLength(1))),
  }),
  z.strictObject({
    orderNo: adminOrderNo,
    logisticsCompany: z.optional(z.string().check(z.minLength(1))),
  }),
]);

/** Sandbox only: POST the invoice moves of `sandboxPaths`: one invoice, or all of an order. */
export const sandboxInvoiceRef = z.union([
  z.strictObject({ invoiceId: z.int().check(z.positive()) }),
  sandboxOrderRef,
]);

/**
 * Sandbox only: POST `sandboxPaths.orderBulk`: `count` orders of one line each in `stage` (an
 * order stage name) for the user `username`, made with one insert; they carry no payments.
 */
export const sandboxBulkOrders = z.strictObject({
  username: mobileNumber,
  stage: z.string(),
  count: z.int().check(z.gte(1), z.lte(5_000)),
});
/**
 * Sandbox only: GET `sandboxPaths.orderRows` and `sandboxPaths.areaRows`: what the user made at or
 * after `since`.
 */
export const sandboxOrderRowsQuery = z.object({ username: mobileNumber, since: z.iso.datetime() });
/** Its answer: per order, its payments by kind and its deliveries, invoices and evaluations. */
export type SandboxOrderRows = {
  orderNo: string;
  stage: string;
  payments: Record<string, number>;
  deliveries: number;
  invoices: number;
  comments: number;
}[];

/** The answer of `sandboxPaths.areaRows`: what the company made since the time, by kind. */
export const sandboxAreaRows = z.object({
  inquiries: z.int(),
  /** The buyer's messages in its inquiries' conversations. */
  inquiryMessages: z.int(),
  afterSales: z.int(),
  /** After-sales supplementary payments. */
  supplements: z.int(),
  recharges: z.int(),
  withdrawals: z.int(),
  bids: z.int(),
  /** Orders cancelled (each cancellation's event in the order's history). */
  cancellations: z.int(),
  /** Contracts signed with the company's electronic seal. */
  signings: z.int(),
});
export type SandboxAreaRows = z.infer<typeof sandboxAreaRows>;

/** The answer of `sandboxPaths.orderBulk`: how many were made, and their numbers' range. */
export const sandboxBulkResult = z.object({
  count: z.int(),
  firstOrderNo: z.string(),
  lastOrderNo: z.string(),
});

/** One violation the audit found: the rule's name (an `…_INVARIANTS` key), the subject and how. */
export const sandboxAuditViolation = z.object({
  invariant: z.string(),
  /** What breaks it: an order, application or delivery number, a company's name. */
  subject: z.string(),
  detail: z.string(),
});
export type SandboxAuditViolation = z.infer<typeof sandboxAuditViolation>;

/** The answer of `sandboxPaths.audit`: the checks run, by name, and every violation found. */
export const sandboxAudit = z.object({
  checks: z.array(z.string()),
  violations: z.array(sandboxAuditViolation),
});
export type SandboxAudit = z.infer<typeof sandboxAudit>;
