/**
 * The auction deposit against the company's funds: the ONE place auctions touch money. Today
 * it works over the company balance of the order payments (freezing takes from the balance,
 * releasing gives it back, spending keeps it taken); when the funds become a ledger with frozen
 * money, only this file changes.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { SandboxTx } from '../db/client.ts';
import { auctionDeposits, companyAccounts } from '../db/schema.ts';
import { refuse } from '../orders/guards.ts';
import { INSUFFICIENT_BALANCE, accountOf, credit } from '../orders/write/payments.ts';

type DepositRef = { lotId: number; companyId: number };

/**
 * Freezes the lot's deposit for the company, once: a company that already has one on the lot
 * is left alone. Refuses (400 账户余额不足) when the balance is short.
 */
export const freezeDeposit = async (
  tx: SandboxTx,
  ref: DepositRef,
  amount: string,
  at: Date,
): Promise<void> => {
  const [held] = await tx
    .select({ status: auctionDeposits.status })
    .from(auctionDeposits)
    .where(and(eq(auctionDeposits.lotId, ref.lotId), eq(auctionDeposits.companyId, ref.companyId)));
  if (held) return;
  await accountOf(tx, ref.companyId);
  const taken = await tx
    .update(companyAccounts)
    .set({ balance: sql`${companyAccounts.balance} - ${amount}::numeric` })
    .where(and(eq(companyAccounts.companyId, ref.companyId), gte(companyAccounts.balance, amount)))
    .returning({ companyId: companyAccounts.companyId });
  if (taken.length === 0) refuse(400, INSUFFICIENT_BALANCE);
  await tx.insert(auctionDeposits).values({ ...ref, amount, status: 'frozen', frozenAt: at });
};

/** Closes a frozen deposit: released back to the balance, or spent on the won lot's order. */
const close = async (
  tx: SandboxTx,
  ref: DepositRef,
  status: 'released' | 'spent',
  at: Date,
): Promise<string | null> => {
  const [closed] = await tx
    .update(auctionDeposits)
    .set({ status, closedAt: at })
    .where(
      and(
        eq(auctionDeposits.lotId, ref.lotId),
        eq(auctionDeposits.companyId, ref.companyId),
        eq(auctionDeposits.status, 'frozen'),
      ),
    )
    .returning({ amount: auctionDeposits.amount });
  if (closed && status === 'released') await credit(tx, ref.companyId, closed.amount);
  return closed?.amount ?? null;
};

/** Releases the company's frozen deposit on a lot it lost (nothing if none is frozen). */
export const releaseDeposit = (tx: SandboxTx, ref: DepositRef, at: Date) =>
  close(tx, ref, 'released', at);

/** Spends the frozen deposit of a won lot on its order; answers the amount spent. */
export const spendDeposit = (tx: SandboxTx, ref: DepositRef, at: Date) =>
  close(tx, ref, 'spent', at);
