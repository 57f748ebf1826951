/**
 * What the buyer and the mall's finance do with a company's money at 资金管理: a recharge by
 * transfer with its voucher (announced, then confirmed or rejected with a reason), a withdrawal
 * proved by an SMS code (frozen, then paid out), and removing a recharge finance has not
 * confirmed. Every movement goes through the ledger.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  RECHARGE_REJECTED_REMINDER,
  SETTLE_STYLES,
  WITHDRAW_SMS_TYPE,
} from '@mall/domain/contract/funds';
import type { RechargeRequest } from '@mall/domain/contract/funds';
import { canDeleteRecord, withdrawError } from '@mall/domain/contract/funds';
import type { SandboxDb, SandboxTx } from '../db/client.ts';
import {
  capitalRecords,
  collectionAccounts,
  rechargeDetails,
  userFiles,
  users,
} from '../db/schema.ts';
import { refuse } from '../orders/guards.ts';
import { WRONG_SMS_CODE, redeemSmsCode } from '../sms.ts';
import { raiseReminder } from '../userCentre/certification.ts';
import {
  accountOf,
  announce,
  creditAnnounced,
  freeze,
  NOTHING_PENDING,
  rejectAnnounced,
  spendFreeze,
} from './ledger.ts';

export const NO_SUCH_ACCOUNT = '收款账户不存在';
export const NO_SUCH_SETTLE_STYLE = '结算方式不存在';
export const NO_SUCH_RECORD = '资金记录不存在';
export const RECORD_NOT_DELETABLE = '仅待确认的充值记录可以删除';
export const NO_SUCH_VOUCHER = '转账凭证不存在，请重新上传';
export const NO_VOUCHER = '该记录没有转账凭证';

/** Who announces: the user (whose uploads the voucher must be among) and the company. */
type Payer = { userId: number; companyId: number };

/**
 * Announces a transfer to one of the mall's accounts with its voucher (an image the user
 * uploaded, already checked by its content): a pending recharge; answers its record.
 */
export const announceRecharge = async (
  tx: SandboxTx,
  { userId, companyId }: Payer,
  { amount, collectionAccountId, settleStyleId, serialNo, voucherFileId }: RechargeRequest,
  at: Date,
): Promise<number> => {
  const [account] = await tx
    .select()
    .from(collectionAccounts)
    .where(eq(collectionAccounts.id, collectionAccountId));
  if (!account) return refuse(400, NO_SUCH_ACCOUNT);
  const style = SETTLE_STYLES.find(({ id }) => id === settleStyleId);
  if (!style) return refuse(400, NO_SUCH_SETTLE_STYLE);
  const vouchers = await tx.$count(
    userFiles,
    and(eq(userFiles.id, voucherFileId), eq(userFiles.userId, userId)),
  );
  if (vouchers === 0) return refuse(400, NO_SUCH_VOUCHER);
  const recordId = await announce(tx, companyId, amount, {
    kind: 'recharge',
    reason: `${style.name}充值至 ${account.companyName} ${account.bankName} ${account.accountNo}`,
    refNo: serialNo,
    at,
  });
  await tx.insert(rechargeDetails).values({ recordId, voucherFileId });
  return recordId;
};

/** The voucher image of one of the company's recharges; refuses (404) another's or none. */
export const voucherOf = async (db: SandboxDb, companyId: number, recordId: number) => {
  const [voucher] = await db
    .select({ fileName: userFiles.fileName, mime: userFiles.mime, content: userFiles.content })
    .from(rechargeDetails)
    .innerJoin(capitalRecords, eq(capitalRecords.id, rechargeDetails.recordId))
    .innerJoin(userFiles, eq(userFiles.id, rechargeDetails.voucherFileId))
    .where(and(eq(rechargeDetails.recordId, recordId), eq(capitalRecords.companyId, companyId)));
  return voucher ?? refuse(404, NO_VOUCHER);
};

/** Refuses (400) a withdrawal above what the company has available now. */
const checkAvailable = async (db: SandboxDb | SandboxTx, companyId: number, amount: string) => {
  const account = await accountOf(db, companyId);
  const problem = withdrawError(amount, account.balance);
  return problem ? refuse(400, problem) : account;
};

/**
 * Proves a withdrawal by the SMS code sent to the administrator's mobile (`username`), after
 * checking the amount, so that a refused amount does not use the code up. Outside the
 * withdrawal's transaction: a wrong code counts towards the lock even though nothing is frozen.
 */
export const proveWithdrawal = async (
  db: SandboxDb,
  { companyId, username }: { companyId: number; username: string },
  { amount, smsCode }: { amount: string; smsCode: string },
  at: Date,
): Promise<void> => {
  await checkAvailable(db, companyId, amount);
  const proven = await redeemSmsCode(db, { username, type: WITHDRAW_SMS_TYPE, code: smsCode }, at);
  if (!proven) refuse(400, WRONG_SMS_CODE);
};

/** Freezes a withdrawal to the company's account on file, never above what is available. */
export const requestWithdrawal = async (
  tx: SandboxTx,
  companyId: number,
  amount: string,
  at: Date,
): Promise<number> => {
  const account = await checkAvailable(tx, companyId, amount);
  return freeze(tx, companyId, amount, {
    kind: 'withdrawal',
    reason: `提现至 ${account.bankName} ${account.accountNo}，待财务打款`,
    at,
  });
};

/** Deletes one of the company's records, if it is a recharge still waiting for finance. */
export const deleteRecord = async (tx: SandboxTx, companyId: number, id: number) => {
  const [record] = await tx
    .select()
    .from(capitalRecords)
    .where(and(eq(capitalRecords.id, id), eq(capitalRecords.companyId, companyId)));
  if (!record) return refuse(404, NO_SUCH_RECORD);
  if (!canDeleteRecord(record)) return refuse(400, RECORD_NOT_DELETABLE);
  await tx.delete(capitalRecords).where(eq(capitalRecords.id, id));
};

/** The company of a user, by mobile number (the back office names users so). */
const companyOfUser = async (tx: SandboxTx, username: string): Promise<number> => {
  const [user] = await tx
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.username, username));
  return user?.companyId ?? refuse(404, NOTHING_PENDING);
};

/** A pending record of the company's, of one kind and direction: the latest or the oldest. */
const pendingRecord = async (
  tx: SandboxTx,
  companyId: number,
  kind: 'recharge' | 'withdrawal',
  latest: boolean,
): Promise<number> => {
  const [record] = await tx
    .select({ id: capitalRecords.id })
    .from(capitalRecords)
    .where(
      and(
        eq(capitalRecords.companyId, companyId),
        eq(capitalRecords.kind, kind),
        eq(capitalRecords.status, 'pending'),
      ),
    )
    .orderBy(latest ? desc(capitalRecords.id) : asc(capitalRecords.id))
    .limit(1);
  return record?.id ?? refuse(404, NOTHING_PENDING);
};

/** Finance confirms the user's company's latest announced transfer: the ledger credits it. */
export const confirmRecharge = async (tx: SandboxTx, username: string, at: Date) => {
  const companyId = await companyOfUser(tx, username);
  await creditAnnounced(tx, await pendingRecord(tx, companyId, 'recharge', true), at);
};

/**
 * Finance rejects the company's latest announced transfer with a reason: no money moves, and
 * the user who announced it gets reminder 029.
 */
export const rejectRecharge = async (
  tx: SandboxTx,
  { username, reason }: { username: string; reason: string },
  at: Date,
) => {
  const companyId = await companyOfUser(tx, username);
  const recordId = await pendingRecord(tx, companyId, 'recharge', true);
  await rejectAnnounced(tx, recordId);
  const [rejected] = await tx
    .update(rechargeDetails)
    .set({ rejectReason: reason, decidedAt: at })
    .where(eq(rechargeDetails.recordId, recordId))
    .returning({ voucherFileId: rechargeDetails.voucherFileId });
  // The one who announced the transfer (its voucher is theirs) is told: reminder 029.
  const [announcer] = rejected
    ? await tx
        .select({ userId: userFiles.userId })
        .from(userFiles)
        .where(eq(userFiles.id, rejected.voucherFileId))
    : [];
  if (announcer) await raiseReminder(tx, announcer.userId, RECHARGE_REJECTED_REMINDER, at);
};

/** Finance pays out the company's oldest waiting withdrawal from its frozen amount. */
export const payWithdrawal = async (tx: SandboxTx, username: string, at: Date) => {
  const companyId = await companyOfUser(tx, username);
  await spendFreeze(tx, await pendingRecord(tx, companyId, 'withdrawal', false), {
    kind: 'withdrawal',
    reason: '提现已打款',
    at,
  });
};
