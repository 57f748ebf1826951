import { describe, expect, it } from 'vitest';
import { routeId } from './params.ts';

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
