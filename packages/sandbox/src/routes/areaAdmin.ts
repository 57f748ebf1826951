import { and, eq, gte, inArray, like } from 'drizzle-orm';
import { Hono } from 'hono';
import type { SandboxAreaRows } from '@mall/domain/contract';
import { sandboxOrderRowsQuery, sandboxPaths } from '@mall/domain/contract';
import type { CapitalDirection, CapitalKind } from '@mall/domain/contract/userCentre';
import { NOT_REGISTERED, findUser } from '../auth.ts';
import type { Deps } from '../context.ts';
import {
  afterSales,
  auctionBids,
  capitalRecords,
  contractSignings,
  inquiries,
  inquiryMessages,
  orderEvents,
  orders,
  users,
} from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { validateQuery } from '../validation.ts';

/**
 * Sandbox only, for the faults run: what a user's company made since a time in the areas
 * beside the order centre (its orders are counted by `sandboxPaths.orderRows`; their
 * cancellations here). No login, never faulted.
 */
export const areaAdminRoutes = ({ db }: Deps) =>
  new Hono().get(sandboxPaths.areaRows, async (c) => {
    const query = validateQuery(c, sandboxOrderRowsQuery);
    if (!query.ok) return query.response;
    const user = await findUser(db, eq(users.username, query.data.username));
    if (!user) return fail(404, NOT_REGISTERED);
    const companyId = user.companyId ?? 0;
    const since = new Date(query.data.since);
    /** The ids of the company's rows of `table` (its inquiries, its orders). */
    const idsOf = (table: typeof inquiries | typeof orders) =>
      db.select({ id: table.id }).from(table).where(eq(table.companyId, companyId));
    /** The company's capital records of one kind and direction since the time. */
    const records = (kind: CapitalKind, direction: CapitalDirection) =>
      db.$count(
        capitalRecords,
        and(
          eq(capitalRecords.companyId, companyId),
          eq(capitalRecords.kind, kind),
          eq(capitalRecords.direction, direction),
          gte(capitalRecords.at, since),
        ),
      );
    return ok<SandboxAreaRows>({
      inquiries: await db.$count(
        inquiries,
        and(eq(inquiries.companyId, companyId), gte(inquiries.createdAt, since)),
      ),
      inquiryMessages: await db.$count(
        inquiryMessages,
        and(
          eq(inquiryMessages.author, 'buyer'),
          gte(inquiryMessages.at, since),
          inArray(inquiryMessages.inquiryId, idsOf(inquiries)),
        ),
      ),
      afterSales: await db.$count(
        afterSales,
        and(eq(afterSales.companyId, companyId), gte(afterSales.createdAt, since)),
      ),
      supplements: await records('supplement', 'out'),
      recharges: await records('recharge', 'in'),
      withdrawals: await records('withdrawal', 'freeze'),
      bids: await db.$count(
        auctionBids,
        and(eq(auctionBids.companyId, companyId), gte(auctionBids.createdAt, since)),
      ),
      cancellations: await db.$count(
        orderEvents,
        and(
          like(orderEvents.text, '订单已取消%'),
          gte(orderEvents.at, since),
          inArray(orderEvents.orderId, idsOf(orders)),
        ),
      ),
      signings: await db.$count(
        contractSignings,
        and(eq(contractSignings.companyId, companyId), gte(contractSignings.signedAt, since)),
      ),
    });
  });
