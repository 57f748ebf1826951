import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '../contract/orders.ts';
import { diffAmountFixture, orderSummaryFixture } from '../mocks/index.ts';
import {
  balanceCovers,
  dueTotal,
  formatMoney,
  formatTonnes,
  hasPendingPayment,
  isPositive,
  modificationConsequence,
  orderActions,
  parseOrderIds,
  sumMoney,
  sumTonnes,
} from './orders.ts';

type OrderAction = ReturnType<typeof orderActions>[number];

describe('sumMoney', () => {
  it.each<[string[], string]>([
    [[], '0.00'],
    [['1.10', '2.20'], '3.30'],
    [['0.1', '0.2'], '0.30'],
    [['117250.00', '72085.00'], '189335.00'],
    [['1.005'], '1.01'],
    [['10.00', '-2.50'], '7.50'],
    [['', 'x', '3'], '3.00'],
    [['99999999999.99', '0.01'], '100000000000.00'],
  ])('sumMoney(%j) is %s', (values, expected) => {
    expect(sumMoney(values)).toBe(expected);
  });
});

describe('sumTonnes', () => {
  it.each<[string[], string]>([
    [[], '0.000'],
    [['5.000', '3.250'], '8.250'],
    [['0.001', '0.002'], '0.003'],
    [['1.0005'], '1.001'],
    [['12.5', '8.126', '1.58'], '22.206'],
  ])('sumTonnes(%j) is %s', (values, expected) => {
    expect(sumTonnes(values)).toBe(expected);
  });
});

describe('formatMoney and formatTonnes', () => {
  it.each<[string, string, string]>([
    ['0', '¥0.00', '0.000'],
    ['0.00', '¥0.00', '0.000'],
    ['1234.5', '¥1,234.50', '1234.500'],
    ['-4690', '-¥4,690.00', '-4690.000'],
    ['8.1255', '¥8.13', '8.126'],
    ['', '', ''],
    ['abc', '', ''],
  ])('%j shows as %j and %j', (value, money, tonnes) => {
    expect(formatMoney(value)).toBe(money);
    expect(formatTonnes(value)).toBe(tonnes);
  });
});

describe('isPositive and hasPendingPayment', () => {
  it.each<[string, boolean]>([
    ['0.00', false],
    ['0.01', true],
    ['-1', false],
    ['', false],
    ['abc', false],
  ])('%j is positive: %s', (value, expected) => {
    expect(isPositive(value)).toBe(expected);
    expect(hasPendingPayment({ pendingAmount: value })).toBe(expected);
  });
});

describe('dueTotal', () => {
  it.each<[string[], string]>([
    [[], '0.00'],
    [['23450.00'], '23450.00'],
    [['23450.00', '14417.00', '0.10', '0.20'], '37867.30'],
  ])('the due of %j is %s', (dues, expected) => {
    expect(dueTotal(dues.map((dueAmount) => ({ dueAmount })))).toBe(expected);
  });
});

describe('balanceCovers', () => {
  it.each<[string, string, boolean]>([
    ['50000.00', '37867.30', true],
    ['37867.30', '37867.30', true],
    ['37867.29', '37867.30', false],
    ['0.00', '0.01', false],
    ['', '1.00', false],
    ['100', 'x', false],
  ])('balance %s covers %s: %s', (balance, due, expected) => {
    expect(balanceCovers(balance, due)).toBe(expected);
  });
});

describe('parseOrderIds', () => {
  it.each<[string | null, number[] | null]>([
    ['1,2', [1, 2]],
    ['22001', [22001]],
    ['3,3,1', [3, 1]],
    [null, null],
    ['', null],
    ['1,,2', null],
    ['1,a', null],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['99999999999999999999', null],
  ])('parseOrderIds(%j) is %j', (text, expected) => {
    expect(parseOrderIds(text)).toEqual(expected);
  });
});

describe('orderActions', () => {
  const order = (overrides: Partial<OrderSummary>) => orderSummaryFixture(overrides);
  const pending = { pendingAmount: '4690.00' };
  it.each<[string, OrderSummary, OrderAction[], OrderAction[]]>([
    ['to be submitted', order({}), ['detail', 'submit', 'cancel'], ['detail']],
    [
      'deposit due',
      order({ stage: 'firstPayment' }),
      ['detail', 'cancel', 'payDeposit', 'payRecords'],
      ['detail', 'payRecords'],
    ],
    [
      'deposit transfer pending',
      order({ stage: 'firstPayment', ...pending }),
      ['detail', 'cancelPayment', 'payRecords'],
      ['detail', 'payRecords'],
    ],
    [
      'stocking',
      order({ stage: 'stocking' }),
      ['detail', 'cancel', 'remind', 'modify'],
      ['detail', 'remind'],
    ],
    [
      'stocking, a modification to confirm',
      order({ stage: 'stocking', pendingModifiedId: 80001 }),
      ['detail', 'cancel', 'remind', 'confirmModification'],
      ['detail', 'remind'],
    ],
    [
      'stocking, a difference to pay',
      order({ stage: 'stocking', diff: diffAmountFixture() }),
      ['detail', 'cancel', 'remind', 'payDiff'],
      ['detail', 'remind'],
    ],
    [
      'stocking, a difference being paid',
      order({ stage: 'stocking', diff: diffAmountFixture({ status: 'paying' }) }),
      ['detail', 'cancel', 'remind'],
      ['detail', 'remind'],
    ],
    ['final due', order({ stage: 'final' }), ['detail', 'payFinal'], ['detail']],
    [
      'final transfer pending',
      order({ stage: 'final', ...pending }),
      ['detail', 'cancelPayment'],
      ['detail'],
    ],
    [
      'to deliver',
      order({ stage: 'saleDelivery' }),
      ['detail', 'applyDelivery'],
      ['detail', 'applyDelivery'],
    ],
    [
      'to receive',
      order({ stage: 'toBeReceipt' }),
      ['detail', 'confirmReceipt'],
      ['detail', 'confirmReceipt'],
    ],
    [
      'to invoice',
      order({ stage: 'toInvoice' }),
      ['detail', 'applyInvoice', 'evaluate'],
      ['detail', 'applyInvoice', 'evaluate'],
    ],
    [
      'completed, evaluated',
      order({ stage: 'completed', commented: true }),
      ['detail'],
      ['detail'],
    ],
    ['cancelled', order({ stage: 'cancelled' }), ['detail'], ['detail']],
  ])('%s: the admin gets %j, an employee %j', (_, subject, admin, employee) => {
    expect(orderActions(subject, true)).toEqual(admin);
    expect(orderActions(subject, false)).toEqual(employee);
  });
});

describe('modificationConsequence', () => {
  it.each<[string, string, string, 'firstPayment' | 'stocking', string, string]>([
    ['10000.00', '12000.00', '400.00', 'stocking', '+¥2,000.00', '确认后需支付定金差价 ¥400.00'],
    [
      '10000.00',
      '12000.00',
      '400.00',
      'firstPayment',
      '+¥2,000.00',
      '定金增加 ¥400.00，随定金一并支付',
    ],
    [
      '205897.30',
      '193845.30',
      '-2410.40',
      'stocking',
      '-¥12,052.00',
      '多付定金 ¥2,410.40 转入尾款结算，不单独退回',
    ],
    ['10000.00', '9000.00', '-200.00', 'firstPayment', '-¥1,000.00', '定金减少 ¥200.00'],
    ['10000.00', '10000.00', '0.00', 'stocking', '¥0.00', '定金不变'],
  ])(
    '%s → %s (deposit %s, %s)',
    (oldAmount, newAmount, depositDiff, stage, difference, deposit) => {
      expect(modificationConsequence({ oldAmount, newAmount, depositDiff }, stage)).toEqual({
        difference,
        deposit,
      });
    },
  );
});
