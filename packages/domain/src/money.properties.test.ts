import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Big, lineAmount, shareByWeight, sum, tonnes, yuan } from './money.ts';

// The one decimal module's promises, on amounts fast-check makes up: exact, half up, to the fen.

/** A decimal string with up to 6 decimals and 10 integer digits, either sign. */
const decimal = fc
  .tuple(fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n }), fc.integer({ min: 0, max: 6 }))
  .map(([units, scale]) => new Big(units.toString()).div(new Big(10).pow(scale)).toFixed());
const nonNegative = decimal.map((text) => new Big(text).abs().toFixed());
const HALF_FEN = new Big('0.005');

describe('yuan', () => {
  it('has two decimals, lies within half a fen, and rounds a half away from zero', () => {
    fc.assert(
      fc.property(decimal, (text) => {
        const rounded = yuan(text);
        expect(rounded).toMatch(/^-?\d+\.\d{2}$/);
        const gap = new Big(rounded).minus(text);
        expect(gap.abs().lte(HALF_FEN)).toBe(true);
        if (gap.abs().eq(HALF_FEN)) expect(gap.s).toBe(new Big(text).s);
        expect(rounded).not.toBe('-0.00');
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves an amount already in fen as it is', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }), (fen) => {
        const amount = new Big(fen.toString()).div(100);
        expect(new Big(yuan(amount)).eq(amount)).toBe(true);
      }),
    );
  });
});

describe('tonnes', () => {
  it('has three decimals and lies within half a kilogram', () => {
    fc.assert(
      fc.property(nonNegative, (text) => {
        const rounded = tonnes(text);
        expect(rounded).toMatch(/^\d+\.\d{3}$/);
        expect(new Big(rounded).minus(text).abs().lte('0.0005')).toBe(true);
      }),
    );
  });
});

describe('line amounts', () => {
  it('are weight times price to the fen', () => {
    fc.assert(
      fc.property(nonNegative, nonNegative, (weight, price) => {
        const exact = new Big(weight).times(price);
        expect(new Big(lineAmount(weight, price)).minus(exact).abs().lte(HALF_FEN)).toBe(true);
      }),
    );
  });
});

describe('sharing an amount by weight', () => {
  const fenAmount = fc
    .bigInt({ min: 0n, max: 10n ** 12n })
    .map((fen) => yuan(new Big(fen.toString()).div(100)));
  const weights = fc.array(
    fc.integer({ min: 0, max: 1_000_000 }).map((grams) => new Big(grams).div(1000).toFixed(3)),
    { minLength: 1, maxLength: 12 },
  );

  it('adds up to the amount exactly', () => {
    fc.assert(
      fc.property(fenAmount, weights, (total, parts) => {
        const shares = shareByWeight(total, parts);
        expect(shares).toHaveLength(parts.length);
        expect(yuan(sum(shares))).toBe(total);
      }),
      { numRuns: 1000 },
    );
  });

  it('never gives a share below zero, nor one further from its part than a fen per line', () => {
    fc.assert(
      fc.property(fenAmount, weights, (total, parts) => {
        const whole = sum(parts);
        const shares = shareByWeight(total, parts);
        shares.forEach((share, i) => {
          expect(new Big(share).gte(0)).toBe(true);
          if (whole.gt(0)) {
            const fair = new Big(total).times(parts[i] ?? 0).div(whole);
            expect(new Big(share).minus(fair).abs().lte(new Big('0.01').times(parts.length))).toBe(
              true,
            );
          }
        });
      }),
      { numRuns: 1000 },
    );
  });
});
