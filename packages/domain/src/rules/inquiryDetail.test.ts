import { describe, expect, it } from 'vitest';
import { INQUIRY_STATUSES, LINE_STATES } from '../contract/inquiry.ts';
import { canRequote, canSplit, splitProblem } from './inquiryDetail.ts';

describe('canSplit', () => {
  it.each(INQUIRY_STATUSES.map((status) => [status, status === 'toBeAccepted']))(
    '%s: %s',
    (status, expected) => {
      expect(canSplit(status)).toBe(expected);
    },
  );
});

describe('canRequote', () => {
  it.each(LINE_STATES.map((state) => [state, state === 'expired']))('%s: %s', (state, expected) => {
    expect(canRequote({ state })).toBe(expected);
  });
});

describe('splitProblem', () => {
  it.each([
    [3, 0, '请选择要拆分的明细'],
    [3, 1, undefined],
    [3, 2, undefined],
    [3, 3, '不能拆出全部明细'],
    [1, 1, '不能拆出全部明细'],
    [2, 1, undefined],
  ])('%i lines, %i picked: %s', (lines, picked, expected) => {
    expect(splitProblem(lines, picked)).toBe(expected);
  });
});
