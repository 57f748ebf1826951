import { describe, expect, it } from 'vitest';
import { keepEqual } from './keepEqual.ts';

const page = () => ({
  total: 2,
  rows: [
    { orderId: 1, lines: [{ detailId: 11, weight: '5.000' }], diff: null },
    { orderId: 2, lines: [{ detailId: 21, weight: '1.250' }], diff: { amount: '10.00' } },
  ],
});

describe('keepEqual', () => {
  it('answers the previous value when the next one is equal throughout', () => {
    const previous = page();
    expect(keepEqual(previous, page())).toBe(previous);
  });

  it('keeps the unchanged parts and takes the changed ones', () => {
    const previous = page();
    const next = page();
    const [, second] = next.rows;
    if (second?.lines[0]) second.lines[0].weight = '1.300';
    const kept = keepEqual(previous, next);
    expect(kept).toEqual(next);
    expect(kept).not.toBe(previous);
    expect(kept.rows[0]).toBe(previous.rows[0]);
    expect(kept.rows[1]).not.toBe(previous.rows[1]);
    expect(kept.rows[1]?.diff).toBe(previous.rows[1]?.diff);
    expect(kept.rows[1]?.lines[0]?.weight).toBe('1.300');
  });

  it('sees added, removed and undefined members as changes', () => {
    const previous = { rows: [1, 2], note: undefined as string | undefined };
    expect(keepEqual(previous, { rows: [1, 2, 3], note: undefined })).toEqual({
      rows: [1, 2, 3],
      note: undefined,
    });
    expect(keepEqual(previous, { rows: [1] })).toEqual({ rows: [1] });
    expect(keepEqual({ rows: [1] }, { rows: [1], note: undefined })).toEqual({
      rows: [1],
      note: undefined,
    });
    expect(keepEqual({ a: 1 }, { b: 1 })).toEqual({ b: 1 });
  });

  it('compares anything but arrays and plain objects by identity', () => {
    const when = new Date(0);
    expect(keepEqual(new Date(0), when)).toBe(when);
    expect(keepEqual(null, page()).rows).toHaveLength(2);
    expect(keepEqual([1], { 0: 1 })).toEqual({ 0: 1 });
  });
});
