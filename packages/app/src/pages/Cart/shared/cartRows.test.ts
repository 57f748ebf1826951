import { describe, expect, it } from 'vitest';
import { cartLines } from '@mall/domain/mocks';
import { makeOrderParams, makeOrderPath, toCartRow } from './cartRows.ts';

describe('makeOrderParams', () => {
  it.each([
    ['carType=cash&cartIds=5108,5104', { carType: 'cash', cartIds: [5108, 5104] }],
    ['carType=spot&cartIds=7', { carType: 'spot', cartIds: [7] }],
    ['carType=gold&cartIds=7', { carType: null, cartIds: [7] }],
    ['carType=sold&cartIds=0,-1,x,3.5,12', { carType: 'sold', cartIds: [12] }],
    ['', { carType: null, cartIds: [] }],
  ])('reads %j', (query, expected) => {
    expect(makeOrderParams(new URLSearchParams(query))).toEqual(expected);
  });

  it('reads back what makeOrderPath wrote', () => {
    const path = makeOrderPath('sold', [3, 9]);
    expect(path).toBe('/home/modelShoppingCart/makeOrder?carType=sold&cartIds=3%2C9');
    expect(makeOrderParams(new URLSearchParams(path.split('?')[1]))).toEqual({
      carType: 'sold',
      cartIds: [3, 9],
    });
  });
});

describe('toCartRow', () => {
  const [line] = cartLines.ordinary;

  it.each([
    [true, '¥24,960.00', '¥49,920.00'],
    [false, '-', '-'],
  ])('certified %j: price %j, amount %j', (certified, price, amount) => {
    expect(line && toCartRow(line, certified)).toMatchObject({
      cartId: 5108,
      stock: '2.000',
      price,
      amount,
      shadow: false,
    });
  });
});
