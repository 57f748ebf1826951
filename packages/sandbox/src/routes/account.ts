import type { SQL } from 'drizzle-orm';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { CartCounts, OrderCounts } from '@mall/domain/contract';
import { paths, pushFlags } from '@mall/domain/contract';
import { realnameUpdate } from '@mall/domain/contract/account';
import { requireUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import { onlyRow } from '../db/client.ts';
import { cartItems, deliveries, invoices, orders, users } from '../db/schema.ts';
import { ok } from '../envelope.ts';
import { accountInfoOf } from '../userCentre/account.ts';
import { validateJson } from '../validation.ts';

const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Calls about the logged-in user: profile, the guide, pending counts. */
export const accountRoutes = (deps: Deps) => {
  const { db } = deps;
  const auth = requireUser(deps);
  const stage = (name: (typeof orders.stage.enumValues)[number]) =>
    countWhere(eq(orders.stage, name));
  const carType = (name: (typeof cartItems.carType.enumValues)[number]) =>
    countWhere(eq(cartItems.carType, name));

  return (
    new Hono<AppEnv>()
      .get(paths.user.info, auth, async (c) => ok(await accountInfoOf(db, c.get('user'))))
      // Counted over the user's company; a user without one has none.
      .get(paths.orders.count, auth, async (c) => {
        const { companyId } = c.get('user');
        const ofCompany = companyId === null ? sql`false` : eq(orders.companyId, companyId);
        const counts = await db
          .select({
            toBeSubmitted: stage('toBeSubmitted'),
            firstPayment: stage('firstPayment'),
            stocking: stage('stocking'),
            final: stage('final'),
            saleDelivery: stage('saleDelivery'),
          })
          .from(orders)
          .where(ofCompany)
          .then(onlyRow);
        // 待收货 and the invoice tabs count what their lists list: delivery notes.
        const received = eq(deliveries.status, 'received');
        const notes = await db
          .select({
            toBeReceipt: countWhere(eq(deliveries.status, 'shipped')),
            toInvoice: countWhere(
              and(received, isNull(deliveries.invoiceId), eq(orders.stage, 'toInvoice')) ??
                sql`false`,
            ),
            aplliedInvoiced: countWhere(
              and(received, eq(invoices.status, 'applied')) ?? sql`false`,
            ),
            invoicing: countWhere(and(received, eq(invoices.status, 'invoicing')) ?? sql`false`),
          })
          .from(deliveries)
          .innerJoin(orders, eq(orders.id, deliveries.orderId))
          .leftJoin(invoices, eq(invoices.id, deliveries.invoiceId))
          .where(ofCompany)
          .then(onlyRow);
        return ok<OrderCounts>({ ...counts, ...notes });
      })
      .get(paths.cart.count, auth, async (c) => {
        const counts = await db
          .select({ cash: carType('cash'), sold: carType('sold'), spot: carType('spot') })
          .from(cartItems)
          .where(eq(cartItems.userId, c.get('user').id))
          .then(onlyRow);
        return ok<CartCounts>(counts);
      })
      .put(paths.auth.finishGuide, auth, async (c) => {
        await db
          .update(users)
          .set({ isFinishPcGuide: 1 })
          .where(eq(users.id, c.get('user').id));
        return ok(null);
      })
      .post(paths.user.updateInfo, auth, async (c) => {
        // The notification settings send their switches; 账号信息 sends the real name.
        const renaming = await c.req.json().then(
          (raw: unknown) => typeof raw === 'object' && raw !== null && 'realname' in raw,
          () => false,
        );
        const body = await validateJson<typeof pushFlags | typeof realnameUpdate>(
          c,
          renaming ? realnameUpdate : pushFlags,
        );
        if (!body.ok) return body.response;
        await db
          .update(users)
          .set(body.data)
          .where(eq(users.id, c.get('user').id));
        return ok(null);
      })
  );
};
