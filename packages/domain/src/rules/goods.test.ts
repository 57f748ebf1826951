import { describe, expect, it } from 'vitest';
import type { GoodsBatch } from '../contract/index.ts';
import { goodsDetail } from '../mocks/index.ts';
import { cartTotals, checkTonnage, toGoodsRow } from './goods.ts';
import type { TonnageCheck } from './goods.ts';

const plate = goodsDetail;

describe('the spec of a goods row', () => {
  it.each<[Pick<GoodsBatch, 'category' | 'thickness' | 'width' | 'length'>, string]>([
    [{ category: '铝板', thickness: '2.000', width: '1250', length: '2500' }, '2×1250×2500'],
    [{ category: '铝卷', thickness: '0.3', width: '1220', length: null }, '0.3×1220(卷)'],
    [{ category: '铝锭', thickness: null, width: null, length: null }, ''],
    [{ category: '铝板', thickness: '1.5', width: '', length: null }, '1.5'],
  ])('%j gives %j', (sizes, expected) => {
    expect(toGoodsRow({ ...plate, ...sizes }, true).spec).toBe(expected);
  });
});

describe('toGoodsRow', () => {
  it('gives the spec, attribute, stock and price of a certified viewer', () => {
    expect(toGoodsRow(plate, true)).toEqual({
      ...plate,
      spec: '2×1250×2500',
      attribute: '佛山/拉丝/单面覆膜',
      priceText: '¥24,960.00',
      stockText: '8.526',
      soldOut: false,
    });
  });

  it('masks the price for visitors and uncertified users', () => {
    expect(toGoodsRow(plate, false).priceText).toBe('-');
  });

  it('marks a sold-out batch', () => {
    expect(toGoodsRow({ ...plate, weight: '0.000' }, true)).toMatchObject({
      stockText: '',
      soldOut: true,
    });
  });
});

describe('checkTonnage', () => {
  it.each<[string, string | null, TonnageCheck]>([
    ['1', '8.526', { ok: true, value: '1.000' }],
    [' 2.5 ', '8.526', { ok: true, value: '2.500' }],
    ['8.526', '8.526', { ok: true, value: '8.526' }],
    ['0.001', '8.526', { ok: true, value: '0.001' }],
    ['007.1', '8.526', { ok: true, value: '7.100' }],
    ['', '8.526', { ok: false, error: '请输入购买吨数' }],
    ['   ', '8.526', { ok: false, error: '请输入购买吨数' }],
    ['0', '8.526', { ok: false, error: '吨数必须大于 0' }],
    ['0.000', '8.526', { ok: false, error: '吨数必须大于 0' }],
    ['1.2345', '8.526', { ok: false, error: '吨数应为数字，最多 3 位小数' }],
    ['-1', '8.526', { ok: false, error: '吨数应为数字，最多 3 位小数' }],
    ['abc', '8.526', { ok: false, error: '吨数应为数字，最多 3 位小数' }],
    ['1e3', '8.526', { ok: false, error: '吨数应为数字，最多 3 位小数' }],
    ['1.', '8.526', { ok: false, error: '吨数应为数字，最多 3 位小数' }],
    ['.5', '8.526', { ok: false, error: '吨数应为数字，最多 3 位小数' }],
    ['8.527', '8.526', { ok: false, error: '购买吨数不能超过库存 8.526 吨' }],
    ['9', '8.5', { ok: false, error: '购买吨数不能超过库存 8.500 吨' }],
    ['1', '0.000', { ok: false, error: '该商品已售罄' }],
    ['1', null, { ok: false, error: '该商品已售罄' }],
    ['', '0.000', { ok: false, error: '该商品已售罄' }],
  ])('checkTonnage(%j, %j)', (input, stock, expected) => {
    expect(checkTonnage(input, stock)).toEqual(expected);
  });
});

describe('cartTotals', () => {
  const line = (weight: string, unitPrice: string) => ({
    weight,
    goods: { ...plate, unitPrice },
  });

  it.each<[ReturnType<typeof line>[], { count: number; tonnage: string; amount: string }]>([
    [[], { count: 0, tonnage: '0.000', amount: '0.00' }],
    [[line('1.234', '24960.00')], { count: 1, tonnage: '1.234', amount: '30800.64' }],
    // Floats would give 0.30000000000000004 t and lose fen.
    [
      [line('0.1', '20000.10'), line('0.2', '20000.20')],
      { count: 2, tonnage: '0.300', amount: '6000.05' },
    ],
    // Each line is rounded to the fen first, as the order's lines are.
    [
      [line('0.001', '21345.67'), line('0.001', '21345.67'), line('0.001', '21345.67')],
      { count: 3, tonnage: '0.003', amount: '64.05' },
    ],
    [
      [line('123456.789', '99999.99'), line('0.001', '0.01')],
      { count: 2, tonnage: '123456.790', amount: '12345677665.43' },
    ],
  ])('totals %j', (items, expected) => {
    expect(cartTotals(items)).toEqual(expected);
  });
});
