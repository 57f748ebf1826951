import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Big } from '../money.ts';
import { moneyAmount } from './funds.ts';
import { forgetRequest } from './gateway.ts';
import { tonnage } from './goods.ts';
import { mobileNumber } from './validation.ts';

// The field rules the forms and the sandbox share, checked against rules written out again here
// character by character, on inputs fast-check makes up rather than on the ones written down.

const DIGITS = '0123456789';
const isDigits = (text: string) => text.length > 0 && [...text].every((ch) => DIGITS.includes(ch));
/** A character String.prototype.trim takes away: what `\s` matches. */
const isSpace = (ch: string) => ch.trim() === '';

/** Strings near the rule's edge: digit runs of every length, with spaces, signs and letters. */
const nearDigits = fc
  .tuple(
    fc.constantFrom('', ' ', '\u3000', '\t', '+86'),
    fc.string({ unit: fc.constantFrom(...DIGITS, '.', 'a', ' ', '-'), maxLength: 14 }),
    fc.constantFrom('', ' ', '\n'),
  )
  .map((parts) => parts.join(''));
const anyText = fc.oneof(nearDigits, fc.string(), fc.string({ unit: 'grapheme' }));

const accepts = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('mobile numbers', () => {
  const mobileOracle = (text: string) => {
    const number = text.trim();
    return (
      number.length === 11 &&
      isDigits(number) &&
      number[0] === '1' &&
      '3456789'.includes(number[1] ?? '')
    );
  };

  it('are accepted exactly when 11 digits start 13 to 19, spaces around ignored', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(accepts(mobileNumber, text)).toBe(mobileOracle(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('accept every number of the mainland pattern', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^1[3-9]\d{9}$/), (number) => {
        expect(accepts(mobileNumber, number)).toBe(true);
      }),
    );
  });
});

describe('new passwords', () => {
  const password = forgetRequest.shape.password;
  const passwordOracle = (text: string) => {
    const chars = [...text];
    return (
      text.length >= 8 &&
      text.length <= 20 &&
      !chars.some(isSpace) &&
      chars.some((ch) => /^[A-Za-z]$/.test(ch)) &&
      chars.some((ch) => DIGITS.includes(ch))
    );
  };
  const passwordLike = fc.string({
    unit: fc.constantFrom('a', 'Z', '1', '9', '@', ' ', '\u3000', '铝', '_'),
    maxLength: 24,
  });

  it('are accepted exactly at 8 to 20 characters with a letter and a digit and no space', () => {
    fc.assert(
      fc.property(fc.oneof(passwordLike, fc.string({ maxLength: 24 })), (text) => {
        expect(accepts(password, text)).toBe(passwordOracle(text));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('tonnages', () => {
  const tonnageOracle = (text: string) => {
    const [whole = '', fraction, ...rest] = text.split('.');
    const plain =
      rest.length === 0 &&
      isDigits(whole) &&
      (fraction === undefined || (isDigits(fraction) && fraction.length <= 3));
    return plain && new Big(text).gt(0);
  };

  it('are accepted exactly as plain decimals above 0 with at most 3 decimals', () => {
    fc.assert(
      fc.property(fc.oneof(nearDigits, fc.string()), (text) => {
        expect(accepts(tonnage, text)).toBe(tonnageOracle(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('accept every weight the app writes with 3 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (kilograms) => {
        expect(accepts(tonnage, new Big(kilograms).div(1000).toFixed(3))).toBe(true);
      }),
    );
  });
});

describe('money amounts (recharge and withdrawal)', () => {
  /** The form's message for an amount, or null when it takes it. */
  const amountMessage = (text: string) => {
    const result = moneyAmount.safeParse(text);
    return result.success ? null : (result.error.issues[0]?.message ?? '');
  };
  /** The rule written out again: the first message for a typed amount, or null. */
  const amountOracle = (text: string) => {
    const amount = text.trim();
    if (amount === '') return '请输入金额';
    const [whole = '', fraction, ...rest] = amount.split('.');
    const plain =
      rest.length === 0 &&
      isDigits(whole) &&
      (fraction === undefined || (isDigits(fraction) && fraction.length <= 2));
    if (!plain) return '金额应为数字，最多 2 位小数';
    return /[1-9]/.test(amount) ? null : '金额应大于 0';
  };

  it('are taken exactly as plain decimals above 0 with at most 2 decimals', () => {
    fc.assert(
      fc.property(fc.oneof(nearDigits, fc.string()), (text) => {
        expect(amountMessage(text)).toBe(amountOracle(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('take every amount of whole fen above 0, with 0, 1 or 2 decimals as written', () => {
    const written = fc
      .tuple(fc.bigInt({ min: 1n, max: 10n ** 14n }), fc.constantFrom(0, 1, 2))
      .filter(([fen, decimals]) => decimals === 2 || fen % 10n ** BigInt(2 - decimals) === 0n)
      .map(([fen, decimals]) => new Big(fen.toString()).div(100).toFixed(decimals));
    fc.assert(
      fc.property(written, (text) => {
        expect(amountMessage(text)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('refuse a third decimal and a zero, however written', () => {
    const third = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 1, max: 9 }))
      .map(([fen, mills]) => `${new Big(fen.toString()).div(100).toFixed(2)}${mills}`);
    const zero = fc
      .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 2 }))
      .map(([whole, decimals]) => '0'.repeat(whole) + (decimals ? `.${'0'.repeat(decimals)}` : ''));
    fc.assert(
      fc.property(third, (text) => {
        expect(amountMessage(text)).toBe('金额应为数字，最多 2 位小数');
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(zero, (text) => {
        expect(amountMessage(text)).toBe('金额应大于 0');
      }),
      { numRuns: 50 },
    );
  });
});
