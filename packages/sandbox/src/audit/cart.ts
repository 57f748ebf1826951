/** The cart contract's rule (CART_INVARIANTS) as a check over every cart line. */
import { eq } from 'drizzle-orm';
import type { CartInvariant } from '@mall/domain/contract';
import { cartItems, goodsBatches, users } from '../db/schema.ts';
import { chinaDateTime } from '../time.ts';
import type { Check } from './violation.ts';
import { ruleOf } from './violation.ts';

const rule = (invariant: CartInvariant) => ruleOf(invariant);

const addedAfterListing: Check = async (db) =>
  (
    await db
      .select({
        id: cartItems.id,
        addedAt: cartItems.createdAt,
        batchNo: goodsBatches.batchNo,
        listedAt: goodsBatches.listedAt,
        username: users.username,
        joinedAt: users.createdAt,
      })
      .from(cartItems)
      .innerJoin(goodsBatches, eq(goodsBatches.id, cartItems.batchId))
      .innerJoin(users, eq(users.id, cartItems.userId))
  ).flatMap(({ id, addedAt, batchNo, listedAt, username, joinedAt }) =>
    rule('addedAfterListing')(
      addedAt.getTime() >= listedAt.getTime() && addedAt.getTime() >= joinedAt.getTime(),
      `购物车 ${id}（${username}）`,
      `加入于 ${chinaDateTime(addedAt)}；批次 ${batchNo} 上架于 ${chinaDateTime(listedAt)}，用户注册于 ${chinaDateTime(joinedAt)}`,
    ),
  );

/** The check of CART_INVARIANTS, by name. */
export const cartChecks: Readonly<Record<CartInvariant, Check>> = { addedAfterListing };
