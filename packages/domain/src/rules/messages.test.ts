import { describe, expect, it } from 'vitest';
import type { JumpMapEntry } from '../contract/index.ts';
import { isUnread, messageTarget, parseJumpParams, parseUsePage } from './messages.ts';

describe('isUnread', () => {
  it.each([
    [2, true],
    [1, false],
  ] as const)('readStatus %i → %s', (readStatus, expected) => {
    expect(isUnread({ readStatus })).toBe(expected);
  });
});

describe('parseUsePage', () => {
  it.each([
    ['orderToBeDelivery', { route: 'orderToBeDelivery', rest: [] }],
    ['orderInStock-order', { route: 'orderInStock', rest: ['order'] }],
    ['orderToBeReceipt-order-1', { route: 'orderToBeReceipt', tab: '1', rest: ['order'] }],
    ['queryList-inquiry-2-a-b', { route: 'queryList', tab: '2', rest: ['inquiry', 'a', 'b'] }],
    ['orderAllOrder--', { route: 'orderAllOrder', rest: [''] }],
    ['', null],
    ['-order-1', null],
  ])('%j', (usePage, expected) => {
    expect(parseUsePage(usePage)).toEqual(expected);
  });
});

describe('parseJumpParams', () => {
  it.each([
    ['{"orderNo":"XS20260313008"}', { orderNo: 'XS20260313008' }],
    ['{"orderId":42,"tab":"2"}', { orderId: '42', tab: '2' }],
    ['{"a":null,"b":{"c":1},"d":true,"e":"x"}', { e: 'x' }],
    ['', {}],
    ['{}', {}],
    ['not json', {}],
    ['["XS1"]', {}],
    ['"XS1"', {}],
    ['null', {}],
  ])('%j', (jumpParams, expected) => {
    expect(parseJumpParams(jumpParams)).toEqual(expected);
  });
});

describe('messageTarget', () => {
  const entries: JumpMapEntry[] = [
    { bizCode: 'DELIVERED', usePage: 'orderToBeReceipt-order-1', jumpParams: ['orderNo'] },
    { bizCode: 'PAID', usePage: 'orderToBeDelivery', jumpParams: ['orderNo', 'batch'] },
    { bizCode: 'QUOTED', usePage: 'queryList', jumpParams: [] },
    { bizCode: 'HOME', usePage: 'main', jumpParams: [] },
    { bizCode: 'AUCTION_LOT', usePage: 'activityFollow', jumpParams: ['lotNo'] },
    { bizCode: 'AUCTION_RESERVED', usePage: 'otherPreBook', jumpParams: ['activityId'] },
    { bizCode: 'UNKNOWN_ROUTE', usePage: 'noSuchPage-x-1', jumpParams: [] },
    { bizCode: 'PROTO', usePage: 'constructor', jumpParams: [] },
  ];

  it.each([
    [
      'route, tab and params',
      'DELIVERED',
      '{"orderNo":"XS20260313008"}',
      '/center/orderToBeReceipt?tab=1&orderNo=XS20260313008',
    ],
    [
      'params in the entry order',
      'PAID',
      '{"batch":"B 7","orderNo":"XS1"}',
      '/center/orderToBeDelivery?orderNo=XS1&batch=B%207',
    ],
    [
      'a missing param is left out',
      'PAID',
      '{"orderNo":"XS1"}',
      '/center/orderToBeDelivery?orderNo=XS1',
    ],
    ['no params, no tab', 'PAID', '', '/center/orderToBeDelivery'],
    [
      'a param the entry does not name is ignored',
      'QUOTED',
      '{"x":"1"}',
      '/home/modelDemand/queryList',
    ],
    ['the home page', 'HOME', '', '/home/main'],
    [
      'an auction lot: 我的关注',
      'AUCTION_LOT',
      '{"lotNo":"P1001"}',
      '/center/activityFollow?lotNo=P1001',
    ],
    [
      'a reserved activity: 我的预约',
      'AUCTION_RESERVED',
      '{"activityId":"2"}',
      '/center/otherPreBook?activityId=2',
    ],
    ['an unknown route', 'UNKNOWN_ROUTE', '', null],
    ['an inherited name is not a route', 'PROTO', '', null],
    ['an unknown bizCode', 'NOPE', '', null],
    ['an empty bizCode', '', '', null],
  ])('%s', (_, bizCode, jumpParams, expected) => {
    expect(messageTarget(entries, { bizCode, jumpParams })).toBe(expected);
  });
});
