import { groupDigits, toBig, yuan } from '../money.ts';
import type { Numeric } from '../money.ts';

/** Up is shown red and down green, as Chinese markets show them. */
type PriceDirection = 'up' | 'down' | 'flat';

/** A day's price change for display: '+70.00' up, '-120.00' down, '0.00' flat; null when not numeric. */
export function priceChange(change: Numeric): { text: string; direction: PriceDirection } | null {
  const amount = toBig(change);
  if (amount === null) return null;
  const fixed = yuan(amount);
  const direction: PriceDirection = fixed.startsWith('-')
    ? 'down'
    : /^0\.00$/.test(fixed)
      ? 'flat'
      : 'up';
  const sign = direction === 'up' ? '+' : '';
  return { text: `${sign}${groupDigits(fixed)}`, direction };
}
