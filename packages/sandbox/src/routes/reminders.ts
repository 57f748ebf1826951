import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { Page, ReminderAction, ReminderRecord } from '@mall/domain/contract';
import {
  pageQuery,
  paths,
  reminderAction,
  sandboxPaths,
  sandboxRaiseReminder,
} from '@mall/domain/contract';
import { NOT_REGISTERED, findUser, requireUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import { reminders, users } from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { chinaDateTime, fromChinaDateTime } from '../time.ts';
import { validateJson, validateQuery } from '../validation.ts';

const consumeQuery = z.object({ happenTime: z.optional(reminderAction.shape.happenTime) });

const toReminder = (row: typeof reminders.$inferSelect): ReminderAction => ({
  actionCode: row.actionCode,
  happenTime: chinaDateTime(row.happenTime),
  businessMsg: row.businessMsg,
});

/**
 * Reminders (flash actions): any logged-in user polls and consumes them, certified or not, since
 * some are about the certification itself (001, 002). A happenTime names a second, so consuming
 * it consumes every reminder of the user raised in that second.
 */
export const reminderRoutes = (deps: Deps) => {
  const { db, now } = deps;
  const auth = requireUser(deps);
  const pending = (userId: number) =>
    and(eq(reminders.userId, userId), isNull(reminders.consumedAt));

  return new Hono<AppEnv>()
    .get(paths.common.queryAction, auth, async (c) => {
      const rows = await db
        .select()
        .from(reminders)
        .where(pending(c.get('user').id))
        .orderBy(asc(reminders.happenTime), asc(reminders.id));
      return ok<ReminderAction[]>(rows.map(toReminder));
    })
    .get(paths.common.reminderHistory, auth, async (c) => {
      const query = validateQuery(c, pageQuery, { numbers: ['pageNum', 'pageSize'] });
      if (!query.ok) return query.response;
      const { pageNum, pageSize } = query.data;
      const own = eq(reminders.userId, c.get('user').id);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(reminders)
          .where(own)
          .orderBy(desc(reminders.happenTime), desc(reminders.id))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        db.$count(reminders, own),
      ]);
      return ok<Page<ReminderRecord>>({
        rows: rows.map((row) => ({
          ...toReminder(row),
          id: row.id,
          consumed: row.consumedAt === null ? 0 : 1,
        })),
        total,
      });
    })
    .get(paths.common.consumeAction, auth, async (c) => {
      const query = validateQuery(c, consumeQuery);
      if (!query.ok) return query.response;
      const { happenTime } = query.data;
      await db
        .update(reminders)
        .set({ consumedAt: now() })
        .where(
          and(
            pending(c.get('user').id),
            happenTime === undefined
              ? undefined
              : eq(reminders.happenTime, fromChinaDateTime(happenTime)),
          ),
        );
      return ok(null);
    })
    .post(sandboxPaths.raiseReminder, async (c) => {
      const body = await validateJson(c, sandboxRaiseReminder);
      if (!body.ok) return body.response;
      const { username, actionCode, businessMsg = '' } = body.data;
      const user = await findUser(db, eq(users.username, username));
      if (!user) return fail(404, NOT_REGISTERED);
      // Kept to the whole second, as the column and the client see it.
      const happenTime = new Date(Math.floor(now().getTime() / 1000) * 1000);
      const [raised] = await db
        .insert(reminders)
        .values({ userId: user.id, actionCode, businessMsg, happenTime })
        .returning();
      return raised ? ok<ReminderAction>(toReminder(raised)) : fail(500);
    })
    .delete(sandboxPaths.raiseReminder, async () => {
      await db.update(reminders).set({ consumedAt: now() }).where(isNull(reminders.consumedAt));
      return ok(null);
    });
};
