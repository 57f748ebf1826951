import { describe, expect, it } from 'vitest';
import type { CustomerMessage } from '../contract/index.ts';
import { earlierPageNum, mergeCustomerMessages } from './customerService.ts';

const text = (id: number, intime: string, message = `第 ${id} 条`): CustomerMessage => ({
  id,
  account: 'preSale',
  from: id % 2 ? 'buyer' : 'agent',
  type: 'text',
  message,
  intime,
});

const a = text(1, '2026-03-17 09:00:00');
const b = text(2, '2026-03-17 09:00:00');
const c = text(3, '2026-03-17 09:05:00');
const d = text(4, '2026-03-18 10:00:00');

describe('mergeCustomerMessages', () => {
  it.each<[string, CustomerMessage[][], number[]]>([
    ['nothing loaded', [], []],
    ['one page', [[a, b, c]], [1, 2, 3]],
    [
      'an earlier page before the latest',
      [
        [a, b],
        [c, d],
      ],
      [1, 2, 3, 4],
    ],
    ['pages that overlap after sending', [[a, b, c], [c, d], [d]], [1, 2, 3, 4]],
    ['lists in any order, sorted by time', [[d], [c], [b, a]], [1, 2, 3, 4]],
    ['the same second, by id', [[b, a]], [1, 2]],
  ])('%s', (_, lists, ids) => {
    expect(mergeCustomerMessages(...lists).map((message) => message.id)).toEqual(ids);
  });

  it('keeps the later copy of a message', () => {
    const edited = text(3, c.intime, '已更新');
    expect(mergeCustomerMessages([a, c], [edited]).at(-1)).toBe(edited);
  });
});

describe('earlierPageNum', () => {
  it.each<[number, number, number]>([
    [0, 20, 1],
    [19, 20, 1],
    [20, 20, 2],
    [22, 20, 2],
    [40, 20, 3],
    [41, 20, 3],
  ])('with %i shown of pages of %i, asks for page %i', (loaded, pageSize, expected) => {
    expect(earlierPageNum(loaded, pageSize)).toBe(expected);
  });
});
