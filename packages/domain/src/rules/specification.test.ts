import { describe, expect, it } from 'vitest';
import { formatSpecification, specShape, trimSize } from './index.ts';

describe('formatSpecification', () => {
  it.each<[string, Parameters<typeof formatSpecification>[0], string]>([
    [
      'plate',
      { category: '铝板', thickness: '2.000', width: '1220.0', length: '2440' },
      '2×1220×2440',
    ],
    [
      'plate, half a millimetre',
      { category: '铝板', thickness: '0.50', width: '1000', length: '2000' },
      '0.5×1000×2000',
    ],
    [
      'profile as a plate',
      { category: '型材', thickness: '2.0', width: '120.0', length: '6000.0' },
      '2×120×6000',
    ],
    ['coil', { category: '铝卷', thickness: '0.5', width: '1220', length: null }, '0.5×1220(卷)'],
    [
      'coil, a length ignored',
      { category: '铝卷', thickness: '0.25', width: '1250', length: '3000' },
      '0.25×1250(卷)',
    ],
    [
      'foil',
      { category: '铝箔', thickness: '0.012', width: '1000.00', length: null },
      '0.012×1000',
    ],
    ['ingot', { category: '铝锭', thickness: null, width: null, length: null }, ''],
    [
      'ingot with sizes recorded',
      { category: 'A00铝锭', thickness: '1', width: '2', length: '3' },
      '',
    ],
    ['bar', { category: '铝棒', thickness: '50.0', width: null, length: '6000' }, 'Φ50×6000'],
    ['tube', { category: '铝管', thickness: '2.00', width: '50', length: '6000' }, 'Φ50×2×6000'],
    ['a line without category', { thickness: '5', width: '1220', length: '2440' }, '5×1220×2440'],
    ['sizes missing', { category: '铝板', thickness: '3', width: '', length: null }, '3'],
    ['nothing given', { category: '铝卷' }, ''],
    ['numbers', { category: '铝板', thickness: 1.5, width: 1250, length: 2500 }, '1.5×1250×2500'],
  ])('%s', (_, parts, written) => {
    expect(formatSpecification(parts)).toBe(written);
  });
});

describe('specShape', () => {
  it.each([
    ['铝板', 'plate'],
    ['花纹铝板', 'plate'],
    ['型材', 'plate'],
    ['铝卷', 'coil'],
    ['彩涂铝卷', 'coil'],
    ['铝箔', 'foil'],
    ['铝锭', 'ingot'],
    ['铝棒', 'bar'],
    ['铝管', 'tube'],
    ['', 'plate'],
    [null, 'plate'],
  ] as const)('%s is a %s', (category, form) => {
    expect(specShape(category)).toBe(form);
  });
});

describe('trimSize', () => {
  it.each([
    ['2.000', '2'],
    ['120.0', '120'],
    ['0.50', '0.5'],
    ['0.012', '0.012'],
    ['1220', '1220'],
    ['1000', '1000'],
    [' 2.5 ', '2.5'],
    ['', ''],
    [null, ''],
  ] as const)('%s → %s', (size, written) => {
    expect(trimSize(size)).toBe(written);
  });
});
