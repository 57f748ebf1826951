import { describe, expect, it } from 'vitest';
import { orderLineFixture } from '../mocks/index.ts';
import { chinaDate, deliveryForm, deliveryTonnes, toDeliveryRequest } from './delivery.ts';
import type { DeliveryFormValues } from './delivery.ts';

describe('deliveryTonnes', () => {
  const line = (weight: string, weighed: string | null, delivered: string, finalPaid: boolean) =>
    orderLineFixture({ weight, weighedWeight: weighed, deliveredWeight: delivered, finalPaid });

  it.each([
    ['nothing paid', [line('5.000', '5.060', '0.000', false)], ['0.000', '0.000', '0.000']],
    [
      'paid by weighed tonnes',
      [line('5.000', '5.060', '0.000', true)],
      ['5.060', '0.000', '5.060'],
    ],
    [
      'part applied',
      [line('5.000', '5.060', '2.000', true), line('3.250', '3.2', '0.000', true)],
      ['8.260', '2.000', '6.260'],
    ],
    [
      'unweighed paid line counts as ordered',
      [line('1.5', null, '0', true)],
      ['1.500', '0.000', '1.500'],
    ],
    ['never below 0', [line('1.000', '1.000', '1.2', true)], ['1.000', '1.200', '0.000']],
    [
      'exact decimals',
      [line('0.1', '0.1', '0', true), line('0.2', '0.2', '0', true)],
      ['0.300', '0.000', '0.300'],
    ],
  ])('%s', (_, lines, [paid, applied, remaining]) => {
    expect(deliveryTonnes(lines)).toEqual({ paid, applied, remaining });
  });
});

describe('chinaDate', () => {
  it.each([
    ['2026-03-20T15:59:59Z', '2026-03-20'],
    ['2026-03-20T16:00:00Z', '2026-03-21'],
    ['2026-12-31T23:00:00Z', '2027-01-01'],
  ])('%s is %s in China', (iso, date) => {
    expect(chinaDate(new Date(iso))).toBe(date);
  });
});

const valid: DeliveryFormValues = {
  lines: [
    { detailId: 1, chosen: true, weight: '2.5' },
    { detailId: 2, chosen: false, weight: '' },
  ],
  deliveryType: 'self',
  contactName: ' 陈志强 ',
  contactPhone: '13826081234',
  address: '广东省佛山市',
  plateNo: '粤A12345',
  plannedDate: '2026-03-20',
};
const remaining = new Map([
  [1, '3.000'],
  [2, '1.000'],
]);
const schema = deliveryForm(remaining, '2026-03-20');

/** The messages of `values`, by path. */
const issues = (values: DeliveryFormValues) => {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('deliveryForm', () => {
  it.each<[string, Partial<DeliveryFormValues>, Record<string, string>]>([
    ['a valid self pickup', {}, {}],
    [
      'no line chosen',
      { lines: [{ detailId: 1, chosen: false, weight: '1' }] },
      { lines: '请选择发货商品' },
    ],
    [
      'more than remains',
      { lines: [{ detailId: 1, chosen: true, weight: '3.001' }] },
      { 'lines.0.weight': '不能超过剩余 3.000 吨' },
    ],
    ['exactly what remains', { lines: [{ detailId: 1, chosen: true, weight: '3' }] }, {}],
    [
      'four decimals',
      { lines: [{ detailId: 1, chosen: true, weight: '1.2345' }] },
      { 'lines.0.weight': '吨数应为数字，最多 3 位小数' },
    ],
    [
      'zero tonnes',
      { lines: [{ detailId: 1, chosen: true, weight: '0' }] },
      { 'lines.0.weight': '吨数必须大于 0' },
    ],
    ['a bad plate', { plateNo: 'A12345' }, { plateNo: '请输入正确的车牌号，如 粤A12345' }],
    [
      'logistics without an address',
      { deliveryType: 'logistics', address: ' ', plateNo: '' },
      { address: '请输入收货地址' },
    ],
    ['logistics ignores the plate', { deliveryType: 'logistics', plateNo: '' }, {}],
    ['yesterday', { plannedDate: '2026-03-19' }, { plannedDate: '提货日期不能早于今天' }],
    ['no date', { plannedDate: '' }, { plannedDate: '请选择提货日期' }],
    ['no contact', { contactName: ' ' }, { contactName: '请输入联系人' }],
    ['a bad mobile', { contactPhone: '1382608' }, { contactPhone: '请输入正确的 11 位手机号' }],
  ])('%s', (_, change, expected) => {
    expect(issues({ ...valid, ...change })).toEqual(expected);
  });
});

describe('toDeliveryRequest', () => {
  it('sends the chosen lines, trimmed, and only the field of the delivery type', () => {
    expect(toDeliveryRequest(25002, valid)).toEqual({
      orderId: 25002,
      lines: [{ detailId: 1, weight: '2.5' }],
      deliveryType: 'self',
      contactName: '陈志强',
      contactPhone: '13826081234',
      address: '',
      plateNo: '粤A12345',
      plannedDate: '2026-03-20',
    });
    expect(toDeliveryRequest(25002, { ...valid, deliveryType: 'logistics' })).toMatchObject({
      address: '广东省佛山市',
      plateNo: '',
    });
  });
});
