/**
 * The one exact-decimal module of the workspace: money to the fen and tonnes to the kilogram,
 * with big.js, rounded half up. Values travel as decimal strings, as the contract's do. The
 * client's rules, the MSW fixtures and the sandbox (its one import beside the contract) all
 * compute with these, so a figure is the same number wherever it is worked out.
 */
import Big from 'big.js';

export { Big };

/** What the rules accept: a decimal string from the contract, a number, or nothing. */
export type Numeric = string | number | null | undefined;

/** Places of money (the fen) and of tonnage (the kilogram). */
export const MONEY_DECIMALS = 2;
export const TONNE_DECIMALS = 3;

/** The value as a Big, or null when it is empty or not a finite number. */
export function toBig(value: Numeric | Big): Big | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Big) return value;
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === '' || (typeof text === 'number' && !Number.isFinite(text))) return null;
  try {
    return new Big(text);
  } catch {
    return null;
  }
}

/** The value as a Big, with empty or non-numeric values counting as 0. */
export const bigOrZero = (value: Numeric | Big): Big => toBig(value) ?? new Big(0);

/** `value` rounded half-up to `decimals` places, in plain notation, never '-0.00'. */
export function toFixedHalfUp(value: Big.BigSource, decimals: number): string {
  const rounded = new Big(value).round(decimals, Big.roundHalfUp);
  return (rounded.eq(0) ? rounded.abs() : rounded).toFixed(decimals);
}

/** CNY to the fen, e.g. '12345.60'. */
export const yuan = (value: Big.BigSource): string => toFixedHalfUp(value, MONEY_DECIMALS);

/** Tonnes to the kilogram, e.g. '1.250'. */
export const tonnes = (value: Big.BigSource): string => toFixedHalfUp(value, TONNE_DECIMALS);

/** Aluminium's density in g/cm³, for the theoretical weight of pieces. */
export const ALUMINIUM_DENSITY = '2.71';

/**
 * The theoretical weight of one aluminium piece (a plate, a sheet, a bar) in tonnes, exact:
 * thickness × width × length in mm (mm³ → cm³ is 1e-3) × 2.71 g/cm³ (g → t is 1e-6). Null
 * unless all three sizes are numbers above 0. The goods detail shows it per piece and the
 * inquiry form for a line in pieces, both rounded with `tonnes`.
 */
export function pieceWeight(thickness: Numeric, width: Numeric, length: Numeric): Big | null {
  const sizes = [thickness, width, length].map((size) => toBig(size));
  if (sizes.some((size) => size === null || size.lte(0))) return null;
  const cubicMm = sizes.reduce<Big>((volume, size) => volume.times(size ?? 0), new Big(1));
  return cubicMm.times(ALUMINIUM_DENSITY).div(1_000_000_000);
}

/** The exact sum; empty or non-numeric values count as 0. */
export const sum = (values: readonly (Numeric | Big)[]): Big =>
  values.reduce<Big>((total, value) => total.plus(bigOrZero(value)), new Big(0));

/** The value, floored at zero. */
export const atLeastZero = (value: Big): Big => (value.gt(0) ? value : new Big(0));

/** weight × unitPrice, to the fen; an empty or non-numeric factor counts as 0. */
export const lineAmount = (weight: Numeric | Big, unitPrice: Numeric | Big): string =>
  yuan(bigOrZero(weight).times(bigOrZero(unitPrice)));

/**
 * `total` shared over `weights` in proportion, to the fen, by largest remainder: each share is
 * its exact part rounded down to the fen, and the fen left go one each to the shares that lost
 * most (the later one on a tie). So the shares add up to `total` exactly, none is more than a
 * fen from its exact part, and none has the opposite sign of `total`. With no weight at all the
 * last share takes the whole.
 */
export const shareByWeight = (
  total: Big.BigSource,
  weights: readonly Big.BigSource[],
): string[] => {
  if (weights.length === 0) return [];
  const amount = new Big(total);
  const whole = sum(weights.map((weight) => new Big(weight)));
  if (whole.eq(0)) return weights.map((_, i) => (i === weights.length - 1 ? yuan(amount) : '0.00'));
  const fen = amount.abs().times(100).round(0, Big.roundHalfUp);
  const exact = weights.map((weight) => fen.times(weight).div(whole));
  const shares = exact.map((part) => part.round(0, Big.roundDown));
  const left = fen.minus(sum(shares)).toNumber();
  exact
    .map((part, i) => ({ i, lost: part.minus(shares[i] ?? 0) }))
    .sort((a, b) => b.lost.cmp(a.lost) || b.i - a.i)
    .slice(0, left)
    .forEach(({ i }) => {
      shares[i] = (shares[i] ?? new Big(0)).plus(1);
    });
  return shares.map((share) => yuan(share.div(100).times(amount.s)));
};

/** Groups the integer digits of a plain decimal string ('-1234.5' → '-1,234.5'). */
export function groupDigits(plain: string): string {
  const [integer = '', fraction] = plain.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * An amount as every screen and printed document writes it: to the fen, with thousands
 * separators, without the symbol ('155770.1' → '155,770.10'). '-' for an empty or non-numeric
 * value (a line without a quote).
 */
export const groupedYuan = (value: Numeric | Big): string => {
  const amount = toBig(value);
  return amount === null ? '-' : groupDigits(yuan(amount));
};
