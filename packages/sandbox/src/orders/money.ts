/**
 * Money and tonnes of the order area, exact with big.js: CNY to the fen, tonnes to the
 * kilogram, rounded half up. Values travel as decimal strings, as the contract's.
 */
import Big from 'big.js';
import { DEPOSIT_RATE, INVOICE_TAX_RATE } from '@mall/domain/contract/orders';
import { createRandom, seedFromString } from '../random.ts';

/** A decimal string (or Big) rounded half up to `decimals`, never '-0.00'. */
const fixed = (value: Big.BigSource, decimals: number): string => {
  const rounded = new Big(value).round(decimals, Big.roundHalfUp);
  return (rounded.eq(0) ? rounded.abs() : rounded).toFixed(decimals);
};

/** CNY to the fen, e.g. '12345.60'. */
export const yuan = (value: Big.BigSource): string => fixed(value, 2);
/** Tonnes to the kilogram, e.g. '1.250'. */
export const tonnes = (value: Big.BigSource): string => fixed(value, 3);

/** The sum of decimal strings, exact. */
export const sum = (values: readonly Big.BigSource[]): Big =>
  values.reduce<Big>((total, value) => total.plus(value), new Big(0));

/** a − b, floored at zero. */
export const atLeastZero = (value: Big): Big => (value.gt(0) ? value : new Big(0));

/** weight × unitPrice, to the fen. */
export const lineAmount = (weight: Big.BigSource, unitPrice: Big.BigSource): string =>
  yuan(new Big(weight).times(unitPrice));

/** The deposit of an ordered amount: DEPOSIT_RATE of it, to the fen. */
export const depositOf = (total: Big.BigSource): string => yuan(new Big(total).times(DEPOSIT_RATE));

/** The VAT inside a tax-included amount: amount × rate / (1 + rate), to the fen. */
export const taxOf = (amount: Big.BigSource): string =>
  yuan(new Big(amount).times(INVOICE_TAX_RATE).div(new Big(1).plus(INVOICE_TAX_RATE)));

/**
 * `total` shared over `weights` in proportion, to the fen: each share rounded, the last one
 * taking what rounding left, so that the shares add up to `total` exactly.
 */
export const shareByWeight = (
  total: Big.BigSource,
  weights: readonly Big.BigSource[],
): string[] => {
  const whole = sum(weights);
  if (weights.length === 0) return [];
  const shares = weights
    .slice(0, -1)
    .map((weight) => (whole.eq(0) ? '0.00' : yuan(new Big(total).times(weight).div(whole))));
  return [...shares, yuan(new Big(total).minus(sum(shares)))];
};

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
  /** The deposit and the differences paid, as shared to those lines. */
  depositShare: string;
  diffShare: string;
  paidShare: string;
  /** weighedAmount − paidShare: > 0 to pay, < 0 to refund. */
  net: string;
};

/**
 * The settlement of `selected` lines of an order (every weighed, unpaid line when empty): the
 * deposit and the differences paid are shared over all the order's lines by amount, and each
 * settled line owes its weighed amount less its shares.
 */
export const settle = (
  lines: readonly SettlementLine[],
  depositPaid: Big.BigSource,
  diffPaid: Big.BigSource,
  selected: readonly number[],
): Settlement => {
  const amounts = lines.map(({ amount }) => amount);
  const depositShares = shareByWeight(depositPaid, amounts);
  const diffShares = shareByWeight(diffPaid, amounts);
  const settled = lines.flatMap((line, index) =>
    line.weighedAmount !== null &&
    !line.finalPaid &&
    (selected.length === 0 || selected.includes(line.detailId))
      ? [{ line, deposit: depositShares[index] ?? '0', diff: diffShares[index] ?? '0' }]
      : [],
  );
  const weighed = sum(settled.map(({ line }) => line.weighedAmount ?? '0'));
  const deposit = sum(settled.map(({ deposit }) => deposit));
  const diff = sum(settled.map(({ diff }) => diff));
  return {
    detailIds: settled.map(({ line }) => line.detailId),
    weighedAmount: yuan(weighed),
    depositShare: yuan(deposit),
    diffShare: yuan(diff),
    paidShare: yuan(deposit.plus(diff)),
    net: yuan(weighed.minus(deposit).minus(diff)),
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
