import * as z from 'zod/mini';
import { CREDIT_CODE_PATTERN, hasValidCheckCharacter } from '../rules/userCentre.ts';
import { decimal, page } from './envelope.ts';
import { dateTime } from './messages.ts';
import { USER_FILE_PATH } from './session.ts';
import { mobileNumber } from './validation.ts';

/**
 * The user centre (spec sections 2, 3, 4, 6 and 7, "User and finance" and "Address"). The spec
 * gives the calls but few payloads; what follows is chosen once here, for the client, the story
 * fixtures and the sandbox alike.
 *
 * The company's money (chosen): `balance` is what the company may spend (available), `frozen`
 * is held back (a withdrawal waiting for the mall's finance). Every movement writes one capital
 * record with the available and frozen amounts after it, so the list reads as a ledger.
 */

/**
 * Every user-centre call, relative to the base `/api/csr`. Paths the spec does not show are
 * chosen under /pc/... and marked so. Kept out of `paths` (and this module out of the contract
 * barrel, as `@mall/domain/contract/userCentre`) so that the home route does not carry it.
 */
export const userCentrePaths = {
  /** Chosen. GET: the user's certification (state, the form sent, the reason of a refusal). */
  certification: '/pc/user/company/certification',
  /** Chosen. POST companyCertForm: sends the certification for review (Idempotency-Key). */
  certify: '/pc/user/company/certification/submit',
  /** Chosen. POST imageUpload: a JPG or PNG (licence, authorisation letter); answers uploadedFile. */
  upload: '/pc/user/file/upload',
  /**
   * Chosen. Followed by '/{fileId}': GET an uploaded image of the user's (or their company's).
   * The one path whose session may come from the Token cookie instead of the header: an <img>
   * (the avatar) sends no header (`userFileUrl`).
   */
  file: USER_FILE_PATH,
  /** GET: the company's money: balance, frozen, available, deposits held (fundManagementInfo). */
  fundInfo: '/pc/finance/FundManagement/getFundManagementInfo',
  /** GET capitalQuery: the capital record, newest movement first (capitalPage). */
  capitalList: '/pc/finance/capital/list',
} as const;

/**
 * Certification (chosen, after spec sections 4 and 6): a user without a company sends the
 * form; it waits for review (examineState 1, 审核中); the back office approves it (2: the
 * company is made, the user its administrator, reminder 001) or rejects it with a reason (3,
 * reminder 002), and the user may send it again.
 */
export const CERTIFICATION_STATES = { none: 0, pending: 1, verified: 2, rejected: 3 } as const;

export { imageUploadError } from '../rules/userCentre.ts';

/** Largest image accepted (chosen), in bytes. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The types an image field takes (JPG or PNG), as a file control's accept. */
export const IMAGE_UPLOAD_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/** POST upload: an image, base64 (its type is told by its content, not its name). */
export const imageUpload = z.object({
  fileName: z.string().check(z.minLength(1, '请选择文件'), z.maxLength(100, '文件名最多 100 个字')),
  /** Base64 of the image. */
  content: z.string().check(z.minLength(1, '文件为空')),
});
export type ImageUpload = z.infer<typeof imageUpload>;

export const uploadedFile = z.object({ fileId: z.int(), fileName: z.string() });
export type UploadedFile = z.infer<typeof uploadedFile>;

const required = (message: string, max: number, maxMessage: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, maxMessage));

/** The certification form's typed fields (企业认证), checked at each field. */
export const companyCertDraft = z.object({
  companyName: required('请输入企业名称', 50, '企业名称最多 50 个字'),
  creditCode: z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, '请输入统一社会信用代码'),
      z.regex(CREDIT_CODE_PATTERN, '统一社会信用代码应为 18 位数字或大写字母'),
      z.refine(hasValidCheckCharacter, '统一社会信用代码校验位不正确，请核对'),
    ),
  legalPerson: required('请输入法定代表人', 20, '法定代表人最多 20 个字'),
  contactName: required('请输入联系人', 20, '联系人最多 20 个字'),
  contactPhone: mobileNumber,
});
export type CompanyCertDraft = z.infer<typeof companyCertDraft>;

/** The certification form as sent (with the uploaded licence) and as given back for a new try. */
export const companyCertForm = z.extend(companyCertDraft, {
  licenceFileId: z.int().check(z.positive('请上传营业执照')),
  licenceFileName: z.string(),
});
export type CompanyCertForm = z.infer<typeof companyCertForm>;

/** The company a user belongs to, as the mall holds it. */
export const companyFacts = z.object({
  companyName: z.string(),
  creditCode: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
});
export type CompanyFacts = z.infer<typeof companyFacts>;

/** GET certification. */
export const certification = z.object({
  /** The user's company once certified (seeded companies have no application); null before. */
  company: z.nullable(companyFacts),
  /** CERTIFICATION_STATES; the user's examineState. */
  state: z.int(),
  /** The form last sent; null before the first. */
  form: z.nullable(companyCertForm),
  /** Why the back office refused it (state 3). */
  rejectReason: z.nullable(z.string()),
  submittedAt: z.nullable(dateTime),
});
export type Certification = z.infer<typeof certification>;

/** Chosen: the company's administrator may act; 403-like body code for an employee. */
export const ADMIN_ONLY_MESSAGE = '仅企业管理员可操作';

/** Sandbox only: the mall's back office for the user centre (no login). */
export const userCentreAdminPaths = {
  /** POST { username }: approves the user's pending certification; raises reminder 001. */
  approveCertification: '/__admin/userCentre/certification/approve',
  /** POST { username, reason }: rejects it with a reason; raises reminder 002. */
  rejectCertification: '/__admin/userCentre/certification/reject',
} as const;

export const adminCertificationDecision = z.object({
  username: mobileNumber,
  reason: z.optional(z.string().check(z.trim(), z.maxLength(200, '原因最多 200 个字'))),
});

/** What moved the money (chosen; the type filter of the capital record). */
export const CAPITAL_KINDS = [
  'opening',
  'recharge',
  'withdrawal',
  'deposit',
  'diff',
  'final',
  'refund',
  'supplement',
  'auctionDeposit',
] as const;
export const capitalKind = z.enum(CAPITAL_KINDS);
export type CapitalKind = z.infer<typeof capitalKind>;

export const CAPITAL_KIND_LABELS: Readonly<Record<CapitalKind, string>> = {
  opening: '期初余额',
  recharge: '充值',
  withdrawal: '提现',
  deposit: '支付定金',
  diff: '支付差价款',
  final: '支付尾款',
  refund: '退款',
  supplement: '售后补款',
  auctionDeposit: '竞拍保证金',
};

/**
 * How a record moved the money (chosen): `in` adds to the available amount, `out` takes from
 * it (or, spending a frozen amount, from the frozen one), `freeze` moves available to frozen,
 * `release` moves frozen back to available.
 */
export const CAPITAL_DIRECTIONS = ['in', 'out', 'freeze', 'release'] as const;
export const capitalDirection = z.enum(CAPITAL_DIRECTIONS);
export type CapitalDirection = z.infer<typeof capitalDirection>;

/**
 * A record's state (chosen): `pending` waits for the mall's finance (a recharge whose transfer
 * is not yet confirmed moves no money; only these may be deleted), `done` took effect,
 * `rejected` was refused by finance.
 */
export const CAPITAL_STATUSES = ['pending', 'done', 'rejected'] as const;
export const capitalStatus = z.enum(CAPITAL_STATUSES);
export type CapitalStatus = z.infer<typeof capitalStatus>;

export const CAPITAL_STATUS_LABELS: Readonly<Record<CapitalStatus, string>> = {
  pending: '待确认',
  done: '已完成',
  rejected: '已驳回',
};

/** One line of GET /pc/finance/capital/list. */
export const capitalRecord = z.object({
  id: z.int(),
  kind: capitalKind,
  direction: capitalDirection,
  amount: decimal,
  availableAfter: decimal,
  frozenAfter: decimal,
  reason: z.string(),
  refNo: z.nullable(z.string()),
  status: capitalStatus,
  time: dateTime,
  /** A recharge's voucher image, by its file name (contract/funds.ts); absent when none. */
  voucherName: z.optional(z.string()),
  /** Why finance rejected a recharge; only on a `rejected` record. */
  rejectReason: z.optional(z.string()),
});
export type CapitalRecord = z.infer<typeof capitalRecord>;
export const capitalPage = page(capitalRecord);

/**
 * GET getFundManagementInfo (chosen shape): `balance` is all the company's money at the mall
 * (available + frozen); `depositsHeld` the deposits paid on orders not yet completed or
 * cancelled (already out of the balance, shown for information).
 */
export const fundManagementInfo = z.object({
  balance: decimal,
  frozen: decimal,
  available: decimal,
  depositsHeld: decimal,
});
export type FundManagementInfo = z.infer<typeof fundManagementInfo>;

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD'));

/** GET capital/list: a page, optionally one kind and a date range (China days, inclusive). */
export const capitalQuery = z.object({
  pageNum: z.coerce.number().check(z.int(), z.positive()),
  pageSize: z.coerce.number().check(z.int(), z.positive(), z.maximum(50)),
  kind: z.optional(capitalKind),
  from: z.optional(day),
  to: z.optional(day),
});
export type CapitalQuery = z.infer<typeof capitalQuery>;
