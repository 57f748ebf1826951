import type { FeeItem, OrderLine, OrderSummary } from '../contract/orders.ts';
import type { Numeric, Big } from '../money.ts';
import { bigOrZero, toBig, yuan } from '../money.ts';

/** What an order's final payment comes to: a supplement to pay, a refund to the balance, or nothing. */
interface FinalBalance {
  kind: 'supplement' | 'refund' | 'settled';
  /** CNY, 2 decimals, never negative. */
  amount: string;
}

/** A net amount as what it asks: a supplement above zero, a refund below, nothing at zero. */
const balanceOf = (net: Big): FinalBalance => {
  const amount = yuan(net.abs());
  if (amount === '0.00') return { kind: 'settled', amount };
  return { kind: net.gt(0) ? 'supplement' : 'refund', amount };
};

/**
 * What a final payment settles: the weighed amount, the 过户费 of the order's confirmation
 * (TRANSFER_FEE_PER_TONNE × ordered tonnes, fixed when ordered, shared over the lines by amount
 * as the deposit is; none for an order placed without it), and what was paid towards them.
 */
export interface FinalSumInput {
  weighedAmount: Numeric;
  transferFee?: Numeric;
  depositPaid: Numeric;
  diffPaid: Numeric;
}

/**
 * THE one sum of a final payment, for the list, the detail, the payment page, the sandbox and
 * the contract alike: weighed amount + 过户费 − deposit paid − differences paid = one net
 * amount, a supplement to pay or a refund (never both).
 */
export function finalSum({ weighedAmount, transferFee, depositPaid, diffPaid }: FinalSumInput): {
  net: string;
  balance: FinalBalance;
} {
  const net = bigOrZero(weighedAmount)
    .plus(bigOrZero(transferFee))
    .minus(bigOrZero(depositPaid))
    .minus(bigOrZero(diffPaid));
  return { net: yuan(net), balance: balanceOf(net) };
}

/**
 * The same sum as the lines fee/detail answers, a running sum down to one net line:
 * 货款（按过磅）, + 过户费 (when the order carries it), − 已付定金, − 差价款, then 应付尾款 or 应退款.
 */
export function finalFeeLines(input: FinalSumInput): FeeItem[] {
  const { balance } = finalSum(input);
  const fee = bigOrZero(input.transferFee);
  return [
    { label: '货款（按过磅）', amount: yuan(bigOrZero(input.weighedAmount)) },
    ...(fee.eq(0) ? [] : [{ label: '过户费', amount: yuan(fee) }]),
    { label: '已付定金', amount: yuan(bigOrZero(input.depositPaid).neg()) },
    { label: '差价款', amount: yuan(bigOrZero(input.diffPaid).neg()) },
    { label: balance.kind === 'refund' ? '应退款' : '应付尾款', amount: balance.amount },
  ];
}

/**
 * An order's final balance from its summary: the weighed amount less everything it paid, the
 * sum of `finalSum` once its final payments are counted (before weighing: nothing is due yet).
 */
export function finalBalance(
  order: Pick<OrderSummary, 'weighedAmount' | 'paidAmount' | 'transferFee'>,
): FinalBalance {
  const weighed = toBig(order.weighedAmount);
  if (weighed === null) return { kind: 'settled', amount: '0.00' };
  return finalSum({
    weighedAmount: weighed.toString(),
    transferFee: order.transferFee,
    depositPaid: order.paidAmount,
    diffPaid: 0,
  }).balance;
}

/** A line can be settled once weighed and until its final payment is made. */
export const isFinalPayable = (line: Pick<OrderLine, 'weighedWeight' | 'finalPaid'>): boolean =>
  line.weighedWeight !== null && !line.finalPaid;

/** The lines selected at first: every weighed, unpaid line. */
export const defaultFinalSelection = (
  lines: readonly Pick<OrderLine, 'detailId' | 'weighedWeight' | 'finalPaid'>[],
): number[] => lines.filter(isFinalPayable).map((line) => line.detailId);
