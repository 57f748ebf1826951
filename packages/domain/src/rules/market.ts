import type { ReferencePoint } from '../contract/market.ts';
import { Big, sum, yuan } from '../money.ts';

/**
 * The data centre's calculations over a reference series (`contract/market.ts`): the range a
 * buyer picks, each day's change, the range's figures, the custom range's checks and the CSV.
 */

/** The preset ranges, by months back from the latest day. */
export const MARKET_RANGES = [
  { key: '1m', label: '近一月', months: 1 },
  { key: '3m', label: '近三月', months: 3 },
  { key: '6m', label: '近半年', months: 6 },
  { key: '1y', label: '近一年', months: 12 },
] as const;
export type MarketRangeKey = (typeof MARKET_RANGES)[number]['key'];

/** A range of days, both ends included (YYYY-MM-DD). */
export interface DateSpan {
  from: string;
  to: string;
}

/** A preset range, or a custom one. */
export type MarketRange = { key: MarketRangeKey } | ({ key: 'custom' } & DateSpan);

/** A day of a series with its change on the trading day before (also before the range). */
export interface MarketPoint extends ReferencePoint {
  change: string;
}

/** A range's figures: latest price, change (last against the day before the range), high, low, average. */
export interface RangeSummary {
  latest: MarketPoint;
  change: string;
  high: MarketPoint;
  low: MarketPoint;
  average: string;
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The day `months` calendar months before `day`, kept within the month (03-31 → 02-28).
 */
export function monthsBefore(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  return isoDay(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(date, lastDay)));
}

/** The days a range covers, given the data's latest day: a preset ends on it and starts the day after `months` back. */
export function rangeSpan(range: MarketRange, latestDate: string): DateSpan {
  if (range.key === 'custom') return { from: range.from, to: range.to };
  const months = MARKET_RANGES.find(({ key }) => key === range.key)?.months ?? 1;
  const from = isoDay(Date.parse(`${monthsBefore(latestDate, months)}T00:00:00Z`) + DAY_MS);
  return { from, to: latestDate };
}

/** The points of a series (oldest first) within the span, each with its change; the first of all changes 0. */
export function pointsInSpan(points: readonly ReferencePoint[], span: DateSpan): MarketPoint[] {
  const result: MarketPoint[] = [];
  points.forEach((point, i) => {
    if (point.date < span.from || point.date > span.to) return;
    const previous = points[i - 1];
    const change = previous ? new Big(point.price).minus(previous.price) : new Big(0);
    result.push({ ...point, change: yuan(change) });
  });
  return result;
}

/** The figures of the points of a range (oldest first); null for an empty range. High and low are their first day. */
export function rangeSummary(points: readonly MarketPoint[]): RangeSummary | null {
  const [first] = points;
  const latest = points.at(-1);
  if (!first || !latest) return null;
  let high = first;
  let low = first;
  for (const point of points) {
    if (new Big(point.price).gt(high.price)) high = point;
    if (new Big(point.price).lt(low.price)) low = point;
  }
  const before = new Big(first.price).minus(first.change);
  return {
    latest,
    change: yuan(new Big(latest.price).minus(before)),
    high,
    low,
    average: yuan(sum(points.map(({ price }) => price)).div(points.length)),
  };
}

/**
 * Why a custom range cannot be shown, in the words shown at its field; null when it can.
 * `available` is the span of the data.
 */
export function customRangeError(
  { from, to }: DateSpan,
  available: DateSpan,
): { field: 'from' | 'to'; message: string } | null {
  if (from === '') return { field: 'from', message: '请选择开始日期' };
  if (to === '') return { field: 'to', message: '请选择结束日期' };
  if (from > to) return { field: 'from', message: '开始日期不能晚于结束日期' };
  const outside = `可查询 ${available.from} 至 ${available.to} 的数据`;
  if (from < available.from || from > available.to) return { field: 'from', message: outside };
  if (to < available.from || to > available.to) return { field: 'to', message: outside };
  return null;
}

/** One series' column of the table and the CSV. */
export interface CsvSeries {
  name: string;
  points: readonly MarketPoint[];
}

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/**
 * The table of a range as CSV: 日期 and, for each series, its price and change (CNY per tonne),
 * newest day first, '' where a series has no price that day. Lines end with CRLF.
 */
export function marketCsv(series: readonly CsvSeries[]): string {
  const days = [...new Set(series.flatMap(({ points }) => points.map(({ date }) => date)))]
    .sort()
    .reverse();
  const byDay = series.map(({ points }) => new Map(points.map((point) => [point.date, point])));
  const header = [
    '日期',
    ...series.flatMap(({ name }) => [`${name}(元/吨)`, `${name}涨跌(元/吨)`]),
  ];
  const lines = days.map((day) => [
    day,
    ...byDay.flatMap((points) => {
      const point = points.get(day);
      return point ? [point.price, point.change] : ['', ''];
    }),
  ]);
  return [header, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
