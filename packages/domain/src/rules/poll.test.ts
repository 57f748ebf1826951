import { describe, expect, it } from 'vitest';
import { nextPollDelay } from './poll.ts';

describe('nextPollDelay', () => {
  it.each<[number, number, boolean, number]>([
    [15000, 15000, true, 15000],
    [15000, 60000, true, 15000],
    [15000, 15000, false, 30000],
    [15000, 30000, false, 60000],
    [15000, 60000, false, 120000],
    [15000, 120000, false, 240000],
    [15000, 240000, false, 300000],
    [15000, 300000, false, 300000],
    [15000, 500000, false, 300000],
    [15000, 0, false, 30000],
    [100, 100, false, 200],
  ])('base %i, current %i, ok %s → %i', (base, current, ok, expected) => {
    expect(nextPollDelay(base, current, ok)).toBe(expected);
  });

  it('honours a smaller cap, and never goes below the base', () => {
    expect(nextPollDelay(2000, 8000, false, 10000)).toBe(10000);
    expect(nextPollDelay(20000, 20000, false, 10000)).toBe(20000);
  });
});
