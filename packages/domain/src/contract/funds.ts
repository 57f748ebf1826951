import * as z from 'zod/mini';
import { Big } from '../money.ts';
import { decimal } from './envelope.ts';
import { dateTime } from './messages.ts';
import { SMS_TYPE, smsCode } from './gateway.ts';
import { mobileNumber } from './validation.ts';

/**
 * 资金管理 (userFundManage; spec section 7, "User and finance"): recharge by offline transfer,
 * withdrawal, the deposits held and the removal of a capital record. The overview and the
 * capital record themselves are in contract/userCentre.ts. What the spec does not show is
 * chosen once here, for the client, the story fixtures and the sandbox alike:
 *
 * - A recharge (充值) is an offline transfer the buyer announces: a `pending` capital record of
 *   kind `recharge` that moves no money until the mall's finance confirms the transfer in the
 *   back office; then the ledger credits it and the same record becomes `done`. The collection
 *   account, the settle style and the bank's serial number are written in the record's reason
 *   and reference.
 * - A withdrawal (提现) goes to the company's bank account on file; the ledger freezes the amount
 *   at once (a `pending` record of kind `withdrawal`) until the back office pays it out.
 * - The recharge carries the bank's voucher (回单) as an image uploaded beforehand through the user
 *   centre's upload (JPG or PNG by its content, at most 5 MB, checked at the field and again by
 *   the sandbox); its record names it (`voucherName`) and any member of the company may view it
 *   (GET capital/{id}/voucher).
 * - Finance may reject an announced recharge with a reason instead (the transfer never arrived):
 *   the record becomes `rejected` (已驳回), keeps its reason (`rejectReason`), moves no money and
 *   can no longer be deleted.
 * - Only an announced recharge still waiting for finance may be deleted (`canDeleteRecord`).
 * - A withdrawal is confirmed twice: a confirm step, then the SMS code sent to the
 *   administrator's own mobile (GET /user/sendSms type 4, the gateway's code for proving the
 *   number's owner: the spec lists no other type), checked and used up by the sandbox.
 * - Recharge and withdrawal move money: sent with an Idempotency-Key, once. Withdrawal is for
 *   the company's administrator only (body code ORDER_ADMIN_CODE, as the order payments).
 */
export { canDeleteRecord, withdrawError } from '../rules/funds.ts';

/**
 * The rules every company's money in the database keeps, each a named check of the sandbox's
 * audit (`sandboxPaths.audit`); the key is the check's name.
 */
export const FUNDS_INVARIANTS = {
  runningBalanceInTimeOrder:
    'in time order, each capital record’s available and frozen amounts are the previous ones moved by its own amount, never below zero',
  ledgerMatchesAccount:
    'the latest capital record’s amounts are the company’s available and frozen amounts',
  refundDatedAsTimeline:
    'a refund or supplement in the ledger is dated as the step of the order or application that made it',
  writtenInTimeOrder:
    'a company’s capital records, in the order they were written (by id), are dated no earlier than the one before, so that each was written with the amounts of the records dated before it (a recharge by transfer is dated when finance confirms it, not when it was announced, and is left out)',
} as const;
export type FundsInvariant = keyof typeof FUNDS_INVARIANTS;

export const fundsPaths = {
  /** GET: the money held back and what for (depositDetails). */
  depositDetails: '/pc/finance/FundManagement/getDepositDetails',
  /** POST rechargeRequest: announces an offline transfer (Idempotency-Key); answers fundsAction. */
  recharge: '/pc/finance/pre/received/detail/recharge',
  /** GET: how a transfer may be settled (settleStyleList). */
  settleStyles: '/pc/finance/settle/style/list',
  /** GET: the mall's collection companies (collectionCompanyList). */
  collectionCompanies: '/pc/mall/account/getAllCollectionCompany',
  /** GET companyName: a collection company's bank accounts (fundsAccountList). */
  collectionAccounts: '/pc/mall/collection/account/list',
  /** POST withdrawRequest: freezes the amount until paid out (Idempotency-Key); fundsAction. */
  withdraw: '/pc/finance/FundManagement/withdrawCash',
  /**
   * Followed by '/{id}': DELETE a capital record still waiting for finance; chosen: followed by
   * '/{id}/voucher', GET the image of a recharge's voucher (any member of the company).
   */
  capital: '/pc/finance/capital',
} as const;

/** The path of a recharge record's voucher image. */
export const voucherPath = (recordId: number): string =>
  `${fundsPaths.capital}/${recordId}/voucher`;

/** The SMS code of a withdrawal goes to the administrator's own mobile with this type. */
export const WITHDRAW_SMS_TYPE = SMS_TYPE.bind;

/** An amount of money typed by the buyer: yuan, more than 0, at most 2 decimals. */
export const moneyAmount = z.string().check(
  z.trim(),
  z.minLength(1, { error: '请输入金额', abort: true }),
  z.regex(/^\d+(\.\d{1,2})?$/, { error: '金额应为数字，最多 2 位小数', abort: true }),
  z.refine((value) => new Big(value).gt(0), '金额应大于 0'),
);

/** One way a transfer is settled (chosen: bank transfer and telegraphic transfer). */
export const settleStyle = z.object({ id: z.int(), name: z.string() });
export type SettleStyle = z.infer<typeof settleStyle>;
export const settleStyleList = z.array(settleStyle);
export const SETTLE_STYLES: readonly SettleStyle[] = [
  { id: 1, name: '银行转账' },
  { id: 2, name: '电汇' },
];

/** One of the mall's collection companies (chosen: named by its name). */
export const collectionCompany = z.object({ companyName: z.string() });
export type CollectionCompany = z.infer<typeof collectionCompany>;
export const collectionCompanyList = z.array(collectionCompany);

/** GET collection/account/list: the accounts of one collection company. */
export const collectionAccountQuery = z.object({
  companyName: z.string().check(z.minLength(1, '请选择收款公司')),
});

/** One bank account of the mall. */
export const fundsAccount = z.object({
  id: z.int(),
  companyName: z.string(),
  bankName: z.string(),
  accountNo: z.string(),
});
export type FundsAccount = z.infer<typeof fundsAccount>;
export const fundsAccountList = z.array(fundsAccount);

/** The bank's serial number of the transfer (6–32 letters or digits, as the order payments). */
const serialNo = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9]{6,32}$/, '请输入 6–32 位字母或数字的转账流水号'));

/**
 * POST recharge: the amount transferred, to which account, how, the bank's serial number and
 * the voucher's image (the fileId the upload answered).
 */
export const rechargeRequest = z.object({
  amount: moneyAmount,
  collectionAccountId: z.int().check(z.positive('请选择收款账户')),
  settleStyleId: z.int().check(z.positive('请选择结算方式')),
  serialNo,
  voucherFileId: z.int().check(z.positive('请上传转账凭证')),
});
/** The recharge form's fields (the voucher is uploaded beside them). */
export const rechargeDraft = z.omit(rechargeRequest, { voucherFileId: true });
export type RechargeDraft = z.infer<typeof rechargeDraft>;
export type RechargeRequest = z.infer<typeof rechargeRequest>;

/** POST withdrawCash: the amount, to the company's bank account on file, and the SMS code. */
export const withdrawRequest = z.object({ amount: moneyAmount, smsCode });
export type WithdrawRequest = z.infer<typeof withdrawRequest>;

/** What a recharge or a withdrawal made: its capital record, pending until finance acts. */
export const fundsAction = z.object({ recordId: z.int(), amount: decimal });
export type FundsAction = z.infer<typeof fundsAction>;

/** What a held amount is for (chosen): an order's deposit, an auction deposit, a withdrawal. */
export const HELD_KINDS = ['order', 'auctionDeposit', 'withdrawal'] as const;
export type HeldKind = (typeof HELD_KINDS)[number];
export const HELD_KIND_LABELS: Readonly<Record<HeldKind, string>> = {
  order: '订单定金',
  auctionDeposit: '竞拍保证金',
  withdrawal: '提现待打款',
};

/** One amount held back: what for, its reference (order number, lot), amount and since when. */
export const heldDeposit = z.object({
  kind: z.enum(HELD_KINDS),
  refNo: z.string(),
  amount: decimal,
  reason: z.string(),
  time: dateTime,
});
export type HeldDeposit = z.infer<typeof heldDeposit>;

/** GET getDepositDetails: every amount held, latest first. */
export const depositDetails = z.array(heldDeposit);

/**
 * The reminder raised when finance rejects a recharge, to the user who announced it (chosen in
 * contract/messages.ts: 您的充值申请已被驳回, leading to 资金管理).
 */
export const RECHARGE_REJECTED_REMINDER = '029';

/** Sandbox only: the mall's finance in the back office (no login). */
export const fundsAdminPaths = {
  /** POST { username }: the company's latest announced transfer arrived; the ledger credits it. */
  confirmRecharge: '/__admin/funds/recharge/confirm',
  /**
   * POST { username, reason }: the company's latest announced transfer did not arrive; the record
   * becomes 已驳回 with the reason, no money moves.
   */
  rejectRecharge: '/__admin/funds/recharge/reject',
  /** POST { username }: the company's oldest waiting withdrawal is paid out of its frozen amount. */
  payWithdrawal: '/__admin/funds/withdrawal/pay',
} as const;

export const adminFundsRequest = z.object({ username: mobileNumber });

export const adminRechargeRejection = z.object({
  username: mobileNumber,
  reason: z
    .string()
    .check(z.trim(), z.minLength(1, '请填写驳回原因'), z.maxLength(200, '驳回原因最多 200 个字')),
});
