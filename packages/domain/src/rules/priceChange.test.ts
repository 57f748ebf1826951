import { describe, expect, it } from 'vitest';
import { priceChange } from './priceChange.ts';

describe('priceChange', () => {
  it.each([
    ['70', { text: '+70.00', direction: 'up' }],
    ['1234.5', { text: '+1,234.50', direction: 'up' }],
    ['-120', { text: '-120.00', direction: 'down' }],
    ['-0.001', { text: '0.00', direction: 'flat' }],
    ['0', { text: '0.00', direction: 'flat' }],
    [0.005, { text: '+0.01', direction: 'up' }],
    ['abc', null],
    ['', null],
    [null, null],
    [Number.NaN, null],
  ] as const)('%s → %o', (value, expected) => {
    expect(priceChange(value)).toEqual(expected);
  });
});
