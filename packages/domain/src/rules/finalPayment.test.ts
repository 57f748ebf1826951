import { describe, expect, it } from 'vitest';
import { defaultFinalSelection, finalBalance, isFinalPayable } from './finalPayment.ts';

describe('finalBalance', () => {
  it.each<[string | null, string, ReturnType<typeof finalBalance>]>([
    ['118702.86', '23450.00', { kind: 'supplement', amount: '95252.86' }],
    ['115500.10', '117255.00', { kind: 'refund', amount: '1754.90' }],
    ['100.00', '100.00', { kind: 'settled', amount: '0.00' }],
    ['100.004', '100.00', { kind: 'settled', amount: '0.00' }],
    [null, '23450.00', { kind: 'settled', amount: '0.00' }],
    ['0.3', '0.1', { kind: 'supplement', amount: '0.20' }],
  ])('weighed %s, paid %s', (weighedAmount, paidAmount, expected) => {
    expect(finalBalance({ weighedAmount, paidAmount })).toEqual(expected);
  });
});

describe('final selection', () => {
  const lines = [
    { detailId: 1, weighedWeight: '5.060', finalPaid: false },
    { detailId: 2, weighedWeight: null, finalPaid: false },
    { detailId: 3, weighedWeight: '3.2', finalPaid: true },
    { detailId: 4, weighedWeight: '1.0', finalPaid: false },
  ];
  it.each([
    [lines[0], true],
    [lines[1], false],
    [lines[2], false],
  ])('%o payable: %s', (line, payable) => {
    expect(line && isFinalPayable(line)).toBe(payable);
  });
  it('selects every weighed unpaid line at first', () => {
    expect(defaultFinalSelection(lines)).toEqual([1, 4]);
  });
});
