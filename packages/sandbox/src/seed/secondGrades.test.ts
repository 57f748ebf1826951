import { describe, expect, it } from 'vitest';
import { SECOND_GRADES, secondGradeOf } from './goods.ts';

type Batch = Parameters<typeof secondGradeOf>[0];

const batch = (parts: Partial<Batch>): Batch => ({
  category: '铝板',
  grade: '1060',
  thickness: '1.0',
  tectorial: '无',
  weight: '5.000',
  ...parts,
});

describe('secondGradeOf', () => {
  it.each<[string, Partial<Batch>, number, string]>([
    ['coated plate', { grade: '5052', tectorial: 'PVDF涂层' }, 1, '彩涂铝板'],
    ['alloy plate', { grade: '6061' }, 0, '合金铝板'],
    ['pure plate, thin', { thickness: '1.5' }, 0, '普通铝板'],
    ['pure plate, 2 mm, one in three', { thickness: '2.0' }, 3, '花纹铝板'],
    ['pure plate, 2 mm, the others', { thickness: '2.0' }, 4, '普通铝板'],
    ['coated coil', { category: '铝卷', tectorial: 'PE涂层' }, 0, '彩涂铝卷'],
    ['pure coil', { category: '铝卷', grade: '8011' }, 0, '普通铝卷'],
    ['alloy coil', { category: '铝卷', grade: '3003' }, 0, '合金铝卷'],
    ['6063 profile', { category: '型材', grade: '6063' }, 0, '建筑型材'],
    ['6061 profile', { category: '型材', grade: '6061' }, 0, '工业型材'],
    ['0.009 mm foil', { category: '铝箔', thickness: '0.009' }, 0, '双零箔'],
    ['0.05 mm foil', { category: '铝箔', thickness: '0.05' }, 0, '单零箔'],
    ['0.1 mm foil', { category: '铝箔', thickness: '0.1' }, 0, '厚铝箔'],
    [
      'a 30 t ingot batch',
      { category: '铝锭', grade: 'A00', thickness: null, weight: '30.000' },
      0,
      'T型铝锭',
    ],
    [
      'a 29.999 t ingot batch',
      { category: '铝锭', grade: 'A00', thickness: null, weight: '29.999' },
      0,
      '普通铝锭',
    ],
  ])('files %s (batch %i) under %s', (_, parts, index, expected) => {
    const secondGrade = secondGradeOf(batch(parts), index);
    expect(secondGrade).toBe(expected);
    expect(SECOND_GRADES[batch(parts).category]).toContain(secondGrade);
  });

  it('names each second grade in one category only', () => {
    const names = Object.values(SECOND_GRADES).flat();
    expect(new Set(names).size).toBe(names.length);
  });
});
