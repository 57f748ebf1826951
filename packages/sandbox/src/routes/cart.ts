import type { SQL } from 'drizzle-orm';
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { CartItem, MakeOrderResult } from '@mall/domain/contract';
import { seesPrices } from '@mall/domain/contract/roles';
import {
  CART_TYPE_LABELS,
  addCartQuery,
  cartListQuery,
  makeOrderRequest,
  paths,
} from '@mall/domain/contract';
import { requireCertified, requireUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import { cartItems, companies, goodsBatches } from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { shownPrice } from '../goods/viewer.ts';
import { idempotent, inTransaction } from '../orders/guards.ts';
import { createOrder } from '../orders/write/creation.ts';
import { chinaDateTime } from '../time.ts';
import { requirePurchaser } from '../staff/guards.ts';
import { validateJson, validateQuery } from '../validation.ts';
import { GOODS_LABELS, NO_SUCH_GOODS, goodsColumns, toGoodsBatch } from './goods.ts';

const CART_LABELS = {
  ...GOODS_LABELS,
  carType: '购物车类型',
  weight: '购买吨数',
  cartIds: '购物车商品',
};
const NOT_IN_CART = '购物车中没有该商品';
const CHANGED = '部分商品已售罄或信息已变更，请刷新购物车后重试';

/** The three lists a line is in one of (see the contract's cart item). */
const orderable = sql<boolean>`(${goodsBatches.weight} >= ${cartItems.weight} and ${goodsBatches.unitPrice} = ${cartItems.addPrice})`;
const shadow = sql<boolean>`(${goodsBatches.weight} > 0 and not ${orderable})`;
const soldOut = sql<boolean>`(${goodsBatches.weight} = 0)`;

const idParam = z.object({ id: z.int().check(z.positive()) });

/**
 * The logged-in user's cart (its counts are with the other counts, in account.ts). Adding and making an order need a certified user (the action
 * guard of spec section 5); the lists, the counts and deleting need only a login. Making an
 * order needs an Idempotency-Key: a repeated key is answered with the first order.
 */
export const cartRoutes = (deps: Deps) => {
  const { db, now } = deps;
  const auth = requireUser(deps);

  /** One of the three lists, of one cart type or all, newest first. */
  const listOf = (status: SQL) => async (c: Context<AppEnv>) => {
    const query = validateQuery(c, cartListQuery, { labels: CART_LABELS });
    if (!query.ok) return query.response;
    const { carType: type } = query.data;
    const rows = await db
      .select({ line: getTableColumns(cartItems), goods: goodsColumns })
      .from(cartItems)
      .innerJoin(goodsBatches, eq(goodsBatches.id, cartItems.batchId))
      .innerJoin(companies, eq(companies.id, goodsBatches.supplierId))
      .where(
        and(
          eq(cartItems.userId, c.get('user').id),
          type === undefined ? undefined : eq(cartItems.carType, type),
          status,
        ),
      )
      .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
    const sees = seesPrices(c.get('user').userExamineState);
    return ok<CartItem[]>(
      rows.map(({ line, goods }) => ({
        cartId: line.id,
        batchId: line.batchId,
        carType: line.carType,
        weight: line.weight,
        addPrice: shownPrice(sees, line.addPrice),
        addTime: chinaDateTime(line.createdAt),
        goods: toGoodsBatch(sees)(goods),
      })),
    );
  };

  return new Hono<AppEnv>()
    .get(paths.cart.list, auth, listOf(orderable))
    .get(paths.cart.shadowList, auth, listOf(shadow))
    .get(paths.cart.soldOutList, auth, listOf(soldOut))
    .get(paths.cart.add, auth, requireCertified, requirePurchaser(deps), async (c) => {
      const query = validateQuery(c, addCartQuery, { numbers: ['batchId'], labels: CART_LABELS });
      if (!query.ok) return query.response;
      const { batchId, weight } = query.data;
      const [batch] = await db
        .select({
          stock: goodsBatches.weight,
          unitPrice: goodsBatches.unitPrice,
          carType: goodsBatches.carType,
          fits: sql<boolean>`${weight}::numeric <= ${goodsBatches.weight}`,
        })
        .from(goodsBatches)
        .where(eq(goodsBatches.id, batchId));
      if (!batch) return fail(404, NO_SUCH_GOODS);
      if (batch.stock === '0.000') return fail(400, '该商品已售罄');
      if (batch.carType !== query.data.carType) {
        return fail(400, `该商品为${CART_TYPE_LABELS[batch.carType]}，请加入对应的购物车`);
      }
      if (!batch.fits) return fail(400, `购买吨数不能超过库存 ${batch.stock} 吨`);
      const line = {
        userId: c.get('user').id,
        batchId,
        carType: batch.carType,
        weight,
        addPrice: batch.unitPrice,
        createdAt: now(),
      };
      await db
        .insert(cartItems)
        .values(line)
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.batchId, cartItems.carType],
          set: { weight, addPrice: batch.unitPrice, createdAt: line.createdAt },
        });
      return ok(null);
    })
    .get(`${paths.cart.deleteByBatch}/:id`, auth, async (c) => {
      const id = idParam.safeParse({ id: Number(c.req.param('id')) });
      if (!id.success) return fail(404, NOT_IN_CART);
      const deleted = await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, c.get('user').id), eq(cartItems.batchId, id.data.id)))
        .returning({ id: cartItems.id });
      return deleted.length > 0 ? ok(null) : fail(404, NOT_IN_CART);
    })
    .get(`${paths.cart.deleteByCart}/:id`, auth, async (c) => {
      const id = idParam.safeParse({ id: Number(c.req.param('id')) });
      if (!id.success) return fail(404, NOT_IN_CART);
      const deleted = await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, c.get('user').id), eq(cartItems.id, id.data.id)))
        .returning({ id: cartItems.id });
      return deleted.length > 0 ? ok(null) : fail(404, NOT_IN_CART);
    })
    .get(paths.cart.deleteSoldOut, auth, async (c) => {
      const query = validateQuery(c, cartListQuery, { labels: CART_LABELS });
      if (!query.ok) return query.response;
      const { carType: type } = query.data;
      await db
        .delete(cartItems)
        .where(
          and(
            eq(cartItems.userId, c.get('user').id),
            type === undefined ? undefined : eq(cartItems.carType, type),
            inArray(
              cartItems.batchId,
              db.select({ id: goodsBatches.id }).from(goodsBatches).where(soldOut),
            ),
          ),
        );
      return ok(null);
    })
    .post(paths.cart.makeOrder, auth, requireCertified, idempotent(deps), async (c) => {
      const body = await validateJson(c, makeOrderRequest, { labels: CART_LABELS });
      if (!body.ok) return body.response;
      const user = c.get('user');
      const { companyId } = user;
      if (companyId === null) return fail(403, '请先完成企业认证');
      const cartIds = [...new Set(body.data.cartIds)];
      return inTransaction(db, async (tx) => {
        const lines = await tx
          .select({
            ...getTableColumns(cartItems),
            unitPrice: goodsBatches.unitPrice,
            orderable,
          })
          .from(cartItems)
          .innerJoin(goodsBatches, eq(goodsBatches.id, cartItems.batchId))
          .where(and(eq(cartItems.userId, user.id), inArray(cartItems.id, cartIds)))
          .for('update');
        if (lines.length !== cartIds.length) return fail(404, '购物车商品不存在或已下单');
        if (lines.some((line) => !line.orderable)) return fail(400, CHANGED);
        const made = await createOrder(
          tx,
          { companyId, userId: user.id },
          lines.map(({ batchId, weight, unitPrice }) => ({ batchId, weight, unitPrice })),
          body.data.terms,
          now(),
        );
        for (const line of lines) {
          await tx
            .update(goodsBatches)
            .set({ weight: sql`${goodsBatches.weight} - ${line.weight}::numeric` })
            .where(eq(goodsBatches.id, line.batchId));
        }
        await tx.delete(cartItems).where(inArray(cartItems.id, cartIds));
        return ok<MakeOrderResult>(made);
      });
    });
};
