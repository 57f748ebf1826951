import { describe, expect, it } from 'vitest';
import { includedTax, ratePercent } from './invoices.ts';

describe('includedTax', () => {
  it.each([
    ['113.00', '0.13', '13.00'],
    ['149760.00', '0.13', '17229.03'],
    ['100.00', '0.13', '11.50'],
    ['0.01', '0.13', '0.00'],
    ['0.05', '0.13', '0.01'],
    ['10000.00', '0.06', '566.04'],
    ['0.00', '0.13', '0.00'],
    ['', '0.13', '0.00'],
  ])('the tax inside %s at %s is %s', (amount, rate, tax) => {
    expect(includedTax(amount, rate)).toBe(tax);
  });
});

describe('ratePercent', () => {
  it.each([
    ['0.13', '13%'],
    ['0.065', '6.5%'],
    ['0', '0%'],
  ])('%s is %s', (rate, text) => {
    expect(ratePercent(rate)).toBe(text);
  });
});
