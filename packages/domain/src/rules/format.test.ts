import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  goodsAttribute,
  maskMobile,
  thousandth,
  toFixedDecimal,
} from './format.ts';

type FormatCurrencyOptions = Parameters<typeof formatCurrency>[1];

const certified: FormatCurrencyOptions = { certified: true };

describe('formatCurrency', () => {
  it.each<[string | number | null | undefined, FormatCurrencyOptions, string]>([
    ['18950', certified, '¥18,950.00'],
    [18950, certified, '¥18,950.00'],
    ['18950.5', certified, '¥18,950.50'],
    ['0.5', certified, '¥0.50'],
    ['999', certified, '¥999.00'],
    ['1000', certified, '¥1,000.00'],
    ['1234567.891', certified, '¥1,234,567.89'],
    ['123456789012345.6789', certified, '¥123,456,789,012,345.68'],
    ['12.345', certified, '¥12.35'],
    ['12.344', certified, '¥12.34'],
    ['12.3449', certified, '¥12.34'],
    ['-12.345', certified, '-¥12.35'],
    ['-18950', certified, '-¥18,950.00'],
    ['0.001', certified, '¥0.00'],
    ['-0.001', certified, '¥0.00'],
    [' 20230.00 ', certified, '¥20,230.00'],
    ['1e3', certified, '¥1,000.00'],
    [0.1 + 0.2, certified, '¥0.30'],
    ['18950', { certified: false }, '-'],
    ['0', { certified: false }, '-'],
    ['18950', { certified: false, ignoreCertification: true }, '¥18,950.00'],
    ['0', certified, ''],
    ['0.00', certified, ''],
    [0, certified, ''],
    [-0, certified, ''],
    ['', certified, ''],
    ['   ', certified, ''],
    [null, certified, ''],
    [undefined, certified, ''],
    ['abc', certified, ''],
    ['12abc', certified, ''],
    ['1,234', certified, ''],
    [Number.NaN, certified, ''],
    [Number.POSITIVE_INFINITY, certified, ''],
    ['-5', { certified: true, clearIfNegative: true }, ''],
    ['5', { certified: true, clearIfNegative: true }, '¥5.00'],
    ['-5', { certified: false, clearIfNegative: true }, '-'],
    ['18950', { certified: true, currency: 'dollar' }, '$18,950.00'],
    ['18950', { certified: true, currency: 'euro' }, '€18,950.00'],
    ['18950', { certified: true, currency: 'cn' }, '¥18,950.00'],
    ['12.3456', { certified: true, decimals: 3 }, '¥12.346'],
    ['12.5', { certified: true, decimals: 0 }, '¥13'],
    ['1234.5', { certified: true, decimals: 0 }, '¥1,235'],
  ])('formatCurrency(%j, %j) is %j', (value, options, expected) => {
    expect(formatCurrency(value, options)).toBe(expected);
  });
});

describe('toFixedDecimal', () => {
  it.each<[string | number | null | undefined, number | undefined, string]>([
    ['12.3456', undefined, '12.346'],
    ['12.3455', undefined, '12.346'],
    ['12.3454', undefined, '12.345'],
    ['-12.3455', undefined, '-12.346'],
    ['12.3', undefined, '12.300'],
    ['12', undefined, '12.000'],
    [12.3456, undefined, '12.346'],
    [1.0005, undefined, '1.001'],
    ['123456789012345.6789', undefined, '123456789012345.679'],
    ['99999999999999999999.9995', undefined, '100000000000000000000.000'],
    ['0.0004', undefined, '0.000'],
    ['-0.0004', undefined, '0.000'],
    ['12.3456', 2, '12.35'],
    ['12.3456', 0, '12'],
    ['0', undefined, ''],
    ['0.000', undefined, ''],
    [0, undefined, ''],
    ['', undefined, ''],
    [null, undefined, ''],
    [undefined, undefined, ''],
    ['abc', undefined, ''],
    [Number.NaN, undefined, ''],
    [Number.NEGATIVE_INFINITY, undefined, ''],
  ])('toFixedDecimal(%j, %j) is %j', (value, decimals, expected) => {
    expect(toFixedDecimal(value, decimals)).toBe(expected);
  });
});

describe('thousandth', () => {
  it.each<[string | number | null | undefined, string]>([
    ['1234567.891', '1,234,567.891'],
    ['-1234', '-1,234'],
    ['1234', '1,234'],
    ['123', '123'],
    ['0', '0'],
    ['-0', '0'],
    ['-0.00', '0.00'],
    ['1.50', '1.50'],
    ['1000000', '1,000,000'],
    ['-1234567.8', '-1,234,567.8'],
    ['123456789012345.6789', '123,456,789,012,345.6789'],
    [1234567.891, '1,234,567.891'],
    [-1234, '-1,234'],
    ['1e6', '1,000,000'],
    ['007', '7'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['abc', ''],
    [Number.NaN, ''],
  ])('thousandth(%j) is %j', (value, expected) => {
    expect(thousandth(value)).toBe(expected);
  });
});

describe('goodsAttribute', () => {
  it.each<[Parameters<typeof goodsAttribute>[0], string]>([
    [{ inventory: '佛山仓', surface: '拉丝', tectorial: 'PE膜' }, '佛山仓/拉丝/PE膜'],
    [{ surface: '拉丝', tectorial: 'PE膜' }, '拉丝/PE膜'],
    [{ inventory: '', surface: '拉丝', tectorial: 'PE膜' }, '拉丝/PE膜'],
    [{ inventory: null, surface: '拉丝', tectorial: null }, '拉丝'],
    [{ surface: '', tectorial: 'PE膜' }, 'PE膜'],
    [{ surface: ' 阳极氧化 ', tectorial: '  ' }, '阳极氧化'],
    [{ surface: undefined, tectorial: undefined }, ''],
  ])('goodsAttribute(%j) is %j', (parts, expected) => {
    expect(goodsAttribute(parts)).toBe(expected);
  });
});

describe('maskMobile', () => {
  it.each<[string, string]>([
    ['13800000001', '138****0001'],
    ['13826081234', '138****1234'],
    [' 15038719753 ', '150****9753'],
    ['1380000000', '1380000000'],
    ['138000000012', '138000000012'],
    ['138-0000-0001', '138-0000-0001'],
    ['', ''],
  ])('maskMobile(%j) is %j', (mobile, expected) => {
    expect(maskMobile(mobile)).toBe(expected);
  });
});
