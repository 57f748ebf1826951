import { Hono } from 'hono';
import { repeatBuyPaths } from '@mall/domain/contract/inquiry';
import { requireUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import { ok } from '../envelope.ts';
import { repeatBuyProducts } from '../inquiry/repeatBuy.ts';
import { companyOf } from '../orders/guards.ts';

/**
 * 再次购买's read (contract/inquiry.ts, `repeatBuyPaths`): any logged-in buyer, certified or not
 * (the client masks the prices of an uncertified one); a user without a company has bought
 * nothing.
 */
export const repeatBuyRoutes = (deps: Deps) =>
  new Hono<AppEnv>()
    .use(repeatBuyPaths.list, requireUser(deps))
    .get(repeatBuyPaths.list, async (c) => ok(await repeatBuyProducts(deps.db, companyOf(c))));
