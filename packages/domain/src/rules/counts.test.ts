import { describe, expect, it } from 'vitest';
import type { OrderCounts } from '../contract/index.ts';
import { clampCount, openOrderTotal } from './counts.ts';

const none: OrderCounts = {
  toBeSubmitted: 0,
  firstPayment: 0,
  stocking: 0,
  final: 0,
  saleDelivery: 0,
  toBeReceipt: 0,
  toInvoice: 0,
  aplliedInvoiced: 0,
  invoicing: 0,
};

describe('clampCount', () => {
  it.each<[number | null | undefined, number]>([
    [3, 3],
    [0, 0],
    [-0, 0],
    [-1, 0],
    [-999, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [Number.NEGATIVE_INFINITY, 0],
    [null, 0],
    [undefined, 0],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  ])('clampCount(%s) is %s', (count, expected) => {
    expect(Object.is(clampCount(count), expected)).toBe(true);
  });
});

describe('openOrderTotal', () => {
  it.each<[string, Partial<OrderCounts>, number]>([
    ['nothing open', {}, 0],
    ['to be submitted', { toBeSubmitted: 1 }, 1],
    ['first payment', { firstPayment: 2 }, 2],
    ['stocking', { stocking: 3 }, 3],
    ['final payment', { final: 4 }, 4],
    ['delivery', { saleDelivery: 5 }, 5],
    ['receipt', { toBeReceipt: 6 }, 6],
    ['invoice', { toInvoice: 7 }, 7],
    ['not invoice applied', { aplliedInvoiced: 8 }, 0],
    ['not invoicing', { invoicing: 9 }, 0],
    [
      'all seven open stages',
      {
        toBeSubmitted: 1,
        firstPayment: 2,
        stocking: 3,
        final: 4,
        saleDelivery: 5,
        toBeReceipt: 6,
        toInvoice: 7,
        aplliedInvoiced: 8,
        invoicing: 9,
      },
      28,
    ],
    ['negatives as 0', { toBeSubmitted: -3, stocking: 2 }, 2],
  ])('%s', (_, counts, expected) => {
    expect(openOrderTotal({ ...none, ...counts })).toBe(expected);
  });
});
