import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, todayLvPrice } from '@mall/domain/contract';
import { marketPaths, referencePrices } from '@mall/domain/contract/market';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { ANCHOR, MAX_A00_MOVE, isTradingDay, nextPrices, tradingDays } from './referencePrices.ts';
import { chinaDate } from '../prices.ts';
import { FIXED_NOW, dataOf } from '../testing.ts';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => FIXED_NOW, cacheSeed: true });
});
afterAll(() => sandbox.close());

describe('the trading calendar', () => {
  it('dates by the calendar in China', () => {
    expect(chinaDate(new Date('2026-03-18T15:59:00Z'))).toBe('2026-03-18');
    expect(chinaDate(new Date('2026-03-18T16:00:00Z'))).toBe('2026-03-19');
  });

  it.each([
    ['2026-03-20', true, 'a Friday'],
    ['2026-03-21', false, 'a Saturday'],
    ['2026-03-22', false, 'a Sunday'],
    ['2026-02-17', false, 'the Spring Festival'],
    ['2025-10-03', false, 'National Day'],
    ['2024-05-02', false, 'Labour Day'],
    ['2026-01-01', false, "New Year's Day"],
  ])('%s is a trading day: %s (%s)', (day, trading) => {
    expect(isTradingDay(day)).toBe(trading);
  });

  it('lists the trading days between two days, both included', () => {
    expect(tradingDays('2026-03-19', '2026-03-24')).toEqual([
      '2026-03-19',
      '2026-03-20',
      '2026-03-23',
      '2026-03-24',
    ]);
  });
});

describe('the reference series', () => {
  it('moves the same way for the same day, in tens of yuan, within the bounds', () => {
    const previous = { 'A00-CJ': 19_500, 'A00-NH': 19_440, '6063-FS': 450 };
    const next = nextPrices(previous, '2026-03-18');
    expect(nextPrices(previous, '2026-03-18')).toEqual(next);
    for (const price of Object.values(next)) expect(price % 10).toBe(0);
    expect(Math.abs(next['A00-CJ'] - 19_500)).toBeLessThanOrEqual(MAX_A00_MOVE);
    expect(next['A00-NH'] - next['A00-CJ']).toBeGreaterThanOrEqual(-200);
    expect(next['A00-NH'] - next['A00-CJ']).toBeLessThanOrEqual(100);
    expect(Math.abs(next['6063-FS'] - 450)).toBeLessThanOrEqual(50);
  });

  it('answers three years of trading days of every series, to visitors', async () => {
    const data = await dataOf(sandbox.app, referencePrices, marketPaths.referencePrices);
    expect(data.latestDate).toBe('2026-03-18');
    expect(data.series.map(({ code }) => code)).toEqual(['A00-CJ', 'A00-NH', '6063-FS']);
    for (const { points } of data.series) {
      expect(points[0]?.date).toBe('2023-03-20');
      expect(points.at(-1)?.date).toBe('2026-03-18');
      expect(points.length).toBeGreaterThan(700);
      expect(points.every(({ date }) => isTradingDay(date))).toBe(true);
    }
    const [changjiang, nanhai, premium] = data.series.map(({ points }) =>
      points.map(({ price }) => Number(price)),
    );
    expect(changjiang?.[0]).not.toBe(ANCHOR.prices['A00-CJ']);
    const moves = (changjiang ?? []).slice(1).map((price, i) => price - (changjiang?.[i] ?? 0));
    expect(Math.max(...moves.map(Math.abs))).toBeLessThanOrEqual(MAX_A00_MOVE);
    expect(moves.filter((move) => move !== 0).length).toBeGreaterThan(600);
    expect(Math.min(...(changjiang ?? []))).toBeGreaterThan(16_000);
    expect(Math.max(...(changjiang ?? []))).toBeLessThan(23_000);
    nanhai?.forEach((price, i) => {
      expect(Math.abs(price - (changjiang?.[i] ?? 0))).toBeLessThanOrEqual(200);
    });
    expect(Math.min(...(premium ?? []))).toBeGreaterThanOrEqual(150);
    expect(Math.max(...(premium ?? []))).toBeLessThanOrEqual(800);
  });

  it("agrees with getTodayLvPrice: today's price is the 长江 series' latest point", async () => {
    const [data, today] = await Promise.all([
      dataOf(sandbox.app, referencePrices, marketPaths.referencePrices),
      dataOf(sandbox.app, todayLvPrice, paths.common.todayLvPrice),
    ]);
    const points = data.series[0]?.points ?? [];
    expect(today.date).toBe(points.at(-1)?.date);
    expect(today.price).toBe(points.at(-1)?.price);
    expect(today.trend).toEqual(points.slice(-10));
  });
});
