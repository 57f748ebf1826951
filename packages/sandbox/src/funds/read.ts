/** What the user centre reads of the ledger: the overview and the capital record. */
import { and, desc, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type {
  CapitalQuery,
  CapitalRecord,
  FundManagementInfo,
} from '@mall/domain/contract/userCentre';
import { Big, yuan } from '@mall/domain/money';
import type { Page } from '@mall/domain/contract';
import type { SandboxDb } from '../db/client.ts';
import { onlyRow } from '../db/client.ts';
import { capitalRecords, orders, payments } from '../db/schema.ts';
import { chinaDateTime, fromChinaDateTime } from '../time.ts';
import { accountOf } from './ledger.ts';

/** The company's balance, frozen and available amounts, and the deposits its open orders hold. */
export const fundInfoOf = async (db: SandboxDb, companyId: number): Promise<FundManagementInfo> => {
  const account = await accountOf(db, companyId);
  const { held } = await db
    .select({ held: sql<string>`coalesce(sum(${payments.amount}), 0)::numeric(14, 2)::text` })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(orders.companyId, companyId),
        notInArray(orders.stage, ['completed', 'cancelled']),
        eq(payments.kind, 'first'),
        inArray(payments.status, ['paid']),
      ),
    )
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
      .select()
      .from(capitalRecords)
      .where(where)
      .orderBy(desc(capitalRecords.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.$count(capitalRecords, where),
  ]);
  return {
    rows: rows.map((row) => ({
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
    })),
    total,
  };
};
