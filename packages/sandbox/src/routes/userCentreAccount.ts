import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  accountPaths,
  accountUpdate,
  windowConfigCode,
  windowConfigUpdate,
  type WindowConfig,
} from '@mall/domain/contract/account';
import { requireUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import { userWindowConfigs } from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { updateAccount } from '../userCentre/account.ts';
import { validateJson } from '../validation.ts';

/** 账号信息's updateAccount and the user's preferences (userWindowConfig), each the signed-in user's own. */
export const userCentreAccountRoutes = (deps: Deps) => {
  const { db, now } = deps;
  return new Hono<AppEnv>()
    .put(accountPaths.updateAccount, requireUser(deps), async (c) => {
      const body = await validateJson(c, accountUpdate);
      if (!body.ok) return body.response;
      const refusal = await updateAccount(db, c.get('user'), body.data, now());
      return refusal === null ? ok(null) : fail(400, refusal);
    })
    .get(`${accountPaths.windowConfig}/:code`, requireUser(deps), async (c) => {
      const code = windowConfigCode.safeParse(c.req.param('code'));
      if (!code.success) return fail(400, '偏好代码不正确');
      const [kept] = await db
        .select({ value: userWindowConfigs.value })
        .from(userWindowConfigs)
        .where(
          and(
            eq(userWindowConfigs.userId, c.get('user').id),
            eq(userWindowConfigs.code, code.data),
          ),
        );
      return ok<WindowConfig>({ code: code.data, value: kept?.value ?? null });
    })
    .put(accountPaths.windowConfig, requireUser(deps), async (c) => {
      const body = await validateJson(c, windowConfigUpdate);
      if (!body.ok) return body.response;
      const { code, value } = body.data;
      await db
        .insert(userWindowConfigs)
        .values({ userId: c.get('user').id, code, value })
        .onConflictDoUpdate({
          target: [userWindowConfigs.userId, userWindowConfigs.code],
          set: { value },
        });
      return ok(null);
    });
};
