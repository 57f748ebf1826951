import { describe, expect, it } from 'vitest';
import {
  pieceWeight,
  atLeastZero,
  Big,
  bigOrZero,
  groupDigits,
  groupedYuan,
  lineAmount,
  shareByWeight,
  sum,
  toBig,
  toFixedHalfUp,
  tonnes,
  yuan,
} from './money.ts';
import type { Numeric } from './money.ts';

describe('toBig and bigOrZero', () => {
  it.each<[Numeric, string | null]>([
    ['12.50', '12.5'],
    [' 3 ', '3'],
    [7, '7'],
    ['-0.001', '-0.001'],
    ['', null],
    ['   ', null],
    ['abc', null],
    ['1,000', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
  ])('toBig(%j) is %s', (value, expected) => {
    expect(toBig(value)?.toString() ?? null).toBe(expected);
    expect(bigOrZero(value).toString()).toBe(expected ?? '0');
  });

  it('passes a Big through', () => {
    const value = new Big('1.25');
    expect(toBig(value)).toBe(value);
  });
});

describe('toFixedHalfUp, yuan and tonnes', () => {
  it.each<[Big.BigSource, number, string]>([
    ['1.005', 2, '1.01'],
    ['1.004', 2, '1.00'],
    ['-1.005', 2, '-1.01'],
    ['2.5', 0, '3'],
    ['0.0005', 3, '0.001'],
    ['1e-7', 2, '0.00'],
    ['12345678901234.565', 2, '12345678901234.57'],
    // Never '-0.00': a negative value that rounds to zero is plain zero.
    ['-0.001', 2, '0.00'],
    ['-0.0004', 3, '0.000'],
    [new Big(0).times(-1), 2, '0.00'],
  ])('toFixedHalfUp(%s, %i) is %s', (value, decimals, expected) => {
    expect(toFixedHalfUp(value, decimals)).toBe(expected);
  });

  it.each<[Big.BigSource, string, string]>([
    ['1234.5', '1234.50', '1234.500'],
    ['0.0049', '0.00', '0.005'],
    ['-0.0001', '0.00', '0.000'],
    [new Big('21.3456'), '21.35', '21.346'],
  ])('%s is ¥%s and %s t', (value, money, weight) => {
    expect(yuan(value)).toBe(money);
    expect(tonnes(value)).toBe(weight);
  });

  it('throws on what is not a number', () => {
    expect(() => yuan('abc')).toThrow();
  });
});

describe('pieceWeight', () => {
  it.each([
    ['2', '1250', '2500', '0.017'],
    ['0.5', '1000', '2000', '0.003'],
    ['3.0', '1220', '2440', '0.024'],
    ['6', '1500', '3000', '0.073'],
    ['2', '1250', null, null],
    [null, '1250', '2500', null],
    ['0', '1250', '2500', null],
    ['abc', '1250', '2500', null],
  ])('%s × %s × %s mm of aluminium weighs %s t', (thickness, width, length, expected) => {
    const weight = pieceWeight(thickness, width, length);
    expect(weight && tonnes(weight)).toBe(expected);
  });

  it('is exact before rounding: 2 × 1250 × 2500 mm is 16.9375 kg', () => {
    expect(pieceWeight('2', '1250', '2500')?.times(1000).toString()).toBe('16.9375');
  });
});

describe('sum and atLeastZero', () => {
  it.each<[(Numeric | Big)[], string]>([
    [[], '0'],
    [['0.1', '0.2'], '0.3'],
    [['1.10', 2, new Big('0.005')], '3.105'],
    [['', 'x', null, undefined, '3'], '3'],
    [['10.00', '-12.50'], '-2.5'],
  ])('sum(%j) is %s', (values, expected) => {
    expect(sum(values).toString()).toBe(expected);
  });

  it.each<[string, string]>([
    ['2.5', '2.5'],
    ['0', '0'],
    ['-0.01', '0'],
  ])('atLeastZero(%s) is %s', (value, expected) => {
    expect(atLeastZero(new Big(value)).toString()).toBe(expected);
  });
});

describe('lineAmount', () => {
  it.each<[Numeric, Numeric, string]>([
    ['1.234', '24960.00', '30800.64'],
    ['0.001', '21345.67', '21.35'],
    ['0.001', '21344.99', '21.34'],
    ['0.003', '19995.00', '59.99'],
    ['12.345', '0.00', '0.00'],
    ['', '24960.00', '0.00'],
    ['5.000', null, '0.00'],
  ])('%s t at %s is %s', (weight, price, expected) => {
    expect(lineAmount(weight, price)).toBe(expected);
  });
});

describe('shareByWeight', () => {
  it.each<[string, string[], string[]]>([
    ['100.00', ['1', '1', '1'], ['33.33', '33.33', '33.34']],
    ['10.00', ['1', '2'], ['3.33', '6.67']],
    ['0.01', ['1', '1', '1'], ['0.00', '0.00', '0.01']],
    ['1256.40', ['5.000', '3.250', '12.500'], ['302.75', '196.78', '756.87']],
    ['0.03', ['147.480', '147.480', '0.000'], ['0.01', '0.02', '0.00']],
    ['-10.00', ['1', '2'], ['-3.33', '-6.67']],
    ['50.00', ['0', '0'], ['0.00', '50.00']],
    ['50.00', ['3'], ['50.00']],
    ['50.00', [], []],
  ])('%s over %j is %j', (total, weights, expected) => {
    const shares = shareByWeight(total, weights);
    expect(shares).toEqual(expected);
    if (weights.length > 0) expect(yuan(sum(shares))).toBe(yuan(total));
  });
});

describe('groupDigits', () => {
  it.each<[string, string]>([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['1234567.891', '1,234,567.891'],
    ['-1234.5', '-1,234.5'],
    ['-123', '-123'],
    ['100000000000.00', '100,000,000,000.00'],
    ['', ''],
  ])('groupDigits(%s) is %s', (plain, expected) => {
    expect(groupDigits(plain)).toBe(expected);
  });
});

describe('groupedYuan', () => {
  it.each<[Numeric, string]>([
    ['155770.1', '155,770.10'],
    ['1043431.314', '1,043,431.31'],
    ['999', '999.00'],
    ['-1234.5', '-1,234.50'],
    ['0', '0.00'],
    ['-', '-'],
    [null, '-'],
  ])('%s → %s', (value, written) => {
    expect(groupedYuan(value)).toBe(written);
  });
});
