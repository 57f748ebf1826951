import { describe, expect, it } from 'vitest';
import { addSearchTerm } from './searchHistory.ts';

const ten = ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 't9', 't10'];

describe('addSearchTerm', () => {
  it.each<[string, string[], string, string[]]>([
    ['puts a new term first', ['5052 铝卷'], '6061-T6 铝板', ['6061-T6 铝板', '5052 铝卷']],
    ['starts an empty history', [], 'A00 铝锭', ['A00 铝锭']],
    ['trims the term', ['5052 铝卷'], '  1060 铝板 ', ['1060 铝板', '5052 铝卷']],
    ['moves an old copy to the front', ['a', 'b', 'c'], 'c', ['c', 'a', 'b']],
    ['moves a trimmed copy to the front', ['a', 'b'], ' b ', ['b', 'a']],
    ['keeps the newest when already first', ['a', 'b'], 'a', ['a', 'b']],
    ['ignores an empty term', ['a'], '', ['a']],
    ['ignores a blank term', ['a'], '   ', ['a']],
    ['is case-sensitive', ['a00 铝锭'], 'A00 铝锭', ['A00 铝锭', 'a00 铝锭']],
    ['drops the oldest beyond the cap', ten, 'new', ['new', ...ten.slice(0, 9)]],
    ['keeps ten when re-searching within ten', ten, 't10', ['t10', ...ten.slice(0, 9)]],
    [
      'cuts an over-long history down to the cap',
      [...ten, 't11', 't12'],
      'new',
      ['new', ...ten.slice(0, 9)],
    ],
    ['cuts an over-long history even for an empty term', [...ten, 't11'], '', ten],
  ])('%s', (_, history, term, expected) => {
    expect(addSearchTerm(history, term)).toEqual(expected);
  });

  it('never mutates the history', () => {
    const history = Object.freeze(['a', 'b']);
    addSearchTerm(history, 'c');
    expect(history).toEqual(['a', 'b']);
  });
});
