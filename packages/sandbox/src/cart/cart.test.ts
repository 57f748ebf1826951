import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { CartItem, CartType, GoodsBatch } from '@mall/domain/contract';
import {
  IDEMPOTENCY_KEY_HEADER,
  cartCounts,
  cartItemList,
  goodsBatch,
  goodsPage,
  makeOrderResult,
  orderCounts,
  paths,
} from '@mall/domain/contract';
import { addressPaths, customerAddressList } from '@mall/domain/contract/address';
import { orderPage, orderPaths } from '@mall/domain/contract/orders';
import { Big, lineAmount, yuan } from '@mall/domain/money';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { orderItems, orders } from '../db/schema.ts';
import { FIXED_NOW, PICKUP, dataOf, failureOf, login, withQuery } from '../testing.ts';

let sandbox: Sandbox;
let admin: string;
let employee: string;
let uncertified: string;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => FIXED_NOW, cacheSeed: true });
  admin = await login(sandbox.app, '13800000001');
  employee = await login(sandbox.app, '13800000002');
  uncertified = await login(sandbox.app, '13800000003');
});
afterAll(() => sandbox.close());

const fetchData = <S extends z.ZodMiniType>(
  schema: S,
  path: string,
  token?: string,
  body?: unknown,
) => dataOf(sandbox.app, schema, path, { token, body });
const errorOf = (path: string, token?: string, body?: unknown) =>
  failureOf(sandbox.app, path, { token, body });

const counts = (token: string) => fetchData(cartCounts, paths.cart.count, token);
const list = (path: string, token: string, carType?: CartType) =>
  fetchData(cartItemList, carType ? withQuery(path, { carType }) : path, token);
const lists = async (token: string) => ({
  ordinary: await list(paths.cart.list, token),
  shadow: await list(paths.cart.shadowList, token),
  soldOut: await list(paths.cart.soldOutList, token),
});
const detail = (batchId: number) => fetchData(goodsBatch, `${paths.goods.detail}/${batchId}`);
const addCart = (batchId: number, carType: CartType, weight: string) =>
  withQuery(paths.cart.add, { batchId, carType, weight });
const toBeSubmitted = async (token: string) =>
  (await fetchData(orderCounts, paths.orders.count, token)).toBeSubmitted;

/** A batch on sale through `carType` with at least 2 t, not in `token`'s cart, as `token` sees it. */
const freshBatch = async (token: string, carType: CartType, skip = 0): Promise<GoodsBatch> => {
  const inCart = new Set(
    Object.values(await lists(token))
      .flat()
      .map(({ batchId }) => batchId),
  );
  const { rows } = await fetchData(
    goodsPage,
    withQuery(paths.goods.search, { sortField: 'weight', sortOrder: 'desc', pageSize: 50 }),
    token,
  );
  const batch = rows.filter((row) => row.carType === carType && !inCart.has(row.batchId))[skip];
  if (!batch) throw new Error(`no ${carType} batch`);
  return batch;
};

describe('who may call', () => {
  const calls: [string, unknown?][] = [
    [paths.cart.list],
    [paths.cart.shadowList],
    [paths.cart.soldOutList],
    [withQuery(paths.cart.add, { batchId: 1, carType: 'cash', weight: '1' })],
    [`${paths.cart.deleteByBatch}/1`],
    [`${paths.cart.deleteByCart}/1`],
    [paths.cart.deleteSoldOut],
    [paths.cart.makeOrder, { cartIds: [1], terms: PICKUP }],
  ];

  it.each(calls)('%s answers 401 to a visitor', async (path, body) => {
    expect(await errorOf(path, undefined, body)).toEqual([401, '登录状态已过期，请重新登录']);
  });

  it.each<[string, unknown?]>([
    [withQuery(paths.cart.add, { batchId: 1, carType: 'cash', weight: '1' })],
    [paths.cart.makeOrder, { cartIds: [1], terms: PICKUP }],
  ])('%s answers 403 to an uncertified user', async (path, body) => {
    expect(await errorOf(path, uncertified, body)).toEqual([403, '请先完成企业认证']);
  });

  it('shows an uncertified user an empty cart', async () => {
    expect(await lists(uncertified)).toEqual({ ordinary: [], shadow: [], soldOut: [] });
  });
});

describe('the seeded cart', () => {
  it('has ordinary, shadow and sold-out lines, each in one list', async () => {
    const { ordinary, shadow, soldOut } = await lists(admin);
    expect([ordinary.length, shadow.length, soldOut.length]).toEqual([5, 2, 2]);
    expect(await counts(admin)).toEqual({ cash: 4, sold: 2, spot: 3 });
    const ids = [...ordinary, ...shadow, ...soldOut].map(({ cartId }) => cartId);
    expect(new Set(ids).size).toBe(9);
    for (const line of ordinary) {
      expect(Number(line.goods.weight)).toBeGreaterThanOrEqual(Number(line.weight));
      expect(line.addPrice).toBe(line.goods.unitPrice);
    }
    for (const line of shadow) {
      const changed =
        line.addPrice !== line.goods.unitPrice || Number(line.goods.weight) < Number(line.weight);
      expect(changed).toBe(true);
    }
    for (const line of soldOut) expect(line.goods.weight).toBe('0.000');
    for (const line of [...ordinary, ...shadow, ...soldOut])
      expect(line.carType).toBe(line.goods.carType);
  });

  it('lists one cart type', async () => {
    const spot = await list(paths.cart.list, admin, 'spot');
    expect(spot.length).toBeGreaterThan(0);
    for (const line of spot) expect(line.carType).toBe('spot');
    expect(await errorOf(withQuery(paths.cart.list, { carType: 'gold' }), admin)).toEqual([
      400,
      '购物车类型必须为 cash 或 sold 或 spot',
    ]);
  });
});

describe('adding to the cart', () => {
  it('adds a batch with the tonnes wanted, and the count rises', async () => {
    const before = await counts(employee);
    const batch = await freshBatch(employee, 'cash');
    await fetchData(z.null(), addCart(batch.batchId, 'cash', '1.5'), employee);
    expect(await counts(employee)).toEqual({ ...before, cash: before.cash + 1 });
    const [line] = await list(paths.cart.list, employee, 'cash');
    expect(line).toMatchObject({
      batchId: batch.batchId,
      weight: '1.500',
      addPrice: batch.unitPrice,
      addTime: '2026-03-18 10:00:00',
    });
    // Adding it again replaces the tonnes.
    await fetchData(z.null(), addCart(batch.batchId, 'cash', '2'), employee);
    expect(await counts(employee)).toEqual({ ...before, cash: before.cash + 1 });
    expect((await list(paths.cart.list, employee, 'cash'))[0]?.weight).toBe('2.000');
  });

  it('renews a shadow line added again', async () => {
    const [line] = (await lists(admin)).shadow;
    if (!line) throw new Error('no shadow line');
    await fetchData(z.null(), addCart(line.batchId, line.carType, line.goods.weight), admin);
    const after = await lists(admin);
    expect(after.shadow.map(({ cartId }) => cartId)).not.toContain(line.cartId);
    expect(after.ordinary.find(({ batchId }) => batchId === line.batchId)).toMatchObject({
      weight: line.goods.weight,
      addPrice: line.goods.unitPrice,
    });
  });

  it.each<[string, (batch: GoodsBatch) => Record<string, string | number>, string]>([
    ['no batch', (b) => ({ carType: b.carType, weight: '1' }), '商品不能为空'],
    ['no tonnes', (b) => ({ batchId: b.batchId, carType: b.carType }), '购买吨数不能为空'],
    [
      '4 decimals',
      (b) => ({ batchId: b.batchId, carType: b.carType, weight: '1.2345' }),
      '吨数应为数字，最多 3 位小数',
    ],
    [
      '0 tonnes',
      (b) => ({ batchId: b.batchId, carType: b.carType, weight: '0.000' }),
      '吨数必须大于 0',
    ],
    [
      'a negative',
      (b) => ({ batchId: b.batchId, carType: b.carType, weight: '-1' }),
      '吨数应为数字，最多 3 位小数',
    ],
    [
      'an unknown type',
      (b) => ({ batchId: b.batchId, carType: 'gold', weight: '1' }),
      '购物车类型必须为 cash 或 sold 或 spot',
    ],
    [
      'the wrong type',
      (b) => ({ batchId: b.batchId, carType: 'spot', weight: '1' }),
      '该商品为现款商品，请加入对应的购物车',
    ],
    [
      'more than the stock',
      (b) => ({ batchId: b.batchId, carType: b.carType, weight: String(Number(b.weight) + 1) }),
      '',
    ],
  ])('answers 400 for %s', async (_, params, msg) => {
    const batch = await freshBatch(employee, 'cash', 1);
    const expected = msg || `购买吨数不能超过库存 ${batch.weight} 吨`;
    expect(await errorOf(withQuery(paths.cart.add, params(batch)), employee)).toEqual([
      400,
      expected,
    ]);
  });

  it('refuses an unknown or sold-out batch', async () => {
    expect(await errorOf(addCart(999_999, 'cash', '1'), employee)).toEqual([404, '商品不存在']);
    const [soldOut] = (await lists(admin)).soldOut;
    if (!soldOut) throw new Error('no sold-out line');
    expect(await errorOf(addCart(soldOut.batchId, soldOut.carType, '1'), employee)).toEqual([
      400,
      '该商品已售罄',
    ]);
  });
});

describe('deleting from the cart', () => {
  it('deletes a line by cart id, only the own ones', async () => {
    const [line] = await list(paths.cart.list, employee);
    if (!line) throw new Error('empty cart');
    expect(await errorOf(`${paths.cart.deleteByCart}/${line.cartId}`, admin)).toEqual([
      404,
      '购物车中没有该商品',
    ]);
    const before = await counts(employee);
    await fetchData(z.null(), `${paths.cart.deleteByCart}/${line.cartId}`, employee);
    const after = await counts(employee);
    expect(after[line.carType]).toBe(before[line.carType] - 1);
    expect(await errorOf(`${paths.cart.deleteByCart}/${line.cartId}`, employee)).toEqual([
      404,
      '购物车中没有该商品',
    ]);
    expect(await errorOf(`${paths.cart.deleteByCart}/abc`, employee)).toEqual([
      404,
      '购物车中没有该商品',
    ]);
  });

  it('deletes a batch by batch id', async () => {
    const batch = await freshBatch(employee, 'spot');
    await fetchData(z.null(), addCart(batch.batchId, 'spot', '1'), employee);
    const before = await counts(employee);
    await fetchData(z.null(), `${paths.cart.deleteByBatch}/${batch.batchId}`, employee);
    expect(await counts(employee)).toEqual({ ...before, spot: before.spot - 1 });
    expect(await errorOf(`${paths.cart.deleteByBatch}/${batch.batchId}`, employee)).toEqual([
      404,
      '购物车中没有该商品',
    ]);
  });

  it('deletes all sold-out lines and nothing else', async () => {
    const before = await lists(admin);
    await fetchData(z.null(), paths.cart.deleteSoldOut, admin);
    const after = await lists(admin);
    expect(after.soldOut).toEqual([]);
    expect(after.ordinary).toEqual(before.ordinary);
    expect(after.shadow).toEqual(before.shadow);
  });
});

describe('making an order', () => {
  let keys = 0;
  /** A fresh Idempotency-Key for each attempt, or the one given (a retry). */
  const keyed = (key = `cart-${(keys += 1)}`) => ({ [IDEMPOTENCY_KEY_HEADER]: key });
  const makeOrder = (token: string, cartIds: unknown, key?: string) =>
    dataOf(sandbox.app, makeOrderResult, paths.cart.makeOrder, {
      token,
      body: { cartIds, terms: PICKUP },
      headers: keyed(key),
    });
  const refusal = (token: string, cartIds: unknown) =>
    failureOf(sandbox.app, paths.cart.makeOrder, {
      token,
      body: { cartIds, terms: PICKUP },
      headers: keyed(),
    });

  it('makes one order to be submitted from the chosen lines', async () => {
    const a = await freshBatch(employee, 'cash');
    const b = await freshBatch(employee, 'sold');
    await fetchData(z.null(), addCart(a.batchId, 'cash', '1.234'), employee);
    await fetchData(z.null(), addCart(b.batchId, 'sold', '0.5'), employee);
    const chosen: CartItem[] = (await list(paths.cart.list, employee)).filter(({ batchId }) =>
      [a.batchId, b.batchId].includes(batchId),
    );
    const submittedBefore = await toBeSubmitted(admin);
    const countsBefore = await counts(employee);

    const cartIds = chosen.map(({ cartId }) => cartId);
    const order = await makeOrder(employee, cartIds);
    expect(order.orderNo).toMatch(/^XS20260318\d{4}$/);

    expect(await toBeSubmitted(admin)).toBe(submittedBefore + 1);
    expect(await counts(employee)).toEqual({
      ...countsBefore,
      cash: countsBefore.cash - 1,
      sold: countsBefore.sold - 1,
    });
    expect((await detail(a.batchId)).weight).toBe((Number(a.weight) - 1.234).toFixed(3));
    const [row] = await sandbox.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ orderNo: order.orderNo, stage: 'toBeSubmitted' });
    const items = await sandbox.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.orderId));
    expect(
      items.map(({ batchId, weight, unitPrice }) => [batchId, weight, unitPrice]).sort(),
    ).toEqual(
      [
        [a.batchId, '1.234', a.unitPrice],
        [b.batchId, '0.500', b.unitPrice],
      ].sort(),
    );
    const itemA = items.find(({ batchId }) => batchId === a.batchId);
    // 1.234 t at the unit price, to the fen.
    expect(itemA?.amount).toBe((Math.round(1.234 * Number(a.unitPrice) * 100) / 100).toFixed(2));

    // The same lines again: they have left the cart.
    expect(await refusal(employee, cartIds)).toEqual([404, '购物车商品不存在或已下单']);

    // The next order of the day takes the next number.
    const c = await freshBatch(employee, 'spot');
    await fetchData(z.null(), addCart(c.batchId, 'spot', '1'), employee);
    const [line] = await list(paths.cart.list, employee, 'spot');
    const next = await makeOrder(employee, [line?.cartId]);
    expect(Number(next.orderNo.slice(-4))).toBe(Number(order.orderNo.slice(-4)) + 1);
  });

  it('stores the confirmation’s terms and charges 过户费 in the total, checked again here', async () => {
    const [address] = await fetchData(customerAddressList, addressPaths.customerAddresses, admin);
    const batch = await freshBatch(admin, 'cash');
    await fetchData(z.null(), addCart(batch.batchId, 'cash', '2.345'), admin);
    const line = (await list(paths.cart.list, admin)).find(
      ({ batchId }) => batchId === batch.batchId,
    );
    const send = (terms: unknown) =>
      failureOf(sandbox.app, paths.cart.makeOrder, {
        token: admin,
        body: { cartIds: [line?.cartId], terms },
        headers: keyed(),
      });
    const delivery = { deliveryWay: 'delivery', addressId: address?.id ?? 0, remark: '', poNo: '' };
    expect(await send({ ...delivery, poNo: 'PO 2026/1' })).toEqual([
      400,
      expect.stringContaining('采购单号只能包含字母、数字、- 和 _'),
    ]);
    expect(await send({ ...delivery, poNo: 'P'.repeat(33) })).toEqual([
      400,
      expect.stringContaining('采购单号最多 32 个字符'),
    ]);
    expect(await send({ ...delivery, remark: '备'.repeat(201) })).toEqual([
      400,
      expect.stringContaining('最多 200 个字'),
    ]);
    expect(await send({ ...delivery, addressId: null })).toEqual([
      400,
      expect.stringContaining('请选择收货地址'),
    ]);
    expect(await send({ ...delivery, addressId: 999_999 })).toEqual([404, '收货地址不存在']);

    const made = await dataOf(sandbox.app, makeOrderResult, paths.cart.makeOrder, {
      token: admin,
      body: {
        cartIds: [line?.cartId],
        terms: { ...delivery, remark: '请周一上午送货', poNo: 'PO-2026_0042' },
      },
      headers: keyed(),
    });
    const { rows } = await fetchData(
      orderPage,
      withQuery(orderPaths.waitSubmit, { pageNum: 1, pageSize: 50, orderNo: made.orderNo }),
      admin,
    );
    const [order] = rows;
    const goods = lineAmount('2.345', batch.unitPrice);
    // 2.345 t × 15 元/吨 = 35.175, to the fen.
    expect(order).toMatchObject({
      poNo: 'PO-2026_0042',
      deliveryWay: 'delivery',
      deliveryAddress: `${address?.provinceName} ${address?.cityName} ${address?.districtName} ${address?.detail}（${address?.contactName} ${address?.contactPhone}）`,
      remark: '请周一上午送货',
      goodsAmount: goods,
      transferFee: '35.18',
      totalAmount: yuan(new Big(goods).plus('35.18')),
      depositAmount: yuan(new Big(goods).plus('35.18').times('0.2')),
    });
  });

  it('answers a repeated Idempotency-Key with the first order and makes no second one', async () => {
    const batch = await freshBatch(employee, 'cash');
    await fetchData(z.null(), addCart(batch.batchId, 'cash', '1'), employee);
    const line = (await list(paths.cart.list, employee)).find(
      ({ batchId }) => batchId === batch.batchId,
    );
    const submittedBefore = await toBeSubmitted(admin);
    const first = await makeOrder(employee, [line?.cartId], 'cart-lost-answer');
    const again = await makeOrder(employee, [line?.cartId], 'cart-lost-answer');
    expect(again).toEqual(first);
    expect(await toBeSubmitted(admin)).toBe(submittedBefore + 1);
    expect((await detail(batch.batchId)).weight).toBe((Number(batch.weight) - 1).toFixed(3));
    expect(
      await failureOf(sandbox.app, paths.cart.makeOrder, {
        token: employee,
        body: { cartIds: [line?.cartId], terms: PICKUP },
      }),
    ).toEqual([400, '缺少 Idempotency-Key']);
  });

  it('refuses changed lines, and lines of another user', async () => {
    const [shadow] = (await lists(admin)).shadow;
    if (!shadow) throw new Error('no shadow line');
    expect(await refusal(admin, [shadow.cartId])).toEqual([
      400,
      '部分商品已售罄或信息已变更，请刷新购物车后重试',
    ]);
    expect(await refusal(employee, [shadow.cartId])).toEqual([404, '购物车商品不存在或已下单']);
  });

  it.each([
    [[], '请选择要下单的商品'],
    [Array.from({ length: 51 }, (_, i) => i + 1), '一次最多下单 50 件商品'],
    ['1', '购物车商品类型不正确'],
    [[0], '参数（cartIds[0]）必须大于 0'],
  ])('answers 400 for cartIds %j', async (cartIds, msg) => {
    expect(await refusal(employee, cartIds)).toEqual([400, msg]);
  });
});
