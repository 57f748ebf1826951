import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  SAME_PASSWORD,
  WRONG_OLD_PASSWORD,
  changePasswordRequest,
  passwordPaths,
} from '@mall/domain/contract/password';
import { requireUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import { sessions, users } from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { hashNewPassword, verifyPassword } from '../passwords.ts';
import { validateJson } from '../validation.ts';

/** 修改密码: the old password checked, the new one stored, every session of the account ended. */
export const passwordRoutes = (deps: Deps) => {
  const { db } = deps;
  return new Hono<AppEnv>().post(passwordPaths.change, requireUser(deps), async (c) => {
    const body = await validateJson(c, changePasswordRequest);
    if (!body.ok) return body.response;
    const { oldPassword, password } = body.data;
    const userId = c.get('user').id;
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user || !(await verifyPassword(oldPassword, user.passwordHash))) {
      return fail(400, WRONG_OLD_PASSWORD);
    }
    if (oldPassword === password) return fail(400, SAME_PASSWORD);
    const passwordHash = await hashNewPassword(password);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    });
    return ok(null);
  });
};
