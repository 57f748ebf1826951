import { describe, expect, it } from 'vitest';
import { orderCharges } from './orderCharges.ts';

describe('orderCharges', () => {
  it.each([
    // goods, tonnes, stored fee → fee, total, deposit
    ['46350.00', '2.500', undefined, '37.50', '46387.50', '9277.50'],
    ['0.10', '0.001', undefined, '0.02', '0.12', '0.02'],
    ['123456.78', '5.333', undefined, '80.00', '123536.78', '24707.36'],
    ['18600', '1', undefined, '15.00', '18615.00', '3723.00'],
    ['46350.00', '2.500', '0', '0.00', '46350.00', '9270.00'],
    ['46350.00', '2.500', '30.00', '30.00', '46380.00', '9276.00'],
    ['0', '0', undefined, '0.00', '0.00', '0.00'],
  ] as const)('%s for %s t (stored fee %s)', (goods, weight, stored, fee, total, deposit) => {
    expect(orderCharges(goods, weight, stored)).toMatchObject({
      transferFee: fee,
      totalAmount: total,
      depositAmount: deposit,
    });
  });

  it('keeps tonnes to three decimals and the goods amount to the fen', () => {
    expect(orderCharges('100', '1.5')).toMatchObject({ tonnage: '1.500', goodsAmount: '100.00' });
  });
});
