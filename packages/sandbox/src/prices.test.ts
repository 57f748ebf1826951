import { describe, expect, it } from 'vitest';
import { chinaDate, nextPrice, tradingDays } from './prices.ts';

describe('the price series', () => {
  it('dates by the calendar in China', () => {
    expect(chinaDate(new Date('2026-03-18T15:59:00Z'))).toBe('2026-03-18');
    expect(chinaDate(new Date('2026-03-18T16:00:00Z'))).toBe('2026-03-19');
  });

  it('trades Monday to Friday', () => {
    expect(tradingDays('2026-03-19', '2026-03-24')).toEqual([
      '2026-03-19',
      '2026-03-20',
      '2026-03-23',
      '2026-03-24',
    ]);
  });

  it('steps by whole tens of yuan, the same for the same day', () => {
    const next = nextPrice(19_500, '2026-03-18');
    expect(next % 10).toBe(0);
    expect(Math.abs(next - 19_500)).toBeLessThan(400);
    expect(nextPrice(19_500, '2026-03-18')).toBe(next);
  });
});
