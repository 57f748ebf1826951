/**
 * The one place after-sales money moves on the company balance: refunds go to it, supplementary
 * payments come from it. (The balance is about to become a ledger with records; these two calls
 * are what gets rewired then.)
 */
import type { SandboxTx } from '../db/client.ts';
import { credit, debit } from '../orders/write/payments.ts';

/** Credits a refund to the company balance. */
export const refundToBalance = (tx: SandboxTx, companyId: number, amount: string): Promise<void> =>
  credit(tx, companyId, amount);

/** Takes a supplementary payment from the balance, or refuses (400 账户余额不足). */
export const payFromBalance = (tx: SandboxTx, companyId: number, amount: string): Promise<void> =>
  debit(tx, companyId, amount);
