import type { GoodsPricing, ReferencePoint, ReferencePrices } from '../../contract/market.ts';
import { REFERENCE_SERIES } from '../../contract/market.ts';

/** The fixtures' latest trading day (the stories' today). */
export const MARKET_LATEST_DATE = '2026-03-18';
const FIRST_DATE = '2023-03-20';
const DAY_MS = 86_400_000;

/** Weekdays from FIRST_DATE to MARKET_LATEST_DATE. */
const weekdays = (): string[] => {
  const days: string[] = [];
  for (let time = Date.parse(FIRST_DATE); time <= Date.parse(MARKET_LATEST_DATE); time += DAY_MS) {
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
};

/** Whole tens of yuan along a few waves: the same numbers wherever the fixture is built. */
const wave = (base: number, amplitude: number, i: number): string =>
  `${Math.round((base + amplitude * (Math.sin(i / 7) + 0.6 * Math.sin(i / 31) + 0.3 * Math.cos(i * 1.7))) / 10) * 10}.00`;

const pointsOf = (base: number, amplitude: number, drift: number): ReferencePoint[] =>
  weekdays().map((date, i) => ({ date, price: wave(base + i * drift, amplitude, i) }));

const [changjiang, nanhai, premium] = REFERENCE_SERIES;

/** Three years of weekdays of every reference series (the contract's shape). */
export const referencePricesFixture: ReferencePrices = {
  latestDate: MARKET_LATEST_DATE,
  series: [
    { ...changjiang, points: pointsOf(18_600, 260, 1.5) },
    { ...nanhai, points: pointsOf(18_550, 250, 1.5) },
    { ...premium, points: pointsOf(420, 60, 0) },
  ],
};

/** The same with no days at all (a range with nothing to show). */
export const emptyReferencePrices: ReferencePrices = {
  latestDate: MARKET_LATEST_DATE,
  series: referencePricesFixture.series.map((series) => ({ ...series, points: [] })),
};

/** Batch 1207 (6061-T6 铝板, ¥24,960.00) as a spot batch: 长江 A00 of the latest day plus its premium. */
export const goodsPricingFixture: GoodsPricing = {
  batchId: 1207,
  seriesName: '长江现货 A00 铝',
  baseDate: MARKET_LATEST_DATE,
  basePrice: '19460.00',
  premium: '5500.00',
  unitPrice: '24960.00',
};
