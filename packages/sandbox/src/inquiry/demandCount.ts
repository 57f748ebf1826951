import { and, countDistinct, eq } from 'drizzle-orm';
import type { SandboxDb } from '../db/client.ts';
import { inquiryLines, orders } from '../db/schema.ts';

/**
 * The header's demand to-do count (selectToBeSubmittedCount): the company's orders made from a
 * quote that are still to be submitted (待提交, where reminders 003 and 010 and the count's link
 * lead). Chosen over counting quoted inquiries, which the inquiry list's tabs already count.
 */
export const toBeSubmittedCount = async (db: SandboxDb, companyId: number): Promise<number> => {
  const [row] = await db
    .select({ total: countDistinct(orders.id) })
    .from(orders)
    .innerJoin(inquiryLines, eq(inquiryLines.orderId, orders.id))
    .where(and(eq(orders.companyId, companyId), eq(orders.stage, 'toBeSubmitted')));
  return row?.total ?? 0;
};
