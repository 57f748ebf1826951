import { Big, bigOrZero, yuan } from '../money.ts';

/**
 * The VAT inside a tax-included amount, as the invoice shows it: amount × rate / (1 + rate),
 * rounded half up to the fen. Empty or non-numeric amounts count as 0.
 */
export function includedTax(amount: string, rate: string): string {
  const share = new Big(rate);
  return yuan(bigOrZero(amount).times(share).div(share.plus(1)));
}

/** A rate such as '0.13' as a percentage for display: '13%'; '0.065' → '6.5%'. */
export function ratePercent(rate: string): string {
  return `${bigOrZero(rate).times(100).toFixed()}%`;
}
