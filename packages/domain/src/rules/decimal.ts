import Big from 'big.js';

/** What the display rules accept: a decimal string from the contract, a number, or nothing. */
export type Numeric = string | number | null | undefined;

/** The value as a Big, or null when it is empty or not a finite number. */
export function toBig(value: Numeric): Big | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === '' || (typeof text === 'number' && !Number.isFinite(text))) return null;
  try {
    return new Big(text);
  } catch {
    return null;
  }
}

/** `value` rounded half-up to `decimals` places, in plain notation, never '-0.00'. */
export function toFixedHalfUp(value: Big, decimals: number): string {
  const rounded = value.round(decimals, Big.roundHalfUp);
  return (rounded.eq(0) ? rounded.abs() : rounded).toFixed(decimals);
}

/** Groups the integer digits of a plain decimal string ('-1234.5' → '-1,234.5'). */
export function groupDigits(plain: string): string {
  const [integer = '', fraction] = plain.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
