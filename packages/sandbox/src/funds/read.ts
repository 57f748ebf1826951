/** What the user centre reads of the ledger: the overview and the capital record. */
import { and, desc, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import type {
  CapitalQuery,
  CapitalRecord,
  FundManagementInfo,
} from '@mall/domain/contract/userCentre';
import { Big, yuan } from '@mall/domain/money';
import type { Page } from '@mall/domain/contract';
import type { HeldDeposit } from '@mall/domain/contract/funds';
import type { SandboxDb } from '../db/client.ts';
import { onlyRow } from '../db/client.ts';
import {
  auctionDeposits,
  auctionLots,
  capitalRecords,
  orders,
  payments,
  rechargeDetails,
  userFiles,
} from '../db/schema.ts';
import { chinaDateTime, fromChinaDateTime } from '../time.ts';
import { lotRefNo } from '../auctions/funds.ts';
import { accountOf } from './ledger.ts';

/** The deposits paid on the company's orders not yet completed or cancelled. */
const heldByOpenOrders = (companyId: number) =>
  and(
    eq(orders.companyId, companyId),
    notInArray(orders.stage, ['completed', 'cancelled']),
    eq(payments.kind, 'first'),
    eq(payments.status, 'paid'),
  );

/** The company's balance, frozen and available amounts, and the deposits its open orders hold. */
export const fundInfoOf = async (db: SandboxDb, companyId: number): Promise<FundManagementInfo> => {
  const account = await accountOf(db, companyId);
  const { held } = await db
    .select({ held: sql<string>`coalesce(sum(${payments.amount}), 0)::numeric(14, 2)::text` })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(heldByOpenOrders(companyId))
    .then(onlyRow);
  return {
    balance: yuan(new Big(account.balance).plus(account.frozen)),
    frozen: account.frozen,
    available: account.balance,
    depositsHeld: held,
  };
};

const DAY_MS = 86_400_000;

/** A page of the company's capital record, the latest movement first. */
export const capitalPageOf = async (
  db: SandboxDb,
  companyId: number,
  { pageNum, pageSize, kind, from, to }: CapitalQuery,
): Promise<Page<CapitalRecord>> => {
  const where = and(
    eq(capitalRecords.companyId, companyId),
    kind ? eq(capitalRecords.kind, kind) : undefined,
    from ? gte(capitalRecords.at, fromChinaDateTime(`${from} 00:00:00`)) : undefined,
    to
      ? lt(capitalRecords.at, new Date(fromChinaDateTime(`${to} 00:00:00`).getTime() + DAY_MS))
      : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        record: capitalRecords,
        voucherName: userFiles.fileName,
        rejectReason: rechargeDetails.rejectReason,
      })
      .from(capitalRecords)
      .leftJoin(rechargeDetails, eq(rechargeDetails.recordId, capitalRecords.id))
      .leftJoin(userFiles, eq(userFiles.id, rechargeDetails.voucherFileId))
      .where(where)
      // Newest first by time, as the running balances follow it (the later id first at a tie).
      .orderBy(desc(capitalRecords.at), desc(capitalRecords.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.$count(capitalRecords, where),
  ]);
  return {
    rows: rows.map(({ record: row, voucherName, rejectReason }) => ({
      id: row.id,
      kind: row.kind,
      direction: row.direction,
      amount: row.amount,
      availableAfter: row.availableAfter,
      frozenAfter: row.frozenAfter,
      reason: row.reason,
      refNo: row.refNo,
      status: row.status,
      time: chinaDateTime(row.at),
      ...(voucherName !== null && { voucherName }),
      ...(rejectReason !== null && { rejectReason }),
    })),
    total,
  };
};

/**
 * What the company's money is held for: the deposits paid on its open orders, its frozen
 * auction deposits and its withdrawals waiting to be paid out; the latest first.
 */
export const depositDetailsOf = async (
  db: SandboxDb,
  companyId: number,
): Promise<HeldDeposit[]> => {
  const [orderDeposits, lotDeposits, withdrawals] = await Promise.all([
    db
      .select({
        refNo: orders.orderNo,
        amount: payments.amount,
        paidAt: payments.paidAt,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(heldByOpenOrders(companyId)),
    db
      .select({
        lotNo: auctionLots.lotNo,
        amount: auctionDeposits.amount,
        at: auctionDeposits.frozenAt,
      })
      .from(auctionDeposits)
      .innerJoin(auctionLots, eq(auctionLots.id, auctionDeposits.lotId))
      .where(and(eq(auctionDeposits.companyId, companyId), eq(auctionDeposits.status, 'frozen'))),
    db
      .select()
      .from(capitalRecords)
      .where(
        and(
          eq(capitalRecords.companyId, companyId),
          eq(capitalRecords.kind, 'withdrawal'),
          eq(capitalRecords.direction, 'freeze'),
          eq(capitalRecords.status, 'pending'),
        ),
      ),
  ]);
  const held: (Omit<HeldDeposit, 'time'> & { at: Date })[] = [
    ...orderDeposits.map(({ refNo, amount, paidAt, createdAt }) => ({
      kind: 'order' as const,
      refNo,
      amount,
      reason: '订单定金，订单完成或取消后结清',
      at: paidAt ?? createdAt,
    })),
    ...lotDeposits.map(({ lotNo, amount, at }) => ({
      kind: 'auctionDeposit' as const,
      refNo: lotRefNo(lotNo),
      amount: yuan(amount),
      reason: '竞拍保证金，未中标解冻，中标转为货款',
      at,
    })),
    ...withdrawals.map((row) => ({
      kind: 'withdrawal' as const,
      refNo: `提现 ${row.id}`,
      amount: row.amount,
      reason: row.reason,
      at: row.at,
    })),
  ];
  return held
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .map(({ at, ...rest }) => ({ ...rest, time: chinaDateTime(at) }));
};
