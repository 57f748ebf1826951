import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { LoginResponse } from '@mall/domain/contract';
import { loginRequest, paths } from '@mall/domain/contract';
import { createSession, selectUsers, toUserInfo } from '../auth.ts';
import type { Deps } from '../context.ts';
import { USER_TYPE, users } from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { verifyPassword } from '../passwords.ts';
import { validateJson } from '../validation.ts';

export const authRoutes = (deps: Deps) =>
  new Hono().post(paths.auth.login, async (c) => {
    const input = await validateJson(c, loginRequest);
    if (!input.ok) return input.response;
    const { username, password } = input.data;
    const [user] = await selectUsers(deps.db).where(eq(users.username, username));
    if (!user || !(await verifyPassword(password, user.passwordHash))) {
      return fail(400, '账号或密码错误');
    }
    if (user.status === 'frozen') return fail(409, '该账号已被冻结');
    // Business staff log in on the business app; the client shows its own default text.
    if (user.userType !== USER_TYPE.buyer) return fail(502, '');
    const token = await createSession(deps.db, user.id, deps.now());
    return ok<LoginResponse>({ token, user: toUserInfo(user) });
  });
