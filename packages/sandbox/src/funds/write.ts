/**
 * What the buyer and the mall's finance do with a company's money at 资金管理: a recharge by
 * transfer (announced, then confirmed), a withdrawal (frozen, then paid out), and removing a
 * recharge finance has not confirmed. Every movement goes through the ledger.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { SETTLE_STYLES } from '@mall/domain/contract/funds';
import type { RechargeRequest } from '@mall/domain/contract/funds';
import { canDeleteRecord, withdrawError } from '@mall/domain/contract/funds';
import type { SandboxTx } from '../db/client.ts';
import { capitalRecords, collectionAccounts, users } from '../db/schema.ts';
import { refuse } from '../orders/guards.ts';
import {
  accountOf,
  announce,
  creditAnnounced,
  freeze,
  NOTHING_PENDING,
  spendFreeze,
} from './ledger.ts';

export const NO_SUCH_ACCOUNT = '收款账户不存在';
export const NO_SUCH_SETTLE_STYLE = '结算方式不存在';
export const NO_SUCH_RECORD = '资金记录不存在';
export const RECORD_NOT_DELETABLE = '仅待确认的充值记录可以删除';

/** Announces a transfer to one of the mall's accounts: a pending recharge; answers its record. */
export const announceRecharge = async (
  tx: SandboxTx,
  companyId: number,
  { amount, collectionAccountId, settleStyleId, serialNo }: RechargeRequest,
  at: Date,
): Promise<number> => {
  const [account] = await tx
    .select()
    .from(collectionAccounts)
    .where(eq(collectionAccounts.id, collectionAccountId));
  if (!account) return refuse(400, NO_SUCH_ACCOUNT);
  const style = SETTLE_STYLES.find(({ id }) => id === settleStyleId);
  if (!style) return refuse(400, NO_SUCH_SETTLE_STYLE);
  return announce(tx, companyId, amount, {
    kind: 'recharge',
    reason: `${style.name}充值至 ${account.companyName} ${account.bankName} ${account.accountNo}`,
    refNo: serialNo,
    at,
  });
};

/** Freezes a withdrawal to the company's account on file, never above what is available. */
export const requestWithdrawal = async (
  tx: SandboxTx,
  companyId: number,
  amount: string,
  at: Date,
): Promise<number> => {
  const account = await accountOf(tx, companyId);
  const problem = withdrawError(amount, account.balance);
  if (problem) return refuse(400, problem);
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

/** Finance pays out the company's oldest waiting withdrawal from its frozen amount. */
export const payWithdrawal = async (tx: SandboxTx, username: string, at: Date) => {
  const companyId = await companyOfUser(tx, username);
  await spendFreeze(tx, await pendingRecord(tx, companyId, 'withdrawal', false), {
    kind: 'withdrawal',
    reason: '提现已打款',
    at,
  });
};
