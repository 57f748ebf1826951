import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  IDEMPOTENCY_KEY_HEADER,
  cartItemList,
  goodsBatch,
  goodsPage,
  makeOrderResult,
  paths,
} from '@mall/domain/contract';
import { goodsPricing, marketPaths } from '@mall/domain/contract/market';
import { orderDetail, orderPaths } from '@mall/domain/contract/orders';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { FIXED_NOW, PICKUP, dataOf, login, withQuery } from '../testing.ts';

let sandbox: Sandbox;
let admin: string;
let clock = FIXED_NOW;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => clock, cacheSeed: true });
  admin = await login(sandbox.app, '13800000001');
});
afterAll(() => sandbox.close());

/** Exact decimal sum of two yuan amounts, in fen. */
const fen = (price: string): bigint => BigInt(price.replace('.', ''));

const spotBatch = async (skip: number) => {
  const { rows } = await dataOf(
    sandbox.app,
    goodsPage,
    withQuery(paths.goods.spotList, { pageNum: 1, pageSize: 10 }),
    { token: admin },
  );
  const batch = rows[skip];
  if (!batch) throw new Error('no spot batch');
  return batch;
};
const pricingOf = (batchId: number) =>
  dataOf(sandbox.app, goodsPricing, withQuery(marketPaths.goodsPricing, { batchId }), {
    token: admin,
  });
const searchPrice = async (batchNo: string) => {
  const { rows } = await dataOf(
    sandbox.app,
    goodsPage,
    withQuery(paths.goods.search, { keyword: batchNo }),
    { token: admin },
  );
  return rows.find((row) => row.batchNo === batchNo)?.unitPrice;
};

describe('spot goods priced from the reference', () => {
  it('shows 基准价 + 升贴水 = the price of search, detail, cart and make-order, to the fen', async () => {
    const batch = await spotBatch(0);
    const pricing = await pricingOf(batch.batchId);
    expect(pricing).toMatchObject({ seriesName: '长江现货 A00 铝', baseDate: '2026-03-18' });
    const unitPrice = pricing?.unitPrice ?? '';
    expect(fen(pricing?.basePrice ?? '0') + fen(pricing?.premium ?? '0')).toBe(fen(unitPrice));
    expect(await searchPrice(batch.batchNo)).toBe(unitPrice);
    const detail = await dataOf(sandbox.app, goodsBatch, `${paths.goods.detail}/${batch.batchId}`, {
      token: admin,
    });
    expect(detail.unitPrice).toBe(unitPrice);

    await dataOf(
      sandbox.app,
      z.null(),
      withQuery(paths.cart.add, { batchId: batch.batchId, carType: 'spot', weight: '1' }),
      { token: admin },
    );
    const lines = await dataOf(
      sandbox.app,
      cartItemList,
      withQuery(paths.cart.list, { carType: 'spot' }),
      { token: admin },
    );
    const line = lines.find((item) => item.batchId === batch.batchId);
    expect([line?.addPrice, line?.goods.unitPrice]).toEqual([unitPrice, unitPrice]);

    const { orderId } = await dataOf(sandbox.app, makeOrderResult, paths.cart.makeOrder, {
      token: admin,
      body: { cartIds: [line?.cartId], terms: PICKUP },
      headers: { [IDEMPOTENCY_KEY_HEADER]: `pricing-${batch.batchId}` },
    });
    const order = await dataOf(
      sandbox.app,
      orderDetail,
      withQuery(orderPaths.waitSubmitDetail, { id: orderId }),
      { token: admin },
    );
    expect(order.lines.map((orderLine) => orderLine.unitPrice)).toEqual([unitPrice]);
  });

  it('reprices spot goods when the reference gains a day, keeping each premium', async () => {
    const batch = await spotBatch(1);
    const before = await pricingOf(batch.batchId);
    try {
      clock = new Date('2026-03-19T04:00:00Z');
      const after = await pricingOf(batch.batchId);
      expect(after?.baseDate).toBe('2026-03-19');
      expect(after?.premium).toBe(before?.premium);
      expect(fen(after?.basePrice ?? '0') + fen(after?.premium ?? '0')).toBe(
        fen(after?.unitPrice ?? ''),
      );
      expect(await searchPrice(batch.batchNo)).toBe(after?.unitPrice);
    } finally {
      clock = FIXED_NOW;
    }
  });

  it('answers null for goods not priced from the reference', async () => {
    const { rows } = await dataOf(
      sandbox.app,
      goodsPage,
      withQuery(paths.goods.search, { pageSize: 20 }),
    );
    const cash = rows.find((row) => row.carType === 'cash');
    expect(await pricingOf(cash?.batchId ?? 0)).toBeNull();
  });
});
