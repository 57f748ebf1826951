import { groupDigits, toBig, toFixedHalfUp } from '../money.ts';
import type { Numeric } from '../money.ts';

/** The currencies a price can be shown in (spec section 5). */
const CURRENCIES = {
  cn: { code: 'CNY', symbol: '¥' },
  dollar: { code: 'USD', symbol: '$' },
  euro: { code: 'EUR', symbol: '€' },
} as const;
type CurrencyKey = keyof typeof CURRENCIES;

interface FormatCurrencyOptions {
  /** Whether the viewer's company is certified; uncertified viewers see '-'. */
  certified: boolean;
  /** Show the price even to uncertified viewers. */
  ignoreCertification?: boolean;
  /** Show nothing for a negative value. */
  clearIfNegative?: boolean;
  /** Defaults to 'cn'. */
  currency?: CurrencyKey;
  /** Defaults to 2. */
  decimals?: number;
}

/**
 * A price for display: '¥18,950.00'. '-' for uncertified viewers, '' for zero, empty or
 * non-numeric values, and '' for negative values with `clearIfNegative`. Negative values
 * read '-¥1,234.00'.
 */
export function formatCurrency(
  value: Numeric,
  {
    certified,
    ignoreCertification = false,
    clearIfNegative = false,
    currency = 'cn',
    decimals = 2,
  }: FormatCurrencyOptions,
): string {
  if (!certified && !ignoreCertification) return '-';
  const amount = toBig(value);
  if (amount === null || amount.eq(0)) return '';
  if (amount.lt(0) && clearIfNegative) return '';
  const fixed = toFixedHalfUp(amount, decimals);
  const sign = fixed.startsWith('-') ? '-' : '';
  return `${sign}${CURRENCIES[currency].symbol}${groupDigits(fixed.slice(sign.length))}`;
}

/** Default places of `toFixedDecimal` (spec section 9). */
const DEFAULT_FIXED_DECIMALS = 3;

/** A tonnage or price to fixed places, rounded half-up: '12.3456' → '12.346'. '' for zero or non-numeric. */
export function toFixedDecimal(value: Numeric, decimals = DEFAULT_FIXED_DECIMALS): string {
  const amount = toBig(value);
  if (amount === null || amount.eq(0)) return '';
  return toFixedHalfUp(amount, decimals);
}

/**
 * Groups the integer digits with commas and keeps the decimal part as given:
 * '1234567.891' → '1,234,567.891', '1.50' → '1.50'. '' for empty or non-numeric values.
 */
export function thousandth(value: Numeric): string {
  const amount = toBig(value);
  if (amount === null) return '';
  const places = typeof value === 'string' ? /\.(\d+)$/.exec(value.trim())?.[1]?.length : undefined;
  const plain = places === undefined ? amount.toFixed() : amount.toFixed(places);
  return groupDigits(amount.eq(0) ? plain.replace(/^-/, '') : plain);
}

interface GoodsAttributeParts {
  inventory?: string | null;
  surface?: string | null;
  /** The coating. */
  tectorial?: string | null;
}

/** Inventory (optional), surface and coating joined with '/', leaving out empty parts. */
export function goodsAttribute({ inventory, surface, tectorial }: GoodsAttributeParts): string {
  return [inventory, surface, tectorial]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join('/');
}

/**
 * A mainland mobile number with its middle four digits hidden: '13800000001' → '138****0001'.
 * Anything that is not 11 digits is returned as given (trimmed).
 */
export function maskMobile(mobile: string): string {
  const digits = mobile.trim();
  return /^\d{11}$/.test(digits) ? `${digits.slice(0, 3)}****${digits.slice(7)}` : digits;
}
