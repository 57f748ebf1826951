import { describe, expect, it } from 'vitest';
import { contrastGrade, contrastRatio } from './contrast.ts';

describe('contrast ratio', () => {
  it.each([
    ['#000000', '#FFFFFF', 21],
    ['#FFFFFF', '#FFFFFF', 1],
    ['#777777', '#FFFFFF', 4.48],
    ['#1456C8', '#FFFFFF', 6.57],
  ])('%s on %s is %s', (fg, bg, ratio) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(bg, fg)).toBeCloseTo(ratio, 2);
  });

  it('has none for a translucent colour', () => {
    expect(contrastRatio('rgba(31, 38, 51, 0.45)', '#FFFFFF')).toBeUndefined();
  });

  it.each([
    [4.5, 'AA 正文'],
    [4.49, '仅大字与图形'],
    [3, '仅大字与图形'],
    [2.99, '不足'],
  ])('grades %s as %s', (ratio, grade) => {
    expect(contrastGrade(ratio)).toBe(grade);
  });
});
