import { describe, expect, it } from 'vitest';
import {
  defaultFinalSelection,
  finalBalance,
  finalFeeLines,
  finalSum,
  isFinalPayable,
} from './finalPayment.ts';

describe('finalBalance', () => {
  it.each<[string | null, string, ReturnType<typeof finalBalance>]>([
    ['118702.86', '23450.00', { kind: 'supplement', amount: '95252.86' }],
    ['115500.10', '117255.00', { kind: 'refund', amount: '1754.90' }],
    ['100.00', '100.00', { kind: 'settled', amount: '0.00' }],
    ['100.004', '100.00', { kind: 'settled', amount: '0.00' }],
    [null, '23450.00', { kind: 'settled', amount: '0.00' }],
    ['0.3', '0.1', { kind: 'supplement', amount: '0.20' }],
  ])('weighed %s, paid %s', (weighedAmount, paidAmount, expected) => {
    expect(finalBalance({ weighedAmount, paidAmount, transferFee: '0.00' })).toEqual(expected);
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

describe('finalSum, the one sum of a final payment', () => {
  it.each<[string, string, string, string, string, string]>([
    // weighed, deposit, differences → net, last line's label, its amount
    ['232877.97', '72528.91', '0', '160349.06', '应付尾款', '160349.06'],
    ['5000.00', '6000.00', '0', '-1000.00', '应退款', '1000.00'],
    ['5000.00', '1000.00', '4000.00', '0.00', '应付尾款', '0.00'],
  ])('weighed %s − deposit %s − differences %s', (weighed, deposit, diff, net, label, amount) => {
    const input = { weighedAmount: weighed, depositPaid: deposit, diffPaid: diff };
    expect(finalSum(input).net).toBe(net);
    const lines = finalFeeLines(input);
    expect(lines.map((line) => line.label)).toEqual([
      '货款（按过磅）',
      '已付定金',
      '差价款',
      label,
    ]);
    expect(lines.at(-1)?.amount).toBe(amount);
    // The lines add up: the running sum ends on the net.
    const [goods, paidDeposit, paidDiff] = lines.map((line) => Number(line.amount));
    expect(((goods ?? 0) + (paidDeposit ?? 0) + (paidDiff ?? 0)).toFixed(2)).toBe(net);
  });

  it('adds the order’s 过户费 as a line of its own, and in the balance', () => {
    const input = {
      weighedAmount: '60000.00',
      transferFee: '150.00',
      depositPaid: '12030.00',
      diffPaid: '0',
    };
    expect(finalFeeLines(input)).toEqual([
      { label: '货款（按过磅）', amount: '60000.00' },
      { label: '过户费', amount: '150.00' },
      { label: '已付定金', amount: '-12030.00' },
      { label: '差价款', amount: '0.00' },
      { label: '应付尾款', amount: '48120.00' },
    ]);
    expect(
      finalBalance({ weighedAmount: '60000.00', paidAmount: '12030.00', transferFee: '150.00' }),
    ).toEqual({ kind: 'supplement', amount: '48120.00' });
  });
});
