import { describe, expect, it } from 'vitest';
import { routeId, searchHref } from './links.ts';

describe('routeId', () => {
  it.each([
    ['32', 32],
    ['1', 1],
    ['0', null],
    ['-3', null],
    ['3.5', null],
    ['abc', null],
    ['', null],
    ['12345678901', null],
    [undefined, null],
  ])('reads %j as %j', (param, id) => {
    expect(routeId(param)).toBe(id);
  });
});

describe('searchHref', () => {
  it('encodes the keyword', () => {
    expect(searchHref('5052铝板')).toBe('#/home/modelStore/search?keyword=5052%E9%93%9D%E6%9D%BF');
  });
});
