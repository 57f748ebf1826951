import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyCertDraft } from '../contract/userCentre.ts';
import { hasValidCheckCharacter } from './userCentre.ts';

// The unified social credit code's check character (GB 32100-2015), against the standard worked
// out again here, on codes fast-check makes up: valid ones, ones a character away, and others.

/** The code's 31 characters by their value (no I, O, S, V, Z). */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const char = fc.constantFrom(...ALPHABET);

/** The standard's check character of 17 characters: weights 3^i mod 31, then 31 − sum mod 31. */
const checkOf = (first17: string) => {
  let weight = 1;
  let total = 0;
  for (const ch of first17) {
    total += ALPHABET.indexOf(ch) * weight;
    weight = (weight * 3) % 31;
  }
  return ALPHABET[(31 - (total % 31)) % 31] ?? '';
};

const validCode = fc
  .string({ unit: char, minLength: 17, maxLength: 17 })
  .map((first17) => first17 + checkOf(first17));

const creditCode = companyCertDraft.shape.creditCode;
/** The form's message for a code, or null when it takes it. */
const formMessage = (code: string) => {
  const result = creditCode.safeParse(code);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
};

describe('the unified social credit code', () => {
  it('passes when 17 characters of the alphabet end with their computed check character', () => {
    fc.assert(
      fc.property(validCode, (code) => {
        expect(hasValidCheckCharacter(code)).toBe(true);
        // The form takes it too, typed in lower case or with spaces around.
        expect(formMessage(code)).toBeNull();
        expect(formMessage(` ${code.toLowerCase()} `)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('fails when any one character is changed to another character of the alphabet', () => {
    const changed = fc
      .tuple(validCode, fc.nat({ max: 17 }), char)
      .filter(([code, at, to]) => code[at] !== to)
      .map(([code, at, to]) => code.slice(0, at) + to + code.slice(at + 1));
    fc.assert(
      fc.property(changed, (code) => {
        expect(hasValidCheckCharacter(code)).toBe(false);
        expect(formMessage(code)).toBe('统一社会信用代码校验位不正确，请核对');
      }),
      { numRuns: 200 },
    );
  });

  it('fails at any length but 18', () => {
    const wrongLength = fc.oneof(
      fc.string({ unit: char, maxLength: 17 }),
      fc.string({ unit: char, minLength: 19, maxLength: 30 }),
      // A valid code with a character missing or one more.
      validCode.map((code) => code.slice(0, 17)),
      fc.tuple(validCode, char).map(([code, more]) => code + more),
    );
    fc.assert(
      fc.property(wrongLength, (code) => {
        expect(hasValidCheckCharacter(code)).toBe(false);
        expect(formMessage(code)).toBe(
          code === '' ? '请输入统一社会信用代码' : '统一社会信用代码应为 18 位数字或大写字母',
        );
      }),
      { numRuns: 200 },
    );
  });
});
