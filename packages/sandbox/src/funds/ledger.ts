/**
 * The one ledger of a company's money at the mall: its available balance and its frozen amount
 * (`company_accounts`), and a capital record for every movement, written with the amounts after
 * it. Every part of the sandbox that moves a company's money goes through these functions.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type {
  CapitalDirection,
  CapitalKind,
  CapitalStatus,
} from '@mall/domain/contract/userCentre';
import { Big } from '@mall/domain/money';
import type { SandboxDb, SandboxTx } from '../db/client.ts';
import { onlyRow } from '../db/client.ts';
import { capitalRecords, companyAccounts } from '../db/schema.ts';
import { refuse } from '../orders/guards.ts';

export const INSUFFICIENT_BALANCE = '账户余额不足';
export const INSUFFICIENT_FROZEN = '冻结金额不足';
/** No pending record of that kind to settle. */
export const NOTHING_PENDING = '没有待处理的资金记录';

/** What a movement is, for its capital record. */
export type LedgerEntry = {
  kind: CapitalKind;
  reason: string;
  /** An order number, a transfer's serial number… */
  refNo?: string;
  /** When it happened; the database's clock when not given. */
  at?: Date;
};

type Account = typeof companyAccounts.$inferSelect;

/** The company's account row, made (empty) on first use: one query once it exists. */
export const accountOf = async (tx: SandboxDb | SandboxTx, companyId: number): Promise<Account> => {
  const read = () =>
    tx.select().from(companyAccounts).where(eq(companyAccounts.companyId, companyId));
  const [found] = await read();
  if (found) return found;
  await tx
    .insert(companyAccounts)
    .values({ companyId, balance: '0.00', bankName: '未登记', accountNo: '' })
    .onConflictDoNothing();
  return read().then(onlyRow);
};

/** A positive amount of money, or nothing to do for zero; a negative one is a bug. */
const moves = (amount: string): boolean => {
  const value = new Big(amount);
  if (value.lt(0)) throw new Error(`ledger: negative amount ${amount}`);
  return value.gt(0);
};

/** Writes the capital record of a movement that has just changed `account`. */
const record = async (
  tx: SandboxTx,
  account: Account,
  amount: string,
  direction: CapitalDirection,
  entry: LedgerEntry,
  status: CapitalStatus,
) => {
  const [row] = await tx
    .insert(capitalRecords)
    .values({
      companyId: account.companyId,
      kind: entry.kind,
      direction,
      amount,
      availableAfter: account.balance,
      frozenAfter: account.frozen,
      reason: entry.reason,
      refNo: entry.refNo ?? null,
      status,
      at: entry.at ?? sql`now()`,
    })
    .returning();
  if (!row) throw new Error('ledger: no record written');
  return row;
};

/**
 * Changes the available and frozen amounts by the given signed deltas, where the guarded
 * column still covers what is taken; answers the account after, or undefined when it did not.
 * One query when the account exists; when nothing was changed, the account is made (empty) if
 * it was missing and the change tried again.
 */
const shift = async (
  tx: SandboxTx,
  companyId: number,
  amount: string,
  change: { balance: -1 | 0 | 1; frozen: -1 | 0 | 1 },
): Promise<Account | undefined> => {
  const guards = [eq(companyAccounts.companyId, companyId)];
  if (change.balance < 0) guards.push(gte(companyAccounts.balance, amount));
  if (change.frozen < 0) guards.push(gte(companyAccounts.frozen, amount));
  const update = async () => {
    const [after] = await tx
      .update(companyAccounts)
      .set({
        balance: sql`${companyAccounts.balance} + ${change.balance} * ${amount}::numeric`,
        frozen: sql`${companyAccounts.frozen} + ${change.frozen} * ${amount}::numeric`,
      })
      .where(and(...guards))
      .returning();
    return after;
  };
  const after = await update();
  if (after) return after;
  await accountOf(tx, companyId);
  return update();
};

/** One kind of movement: how it changes the two amounts, and what a shortfall says. */
interface Movement {
  change: { balance: -1 | 0 | 1; frozen: -1 | 0 | 1 };
  direction: CapitalDirection;
  shortfall: string;
  status: CapitalStatus;
}

/** Makes a movement and its record (refusing a shortfall with 400); answers the record's id. */
const apply = async (
  tx: SandboxTx,
  companyId: number,
  amount: string,
  entry: LedgerEntry,
  { change, direction, shortfall, status }: Movement,
): Promise<number> => {
  const after = await shift(tx, companyId, amount, change);
  if (!after) return refuse(400, shortfall);
  return (await record(tx, after, amount, direction, entry, status)).id;
};

/** A ledger function for one kind of movement; a zero amount moves nothing. */
const mover =
  (movement: Movement) =>
  async (tx: SandboxTx, companyId: number, amount: string, entry: LedgerEntry): Promise<void> => {
    if (moves(amount)) await apply(tx, companyId, amount, entry, movement);
  };

/** Adds money to the available balance. */
export const credit = mover({
  change: { balance: 1, frozen: 0 },
  direction: 'in',
  shortfall: INSUFFICIENT_BALANCE,
  status: 'done',
});

/** Takes money from the available balance, or refuses (400 账户余额不足). */
export const debit = mover({
  change: { balance: -1, frozen: 0 },
  direction: 'out',
  shortfall: INSUFFICIENT_BALANCE,
  status: 'done',
});

/** Gives frozen money back to the available balance (400 冻结金额不足 above the frozen amount). */
export const release = mover({
  change: { balance: 1, frozen: -1 },
  direction: 'release',
  shortfall: INSUFFICIENT_FROZEN,
  status: 'done',
});

/** Pays frozen money out of the company (400 冻结金额不足 above the frozen amount). */
export const spendFrozen = mover({
  change: { balance: 0, frozen: -1 },
  direction: 'out',
  shortfall: INSUFFICIENT_FROZEN,
  status: 'done',
});

/**
 * Holds money back from the available balance (400 账户余额不足 above it); answers the id of
 * its record, `pending` until the frozen money is spent or released.
 */
export const freeze = async (
  tx: SandboxTx,
  companyId: number,
  amount: string,
  entry: LedgerEntry,
): Promise<number> => {
  if (!moves(amount)) throw new Error('ledger: nothing to freeze');
  return apply(tx, companyId, amount, entry, {
    change: { balance: -1, frozen: 1 },
    direction: 'freeze',
    shortfall: INSUFFICIENT_BALANCE,
    status: 'pending',
  });
};

/**
 * A movement announced but not yet made (a recharge by transfer waiting for finance): a
 * `pending` record with today's amounts; answers its id.
 */
export const announce = async (
  tx: SandboxTx,
  companyId: number,
  amount: string,
  entry: LedgerEntry,
): Promise<number> => {
  if (!moves(amount)) throw new Error('ledger: nothing to announce');
  const account = await accountOf(tx, companyId);
  return (await record(tx, account, amount, 'in', entry, 'pending')).id;
};

/**
 * Marks a pending record of that direction `done` (or `rejected`) and answers it; refuses (404)
 * any other.
 */
const settlePending = async (
  tx: SandboxTx,
  recordId: number,
  direction: CapitalDirection,
  status: Exclude<CapitalStatus, 'pending'> = 'done',
) => {
  const [settled] = await tx
    .update(capitalRecords)
    .set({ status })
    .where(
      and(
        eq(capitalRecords.id, recordId),
        eq(capitalRecords.direction, direction),
        eq(capitalRecords.status, 'pending'),
      ),
    )
    .returning();
  return settled ?? refuse(404, NOTHING_PENDING);
};

/**
 * Makes an announced movement (`announce`): credits its amount and writes the amounts after it
 * and its time into its record, now `done`. Refuses (404) a record that is not pending.
 */
export const creditAnnounced = async (tx: SandboxTx, recordId: number, at: Date) => {
  const announced = await settlePending(tx, recordId, 'in');
  const after = await shift(tx, announced.companyId, announced.amount, {
    balance: 1,
    frozen: 0,
  });
  if (!after) throw new Error('ledger: no account to credit');
  await tx
    .update(capitalRecords)
    .set({ availableAfter: after.balance, frozenAfter: after.frozen, at })
    .where(eq(capitalRecords.id, recordId));
};

/**
 * Refuses an announced movement (`announce`) that never came: its record becomes `rejected`, and
 * no money moves. Refuses (404) a record that is not pending.
 */
export const rejectAnnounced = (tx: SandboxTx, recordId: number) =>
  settlePending(tx, recordId, 'in', 'rejected');

/**
 * Spends a pending freeze (`freeze`) out of the company: its record becomes `done`, and the
 * payment out has its own record. Refuses (404) a record that is not a pending freeze.
 */
export const spendFreeze = async (tx: SandboxTx, recordId: number, entry: LedgerEntry) => {
  const held = await settlePending(tx, recordId, 'freeze');
  await spendFrozen(tx, held.companyId, held.amount, { refNo: held.refNo ?? undefined, ...entry });
};

/** What a capital record's movement did to the two amounts: signed changes. */
export const effectOf = (
  record: Pick<typeof capitalRecords.$inferSelect, 'kind' | 'direction' | 'status' | 'amount'>,
): { available: Big; frozen: Big } => {
  const amount = new Big(record.amount);
  const none = new Big(0);
  switch (record.direction) {
    case 'in':
      return { available: record.status === 'done' ? amount : none, frozen: none };
    case 'out':
      // A withdrawal paid out and a won lot's deposit leave from the frozen amount.
      return record.kind === 'withdrawal' || record.kind === 'auctionDeposit'
        ? { available: none, frozen: amount.neg() }
        : { available: amount.neg(), frozen: none };
    case 'freeze':
      return { available: amount.neg(), frozen: amount };
    case 'release':
      return { available: amount, frozen: amount.neg() };
  }
};

/** A company's capital records in time order (the older id first at the same moment). */
export const inTimeOrder = <T extends { at: Date; id: number }>(records: readonly T[]): T[] =>
  records.toSorted((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
