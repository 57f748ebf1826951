import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsDetailPaths, goodsPage, paths } from '@mall/domain/contract';
import { marketPaths } from '@mall/domain/contract/market';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { FIXED_NOW, call, dataOf, login, withQuery } from '../testing.ts';

/**
 * Goods prices reach only a viewer who may see them (`seesPrices`): a visitor and the
 * uncertified buyer (13800000003) are sent null in every price's place on each call that
 * carries goods; the certified administrator is sent the prices.
 */

let sandbox: Sandbox;
let tokens: Record<'visitor' | 'uncertified' | 'certified', string | undefined>;
let batchId = 0;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => FIXED_NOW, cacheSeed: true });
  tokens = {
    visitor: undefined,
    uncertified: await login(sandbox.app, '13800000003'),
    certified: await login(sandbox.app, '13800000001'),
  };
  const spot = await dataOf(
    sandbox.app,
    goodsPage,
    withQuery(paths.goods.spotList, { pageNum: 1, pageSize: 1 }),
  );
  batchId = spot.rows[0]?.batchId ?? 0;
}, 120_000);
afterAll(() => sandbox.close());

/** Every goods-bearing call a viewer can make (the cart's lists need a login). */
const CALLS: Record<string, () => string> = {
  search: () => withQuery(paths.goods.search, { pageNum: 1, pageSize: 50 }),
  'search by price': () =>
    withQuery(paths.goods.search, { pageNum: 1, pageSize: 50, sortField: 'unitPrice' }),
  spotList: () => withQuery(paths.goods.spotList, { pageNum: 1, pageSize: 50 }),
  mayLike: () => paths.goods.mayLike,
  detail: () => `${paths.goods.detail}/${batchId}`,
  'detail extra (similar batches)': () => `${goodsDetailPaths.extra}/${batchId}`,
  goodsPricing: () => withQuery(marketPaths.goodsPricing, { batchId }),
  suggestion: () => withQuery(paths.goods.suggestion, { key: '铝' }),
  cart: () => paths.cart.list,
  'cart shadow list': () => paths.cart.shadowList,
  'cart sold-out list': () => paths.cart.soldOutList,
};

/** The values of every field named like a price (unitPrice, addPrice, basePrice, premium…) in a body. */
const priceValues = (value: unknown): unknown[] => {
  if (Array.isArray(value)) return value.flatMap(priceValues);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, field]) => [
    ...(/price|premium/i.test(key) ? [field] : []),
    ...priceValues(field),
  ]);
};

/** The answer's data and the price values in it. */
const answer = async (token: string | undefined, path: string) => {
  const { json } = await call(sandbox.app, path, { ...(token !== undefined && { token }) });
  const { code, data } = json as { code: number; data: unknown };
  return { code, data, prices: priceValues(data) };
};

const entries = Object.entries(CALLS);

describe('goods prices as the viewer may see them', () => {
  it.each(['visitor', 'uncertified'] as const)(
    'the %s is sent no price on any goods call',
    async (viewer) => {
      for (const [name, path] of entries) {
        const { code, prices } = await answer(tokens[viewer], path());
        // A visitor is refused the cart's lists (401): nothing is sent there either.
        expect
          .soft([name, code])
          .toEqual([name, viewer === 'visitor' && /cart/.test(name) ? 401 : 200]);
        expect.soft([name, prices.filter((price) => price !== null)]).toEqual([name, []]);
      }
    },
  );

  it('the certified administrator is sent the prices', async () => {
    for (const name of ['search', 'spotList', 'mayLike', 'detail', 'goodsPricing', 'cart']) {
      const { prices } = await answer(tokens.certified, CALLS[name]?.() ?? '');
      expect.soft([name, prices.some((price) => typeof price === 'string')]).toEqual([name, true]);
    }
  });

  it('a search by price is in listing order for a viewer without prices, so its order tells none', async () => {
    const ids = async (token: string | undefined, sortField: string) => {
      const { data } = await answer(
        token,
        withQuery(paths.goods.search, { pageNum: 1, pageSize: 20, sortField, sortOrder: 'asc' }),
      );
      return (data as { rows: { batchId: number }[] }).rows.map((row) => row.batchId);
    };
    for (const viewer of ['visitor', 'uncertified'] as const) {
      expect(await ids(tokens[viewer], 'unitPrice')).toEqual(await ids(tokens[viewer], 'listedAt'));
    }
    expect(await ids(tokens.certified, 'unitPrice')).not.toEqual(
      await ids(tokens.certified, 'listedAt'),
    );
  });

  it('the detail keeps the rest of the batch for the visitor', async () => {
    const { data } = await answer(undefined, `${paths.goods.detail}/${batchId}`);
    expect(data).toMatchObject({ batchId, unitPrice: null });
    expect((data as { weight: string }).weight).toMatch(/^\d+\.\d{3}$/);
  });
});
