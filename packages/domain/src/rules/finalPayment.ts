import type { OrderLine, OrderSummary } from '../contract/orders.ts';
import { bigOrZero, toBig, yuan } from '../money.ts';

/** What an order's final payment comes to: a supplement to pay, a refund to the balance, or nothing. */
interface FinalBalance {
  kind: 'supplement' | 'refund' | 'settled';
  /** CNY, 2 decimals, never negative. */
  amount: string;
}

/** The weighed amount less what the order paid (before weighing: nothing is due yet). */
export function finalBalance(
  order: Pick<OrderSummary, 'weighedAmount' | 'paidAmount'>,
): FinalBalance {
  const weighed = toBig(order.weighedAmount);
  const paid = bigOrZero(order.paidAmount);
  if (weighed === null) return { kind: 'settled', amount: '0.00' };
  const difference = weighed.minus(paid);
  const amount = yuan(difference.abs());
  if (amount === '0.00') return { kind: 'settled', amount };
  return { kind: difference.gt(0) ? 'supplement' : 'refund', amount };
}

/** A line can be settled once weighed and until its final payment is made. */
export const isFinalPayable = (line: Pick<OrderLine, 'weighedWeight' | 'finalPaid'>): boolean =>
  line.weighedWeight !== null && !line.finalPaid;

/** The lines selected at first: every weighed, unpaid line. */
export const defaultFinalSelection = (
  lines: readonly Pick<OrderLine, 'detailId' | 'weighedWeight' | 'finalPaid'>[],
): number[] => lines.filter(isFinalPayable).map((line) => line.detailId);
