/**
 * The one place after-sales money moves in the company's ledger: refunds go to the available
 * balance, supplementary payments come from it, each with its capital record naming the
 * application.
 */
import type { SandboxTx } from '../db/client.ts';
import { credit, debit } from '../funds/ledger.ts';

/** Credits a refund to the company balance, dated as the application's step. */
export const refundToBalance = (
  tx: SandboxTx,
  companyId: number,
  amount: string,
  afterSaleNo: string,
  at: Date,
): Promise<void> =>
  credit(tx, companyId, amount, { kind: 'refund', reason: '售后退款', refNo: afterSaleNo, at });

/** Takes a supplementary payment from the balance, or refuses (400 账户余额不足). */
export const payFromBalance = (
  tx: SandboxTx,
  companyId: number,
  amount: string,
  afterSaleNo: string,
  at: Date,
): Promise<void> =>
  debit(tx, companyId, amount, { kind: 'supplement', reason: '售后补款', refNo: afterSaleNo, at });
