import { describe, expect, it } from 'vitest';
import { depositOf, settle, taxOf, weighedTonnes } from './money.ts';

describe('order money', () => {
  it.each([
    ['100.00', '20.00'],
    ['12345.67', '2469.13'],
    ['0.03', '0.01'],
  ])('the deposit of %s is %s', (total, deposit) => {
    expect(depositOf(total)).toBe(deposit);
  });

  it('takes the VAT out of a tax-included amount', () => {
    expect(taxOf('113.00')).toBe('13.00');
    expect(taxOf('1000.00')).toBe('115.04');
  });

  const lines = [
    { detailId: 1, amount: '60000.00', weighedAmount: '61800.00', finalPaid: false },
    { detailId: 2, amount: '40000.00', weighedAmount: '38800.00', finalPaid: false },
  ];
  it.each<[string, number[], Partial<ReturnType<typeof settle>>]>([
    [
      'all lines',
      [],
      { detailIds: [1, 2], weighedAmount: '100600.00', paidShare: '21000.00', net: '79600.00' },
    ],
    [
      'one line',
      [2],
      { detailIds: [2], weighedAmount: '38800.00', depositShare: '8000.00', diffShare: '400.00' },
    ],
  ])('settles %s against the deposit and differences paid', (_, selected, expected) => {
    expect(
      settle(lines, { depositPaid: '20000.00', diffPaid: '1000.00', transferFee: 0 }, selected),
    ).toMatchObject(expected);
  });

  it('refunds when more was paid than the weighed amount', () => {
    const settlement = settle(
      [{ detailId: 1, amount: '1000.00', weighedAmount: '150.00', finalPaid: false }],
      { depositPaid: '200.00', diffPaid: '0', transferFee: '0' },
      [],
    );
    expect(settlement.net).toBe('-50.00');
  });

  it('settles the 过户费 with the lines, shared by amount as the deposit is', () => {
    const fee = { depositPaid: '20000.00', diffPaid: '0', transferFee: '150.00' };
    expect(settle(lines, fee, [2])).toMatchObject({ feeShare: '60.00', net: '30860.00' });
    // Both lines settled: the whole fee, once.
    expect(settle(lines, fee, [])).toMatchObject({ feeShare: '150.00', net: '80750.00' });
  });

  it('weighs between 0.97 and 1.04 of the ordered tonnes, the same for the same key', () => {
    const weighed = weighedTonnes('10.000', 'XS202603180001:7');
    expect(weighedTonnes('10.000', 'XS202603180001:7')).toBe(weighed);
    expect(Number(weighed)).toBeGreaterThanOrEqual(9.7);
    expect(Number(weighed)).toBeLessThanOrEqual(10.4);
    expect(weighed).toMatch(/^\d+\.\d{3}$/);
  });
});
