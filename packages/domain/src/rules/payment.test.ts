import { describe, expect, it } from 'vitest';
import { checkPayment, type PaymentFormValues } from './payment.ts';

const transfer = (collectionAccountId: number | null, voucherNo: string): PaymentFormValues => ({
  payType: 'transfer',
  collectionAccountId,
  voucherNo,
});
const ACCOUNT = '请选择收款账户';
const VOUCHER = '请输入 6–32 位字母或数字的转账流水号';

describe('checkPayment', () => {
  it.each<[string, PaymentFormValues, ReturnType<typeof checkPayment>]>([
    [
      'the balance, whatever the transfer fields hold',
      { payType: 'balance', collectionAccountId: null, voucherNo: '?' },
      { payment: { payType: 'balance' } },
    ],
    [
      'a transfer with an account and a serial number',
      transfer(2, 'ABC123456'),
      { payment: { payType: 'transfer', collectionAccountId: 2, voucherNo: 'ABC123456' } },
    ],
    [
      'a transfer with nothing chosen',
      transfer(null, ''),
      { errors: { collectionAccountId: ACCOUNT, voucherNo: VOUCHER } },
    ],
    [
      'a transfer without an account',
      transfer(null, 'ABC123456'),
      { errors: { collectionAccountId: ACCOUNT } },
    ],
    ['a serial number too short', transfer(2, 'AB123'), { errors: { voucherNo: VOUCHER } }],
    ['a serial number too long', transfer(2, 'A'.repeat(33)), { errors: { voucherNo: VOUCHER } }],
    [
      'a serial number with other characters',
      transfer(2, 'ABC-12345'),
      { errors: { voucherNo: VOUCHER } },
    ],
    [
      'the longest serial number',
      transfer(1, 'A'.repeat(32)),
      { payment: { payType: 'transfer', collectionAccountId: 1, voucherNo: 'A'.repeat(32) } },
    ],
  ])('%s', (_, value, expected) => {
    expect(checkPayment(value)).toEqual(expected);
  });
});
