import { describe, expect, it } from 'vitest';
import type { MarketPoint, MarketRange } from './market.ts';
import {
  customRangeError,
  marketCsv,
  monthsBefore,
  pointsInSpan,
  rangeSpan,
  rangeSummary,
} from './market.ts';

const points = [
  { date: '2026-03-12', price: '19700.00' },
  { date: '2026-03-13', price: '19650.00' },
  { date: '2026-03-16', price: '19810.00' },
  { date: '2026-03-17', price: '19710.00' },
  { date: '2026-03-18', price: '19800.00' },
];

describe('monthsBefore', () => {
  it.each([
    ['2026-03-18', 1, '2026-02-18'],
    ['2026-03-31', 1, '2026-02-28'],
    ['2024-03-30', 1, '2024-02-29'],
    ['2026-03-18', 12, '2025-03-18'],
    ['2026-01-15', 3, '2025-10-15'],
  ])('%s less %i months is %s', (day, months, expected) => {
    expect(monthsBefore(day, months)).toBe(expected);
  });
});

describe('rangeSpan', () => {
  it.each<[MarketRange, string, string]>([
    [{ key: '1m' }, '2026-02-19', '2026-03-18'],
    [{ key: '3m' }, '2025-12-19', '2026-03-18'],
    [{ key: '6m' }, '2025-09-19', '2026-03-18'],
    [{ key: '1y' }, '2025-03-19', '2026-03-18'],
    [{ key: 'custom', from: '2025-01-02', to: '2025-02-28' }, '2025-01-02', '2025-02-28'],
  ])('%j from the latest day 2026-03-18 is %s to %s', (range, from, to) => {
    expect(rangeSpan(range, '2026-03-18')).toEqual({ from, to });
  });
});

describe('pointsInSpan', () => {
  it.each([
    ['2026-03-16', '2026-03-18', ['160.00', '-100.00', '90.00']],
    ['2026-03-01', '2026-03-13', ['0.00', '-50.00']],
    ['2026-03-14', '2026-03-15', []],
    ['2026-03-18', '2026-03-18', ['90.00']],
  ])('from %s to %s: the changes %j, against the day before even outside', (from, to, changes) => {
    expect(pointsInSpan(points, { from, to }).map(({ change }) => change)).toEqual(changes);
  });
});

describe('rangeSummary', () => {
  const inRange = (from: string): MarketPoint[] => pointsInSpan(points, { from, to: '2026-03-18' });

  it('is null for an empty range', () => {
    expect(rangeSummary([])).toBeNull();
  });

  it.each([
    ['2026-03-13', '2026-03-18', '100.00', '2026-03-16', '2026-03-13', '19742.50'],
    ['2026-03-16', '2026-03-18', '150.00', '2026-03-16', '2026-03-17', '19773.33'],
    ['2026-03-18', '2026-03-18', '90.00', '2026-03-18', '2026-03-18', '19800.00'],
  ])(
    'from %s: latest %s, change %s, high on %s, low on %s, average %s',
    (from, latest, change, high, low, average) => {
      const summary = rangeSummary(inRange(from));
      expect(summary?.latest.date).toBe(latest);
      expect(summary?.change).toBe(change);
      expect(summary?.high.date).toBe(high);
      expect(summary?.low.date).toBe(low);
      expect(summary?.average).toBe(average);
    },
  );
});

describe('customRangeError', () => {
  const available = { from: '2023-03-20', to: '2026-03-18' };
  it.each([
    ['', '2026-03-01', 'from', '请选择开始日期'],
    ['2026-03-01', '', 'to', '请选择结束日期'],
    ['2026-03-10', '2026-03-01', 'from', '开始日期不能晚于结束日期'],
    ['2022-01-01', '2026-03-01', 'from', '可查询 2023-03-20 至 2026-03-18 的数据'],
    ['2026-03-01', '2026-04-01', 'to', '可查询 2023-03-20 至 2026-03-18 的数据'],
  ])('%j to %j: %s says %s', (from, to, field, message) => {
    expect(customRangeError({ from, to }, available)).toEqual({ field, message });
  });

  it('accepts a range within the data, one day too', () => {
    expect(customRangeError({ from: '2025-01-02', to: '2025-02-28' }, available)).toBeNull();
    expect(customRangeError({ from: '2026-03-18', to: '2026-03-18' }, available)).toBeNull();
  });
});

describe('marketCsv', () => {
  it('lists each day newest first with every series, blank where one has no price', () => {
    const csv = marketCsv([
      {
        name: '长江现货 A00 铝',
        points: pointsInSpan(points, { from: '2026-03-17', to: '2026-03-18' }),
      },
      {
        name: 'a "quoted", name',
        points: [{ date: '2026-03-18', price: '450.00', change: '10.00' }],
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '日期,长江现货 A00 铝(元/吨),长江现货 A00 铝涨跌(元/吨),"a ""quoted"", name(元/吨)","a ""quoted"", name涨跌(元/吨)"',
      '2026-03-18,19800.00,90.00,450.00,10.00',
      '2026-03-17,19710.00,-100.00,,',
      '',
    ]);
  });
});
