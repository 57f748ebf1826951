import { describe, expect, it } from 'vitest';
import type { Numeric } from './money.ts';
import {
  Big,
  atLeastZero,
  bigOrZero,
  groupDigits,
  lineAmount,
  shareByWeight,
  sum,
  toBig,
  toFixedHalfUp,
  tonnes,
  yuan,
} from './money.ts';

describe('toBig and bigOrZero', () => {
  it.each<[Numeric, string | null]>([
    ['12.50', '12.5'],
    [' 7 ', '7'],
    [3, '3'],
    ['', null],
    ['  ', null],
    ['abc', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
  ])('%j is %s', (value, expected) => {
    expect(toBig(value)?.toString() ?? null).toBe(expected);
    expect(bigOrZero(value).toString()).toBe(expected ?? '0');
  });
});

describe('toFixedHalfUp, yuan and tonnes', () => {
  it.each<[Big.BigSource, number, string]>([
    ['12.345', 2, '12.35'],
    ['12.344', 2, '12.34'],
    ['-12.345', 2, '-12.35'],
    ['-0.001', 2, '0.00'],
    ['1e21', 2, '1000000000000000000000.00'],
    ['1.2345', 3, '1.235'],
    [new Big('2.5'), 0, '3'],
  ])('%s to %i places is %s', (value, decimals, expected) => {
    expect(toFixedHalfUp(value, decimals)).toBe(expected);
  });

  it.each<[Big.BigSource, string, string]>([
    ['12345.6', '12345.60', '12345.600'],
    ['0.0049', '0.00', '0.005'],
    ['1.2504', '1.25', '1.250'],
    [-0.0004, '0.00', '0.000'],
  ])('%s is ¥%s and %s t', (value, money, weight) => {
    expect(yuan(value)).toBe(money);
    expect(tonnes(value)).toBe(weight);
  });
});

describe('sum and atLeastZero', () => {
  it.each<[(Numeric | Big)[], string]>([
    [[], '0'],
    [['0.1', '0.2'], '0.3'],
    [['1.005', 2, new Big('0.995')], '4'],
    [['5', '', null, undefined, 'x'], '5'],
  ])('the sum of %j is %s', (values, expected) => {
    expect(sum(values).toString()).toBe(expected);
  });

  it.each([
    ['3.5', '3.5'],
    ['0', '0'],
    ['-2', '0'],
  ])('%s floored at zero is %s', (value, expected) => {
    expect(atLeastZero(new Big(value)).toString()).toBe(expected);
  });
});

describe('lineAmount', () => {
  it.each([
    ['2.000', '19800', '39600.00'],
    ['1.234', '20150.5', '24865.72'],
    ['0.001', '4.99', '0.00'],
    ['0.001', '5', '0.01'],
  ])('%s t at ¥%s is ¥%s', (weight, unitPrice, expected) => {
    expect(lineAmount(weight, unitPrice)).toBe(expected);
  });
});

describe('shareByWeight', () => {
  it.each<[string, string[], string[]]>([
    ['100.00', ['1', '1', '1'], ['33.33', '33.33', '33.34']],
    ['0.00', ['5', '7'], ['0.00', '0.00']],
    ['10.00', [], []],
    ['10.00', ['0', '0'], ['0.00', '10.00']],
    ['20000.00', ['60000.00', '40000.00'], ['12000.00', '8000.00']],
  ])('shares ¥%s over %j as %j, the last taking the remainder', (total, weights, expected) => {
    expect(shareByWeight(total, weights)).toEqual(expected);
  });
});

describe('groupDigits', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['-1234.5', '-1,234.5'],
    ['1234567.891', '1,234,567.891'],
  ])('%s is %s', (plain, expected) => {
    expect(groupDigits(plain)).toBe(expected);
  });
});
