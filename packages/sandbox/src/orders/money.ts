/**
 * The order area's own money: the deposit, the VAT inside an amount, the settlement of a final
 * payment and the weighed tonnes, built on the workspace's exact-decimal module.
 */
import { DEPOSIT_RATE, INVOICE_TAX_RATE, finalSum } from '@mall/domain/contract/orders';
import { Big, shareByWeight, sum, tonnes, yuan } from '@mall/domain/money';
import { createRandom, seedFromString } from '../random.ts';

/** The deposit of an ordered amount: DEPOSIT_RATE of it, to the fen. */
export const depositOf = (total: Big.BigSource): string => yuan(new Big(total).times(DEPOSIT_RATE));

/** The VAT inside a tax-included amount: amount × rate / (1 + rate), to the fen. */
export const taxOf = (amount: Big.BigSource): string =>
  yuan(new Big(amount).times(INVOICE_TAX_RATE).div(new Big(1).plus(INVOICE_TAX_RATE)));

/** A line of an order as the settlement sees it. */
export type SettlementLine = {
  detailId: number;
  amount: string;
  weighedAmount: string | null;
  finalPaid: boolean;
};

/** What the final payment of some lines of one order comes to. */
export type Settlement = {
  /** The lines settled: selected, weighed and not yet paid. */
  detailIds: number[];
  weighedAmount: string;
  /** The order's 过户费, the deposit and the differences paid, as shared to those lines. */
  feeShare: string;
  depositShare: string;
  diffShare: string;
  paidShare: string;
  /** weighedAmount + feeShare − paidShare (finalSum, the one sum): > 0 to pay, < 0 to refund. */
  net: string;
};

/**
 * The settlement of `selected` lines of an order (every weighed, unpaid line when empty): the
 * order's 过户费, the deposit and the differences paid are shared over all the order's lines by
 * amount, and each settled line owes its weighed amount and fee share less its paid shares.
 */
export const settle = (
  lines: readonly SettlementLine[],
  {
    depositPaid,
    diffPaid,
    transferFee,
  }: Record<'depositPaid' | 'diffPaid' | 'transferFee', Big.BigSource>,
  selected: readonly number[],
): Settlement => {
  const amounts = lines.map(({ amount }) => amount);
  const feeShares = shareByWeight(transferFee, amounts);
  const depositShares = shareByWeight(depositPaid, amounts);
  const diffShares = shareByWeight(diffPaid, amounts);
  const settled = lines.flatMap((line, index) =>
    line.weighedAmount !== null &&
    !line.finalPaid &&
    (selected.length === 0 || selected.includes(line.detailId))
      ? [
          {
            line,
            fee: feeShares[index] ?? '0',
            deposit: depositShares[index] ?? '0',
            diff: diffShares[index] ?? '0',
          },
        ]
      : [],
  );
  const weighed = sum(settled.map(({ line }) => line.weighedAmount ?? '0'));
  const fee = sum(settled.map(({ fee }) => fee));
  const deposit = sum(settled.map(({ deposit }) => deposit));
  const diff = sum(settled.map(({ diff }) => diff));
  return {
    detailIds: settled.map(({ line }) => line.detailId),
    weighedAmount: yuan(weighed),
    feeShare: yuan(fee),
    depositShare: yuan(deposit),
    diffShare: yuan(diff),
    paidShare: yuan(deposit.plus(diff)),
    net: finalSum({
      weighedAmount: weighed.toString(),
      transferFee: fee.toString(),
      depositPaid: deposit.toString(),
      diffPaid: diff.toString(),
    }).net,
  };
};

/** The lowest and highest weighing factor, in thousandths. */
const FACTOR_PERMILLE = [970, 1040] as const;

/**
 * Tonnes weighed for a line when the back office gives none: the ordered tonnes times a factor
 * between 0.97 and 1.04 that depends only on `key` (e.g. the order number and the line id).
 */
export const weighedTonnes = (weight: Big.BigSource, key: string): string => {
  const permille = createRandom(seedFromString(key)).int(...FACTOR_PERMILLE);
  return tonnes(new Big(weight).times(permille).div(1000));
};
