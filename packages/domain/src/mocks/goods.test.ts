import { describe, expect, it } from 'vitest';
import * as contract from '../contract/index.ts';
import {
  cartCounts,
  cartLines,
  goodsBatches,
  goodsDetail,
  goodsPage,
  goodsProperties,
  goodsSuggestions,
  infoTypeList,
  makeOrderResult,
  mayLikeGoods,
  soldOutGoods,
  spotGoodsPage,
} from './index.ts';

describe('goods and cart fixtures', () => {
  it('match the contract', () => {
    expect(contract.goodsPage.parse(goodsPage)).toEqual(goodsPage);
    expect(contract.goodsPage.parse(spotGoodsPage)).toEqual(spotGoodsPage);
    expect(contract.goodsBatch.parse(goodsDetail)).toEqual(goodsDetail);
    expect(contract.goodsBatch.parse(soldOutGoods)).toEqual(soldOutGoods);
    expect(contract.goodsBatchList.parse(mayLikeGoods)).toEqual(mayLikeGoods);
    expect(contract.goodsPropertyList.parse(goodsProperties)).toEqual(goodsProperties);
    expect(contract.goodsSuggestions.parse(goodsSuggestions)).toEqual(goodsSuggestions);
    expect(contract.infoTypes.parse(infoTypeList)).toEqual(infoTypeList);
    for (const lines of Object.values(cartLines))
      expect(contract.cartItemList.parse(lines)).toEqual(lines);
    expect(contract.makeOrderResult.parse(makeOrderResult)).toEqual(makeOrderResult);
  });

  it('name each batch as the sandbox does, with unique ids', () => {
    for (const batch of goodsBatches) {
      const temper = batch.temper ? `-${batch.temper}` : '';
      expect(batch.productName).toBe(`${batch.grade}${temper} ${batch.category}`);
    }
    expect(new Set(goodsBatches.map(({ batchId }) => batchId)).size).toBe(goodsBatches.length);
  });

  it('fill the carts as the counts say, each line in its list by the same rules as the sandbox', () => {
    const lines = Object.values(cartLines).flat();
    for (const type of contract.CART_TYPES) {
      expect(
        lines.filter(({ carType }) => carType === type),
        type,
      ).toHaveLength(cartCounts[type]);
    }
    for (const line of lines) expect(line.carType).toBe(line.goods.carType);
    for (const line of cartLines.ordinary) {
      expect(Number(line.goods.weight)).toBeGreaterThanOrEqual(Number(line.weight));
      expect(line.addPrice).toBe(line.goods.unitPrice);
    }
    for (const line of cartLines.shadow) expect(line.addPrice).not.toBe(line.goods.unitPrice);
    for (const line of cartLines.soldOut) expect(line.goods.weight).toBe('0.000');
  });

  it('give properties whose values the fixtures use', () => {
    const values = new Map(goodsProperties.map(({ key, values: v }) => [key, v]));
    for (const batch of goodsBatches) {
      for (const key of contract.GOODS_FILTER_KEYS) {
        const value = batch[key];
        if (value !== null) expect(values.get(key), `${key} ${value}`).toContain(value);
      }
    }
  });
});
