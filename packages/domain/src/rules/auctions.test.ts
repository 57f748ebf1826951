import { describe, expect, it } from 'vitest';
import {
  activeIndexOf,
  bidFieldError,
  clampMoveIndex,
  chinaTimeMs,
  clockOffset,
  countdownOf,
  formatCountdown,
  maxPriceError,
  nextWindow,
  phaseAt,
} from './auctions.ts';

const terms = { startPrice: '18000.00', step: '50.00', nextPrice: '18250.00' };
const at = (text: string) => chinaTimeMs(text);

describe('the server clock', () => {
  it('reads mall times as China time', () => {
    expect(new Date(at('2026-03-18 10:00:00')).toISOString()).toBe('2026-03-18T02:00:00.000Z');
  });
  it('is the server time minus the browser time at receipt', () => {
    expect(clockOffset('2026-03-18 10:00:05', at('2026-03-18 10:00:00'))).toBe(5_000);
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '00:00:00'],
    [-5_000, '00:00:00'],
    [999, '00:00:00'],
    [61_000, '00:01:01'],
    [3_600_000 * 5 + 59_000, '05:00:59'],
    [86_400_000 * 2 + 3_000, '2天 00:00:03'],
  ])('%i ms: %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('phaseAt and countdownOf', () => {
  const lot = {
    auctionStatus: 3,
    startTime: '2026-03-18 09:40:00',
    endTime: '2026-03-18 11:40:00',
  };
  it.each([
    ['before the start', '2026-03-18 09:39:59', 'upcoming', '距开始', '00:00:01'],
    ['live', '2026-03-18 10:00:00', 'live', '距结束', '01:40:00'],
    ['past the end before the server says so', '2026-03-18 11:40:00', 'ended', '已结束', ''],
  ] as const)('%s', (_, now, phase, label, text) => {
    expect(phaseAt(lot, at(now))).toBe(phase);
    expect(countdownOf(lot, phase, at(now))).toEqual({ label, text });
  });
  it('takes the server’s ended over the clock', () => {
    expect(phaseAt({ ...lot, auctionStatus: 4 }, at('2026-03-18 10:00:00'))).toBe('ended');
  });
});

describe('the bid fields', () => {
  it.each([
    ['', '请输入出价'],
    ['abc', '出价应为数字，最多 2 位小数'],
    ['18250.001', '出价应为数字，最多 2 位小数'],
    ['18200', '出价不能低于 18250.00 元/吨'],
    ['18260', '出价须按加价幅度 50.00 元/吨递增'],
    ['18250', ''],
    [' 18400.00 ', ''],
  ])('price %j: %j', (text, message) => {
    expect(bidFieldError(text, terms)).toBe(message);
  });
  it.each([
    ['', ''],
    ['18290', '最高代理价不能低于 18300 元/吨'],
    ['18320', '最高代理价须按加价幅度 50.00 元/吨递增'],
    ['18500', ''],
  ])('proxy maximum %j over 18300: %j', (text, message) => {
    expect(maxPriceError(text, terms, '18300')).toBe(message);
  });
});

describe('the home auction window of 5', () => {
  const list = (...statuses: number[]) =>
    statuses.map((auctionStatus, index) => ({ id: index + 1, auctionStatus }));

  it.each([
    [list(4, 3, 2), 1],
    [list(2, 2), -1],
    [list(4, 3, 3), 1],
    [[], -1],
  ])('the active index of %j is %i', (activities, index) => {
    expect(activeIndexOf(activities)).toBe(index);
  });

  it.each([
    [0, 7, 0],
    [3, 7, 2],
    [-1, 7, 0],
    [2, 3, 0],
    [1, 0, 0],
  ])('move index %i over %i activities is %i', (moveIndex, count, clamped) => {
    expect(clampMoveIndex(moveIndex, count)).toBe(clamped);
  });

  const seven = list(4, 3, 2, 2, 2, 2, 2);
  it.each([
    ['nothing kept: from the live one', seven, null, { activeIndex: 1, moveIndex: 1 }],
    [
      'the live one near the end: a full window',
      list(4, 4, 4, 4, 4, 3, 2),
      null,
      { activeIndex: 5, moveIndex: 2 },
    ],
    ['none live: from the start', list(2, 2, 2, 2, 2, 2), null, { activeIndex: -1, moveIndex: 0 }],
    [
      'the same list: where the buyer paged',
      seven,
      { activities: seven, activeIndex: 1, moveIndex: 0 },
      { activeIndex: 1, moveIndex: 0 },
    ],
    [
      'another live one: moves to it',
      list(4, 4, 3, 2, 2, 2, 2),
      { activities: seven, activeIndex: 1, moveIndex: 0 },
      { activeIndex: 2, moveIndex: 2 },
    ],
    [
      'another list: from the live one',
      seven,
      { activities: list(4, 3, 2), activeIndex: 1, moveIndex: 0 },
      { activeIndex: 1, moveIndex: 1 },
    ],
    [
      'a kept index past the end: clamped',
      list(4, 3, 2, 2, 2, 2),
      { activities: list(4, 3, 2, 2, 2, 2), activeIndex: 1, moveIndex: 4 },
      { activeIndex: 1, moveIndex: 1 },
    ],
  ])('%s', (_, activities, kept, window) => {
    expect(nextWindow(activities, kept)).toEqual(window);
  });
});
