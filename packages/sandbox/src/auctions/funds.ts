/**
 * The auction deposit in the company's ledger: the ONE place auctions touch money. The first
 * bid on a lot freezes its deposit (available → frozen); a lost lot releases it, a won lot's
 * order spends it; each movement has its capital record.
 */
import { and, eq } from 'drizzle-orm';
import type { SandboxTx } from '../db/client.ts';
import { auctionDeposits, auctionLots } from '../db/schema.ts';
import { freeze, release, spendFrozen } from '../funds/ledger.ts';

type DepositRef = { lotId: number; companyId: number };

/** How the ledger names a lot: by its number, as 保证金明细 and the auction pages do. */
export const lotRefNo = (lotNo: string): string => `拍品 ${lotNo}`;

/** The capital record's reference of the lot. */
const refOf = async (tx: SandboxTx, lotId: number): Promise<string> => {
  const [lot] = await tx
    .select({ lotNo: auctionLots.lotNo })
    .from(auctionLots)
    .where(eq(auctionLots.id, lotId));
  return lotRefNo(lot?.lotNo ?? String(lotId));
};

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
  await freeze(tx, ref.companyId, amount, {
    kind: 'auctionDeposit',
    reason: '竞拍保证金冻结',
    refNo: await refOf(tx, ref.lotId),
    at,
  });
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
  if (closed) {
    const entry = { kind: 'auctionDeposit', refNo: await refOf(tx, ref.lotId), at } as const;
    await (status === 'released'
      ? release(tx, ref.companyId, closed.amount, { ...entry, reason: '竞拍未中标，保证金解冻' })
      : spendFrozen(tx, ref.companyId, closed.amount, {
          ...entry,
          reason: '竞拍中标，保证金转为货款',
        }));
  }
  return closed?.amount ?? null;
};

/** Releases the company's frozen deposit on a lot it lost (nothing if none is frozen). */
export const releaseDeposit = (tx: SandboxTx, ref: DepositRef, at: Date) =>
  close(tx, ref, 'released', at);

/** Spends the frozen deposit of a won lot on its order; answers the amount spent. */
export const spendDeposit = (tx: SandboxTx, ref: DepositRef, at: Date) =>
  close(tx, ref, 'spent', at);
