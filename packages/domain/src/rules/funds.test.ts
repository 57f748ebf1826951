import { describe, expect, it } from 'vitest';
import { rechargeRequest, withdrawRequest } from '../contract/funds.ts';
import { canDeleteRecord, withdrawError } from './funds.ts';

describe('a withdrawal against the available balance', () => {
  it.each([
    ['100.00', '100.00', ''],
    ['99.99', '100.00', ''],
    ['100.01', '100.00', '提现金额不能超过可用余额（可用 100.00 元）'],
    ['0.01', '0.00', '提现金额不能超过可用余额（可用 0.00 元）'],
    ['2000', '1999.99', '提现金额不能超过可用余额（可用 1999.99 元）'],
  ])('%s of %s → %j', (amount, available, error) => {
    expect(withdrawError(amount, available)).toBe(error);
  });
});

describe('the amount typed', () => {
  it.each([
    ['', '请输入金额'],
    ['abc', '金额应为数字，最多 2 位小数'],
    ['12.345', '金额应为数字，最多 2 位小数'],
    ['-5', '金额应为数字，最多 2 位小数'],
    ['0', '金额应大于 0'],
    ['0.00', '金额应大于 0'],
    [' 12.5 ', null],
    ['5000', null],
  ])('%j → %s', (amount, message) => {
    const result = withdrawRequest.safeParse({ amount, smsCode: '123456' });
    expect(result.error?.issues[0]?.message ?? null).toBe(message);
  });

  it.each([
    ['', '请输入短信验证码'],
    ['12345', '请输入 6 位数字验证码'],
    ['12345a', '请输入 6 位数字验证码'],
    [' 123456 ', null],
  ])('a withdrawal with the SMS code %j → %s', (smsCode, message) => {
    const result = withdrawRequest.safeParse({ amount: '100', smsCode });
    expect(result.error?.issues[0]?.message ?? null).toBe(message);
  });

  it('a recharge needs an account, a settle style, a serial number and a voucher', () => {
    const result = rechargeRequest.safeParse({
      amount: '100',
      collectionAccountId: 0,
      settleStyleId: 0,
      serialNo: '12',
      voucherFileId: 0,
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      '请选择收款账户',
      '请选择结算方式',
      '请输入 6–32 位字母或数字的转账流水号',
      '请上传转账凭证',
    ]);
  });
});

describe('which capital records may be deleted', () => {
  it.each([
    ['in', 'pending', true],
    ['in', 'done', false],
    ['in', 'rejected', false],
    ['freeze', 'pending', false],
    ['out', 'done', false],
    ['release', 'done', false],
  ] as const)('%s %s → %s', (direction, status, deletable) => {
    expect(canDeleteRecord({ direction, status })).toBe(deletable);
  });
});
