import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { CheckUserResult } from '@mall/domain/contract';
import {
  SMS_TYPE,
  checkUserQuery,
  forgetRequest,
  loginRequest,
  paths,
  registerRequest,
  smsLoginQuery,
} from '@mall/domain/contract';
import { LOGIN_RULE, clearFailures, recordFailure, refuseWhileLocked } from '../attempts.ts';
import { NOT_REGISTERED, REGISTERED, createBuyer, findUser, logIn } from '../auth.ts';
import type { Deps } from '../context.ts';
import { sessions, users } from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { hashNewPassword, verifyPassword } from '../passwords.ts';
import { WRONG_SMS_CODE, redeemSmsCode } from '../sms.ts';
import { validateJson, validateQuery } from '../validation.ts';

/** Logging in by password or SMS code, registering and recovering a password. */
export const authRoutes = (deps: Deps) => {
  const { db, now } = deps;
  const userNamed = (username: string) => findUser(db, eq(users.username, username));

  return new Hono()
    .post(paths.auth.login, async (c) => {
      const input = await validateJson(c, loginRequest);
      if (!input.ok) return input.response;
      const { username, password } = input.data;
      const attempt = { action: 'login', subject: username };
      const at = now();
      await refuseWhileLocked(db, attempt, LOGIN_RULE, at);
      const user = await userNamed(username);
      if (!user || !(await verifyPassword(password, user.passwordHash))) {
        await recordFailure(db, attempt, at);
        return fail(400, '账号或密码错误');
      }
      await clearFailures(db, attempt);
      return logIn(deps, user);
    })
    .get(paths.auth.smsLogin, async (c) => {
      const input = validateQuery(c, smsLoginQuery);
      if (!input.ok) return input.response;
      const { username, sms } = input.data;
      const proven = await redeemSmsCode(db, { username, type: SMS_TYPE.login, code: sms }, now());
      const user = proven ? await userNamed(username) : undefined;
      return user ? logIn(deps, user) : fail(400, WRONG_SMS_CODE);
    })
    .get(paths.auth.checkUser, async (c) => {
      const input = validateQuery(c, checkUserQuery);
      if (!input.ok) return input.response;
      const taken = await db.$count(users, eq(users.username, input.data.userName));
      return ok<CheckUserResult>({ available: taken === 0 });
    })
    .post(paths.auth.register, async (c) => {
      const input = await validateJson(c, registerRequest);
      if (!input.ok) return input.response;
      const { username, smsCode, password, realname } = input.data;
      if (await userNamed(username)) return fail(400, REGISTERED);
      const at = now();
      if (!(await redeemSmsCode(db, { username, type: SMS_TYPE.register, code: smsCode }, at))) {
        return fail(400, WRONG_SMS_CODE);
      }
      const user = await createBuyer(db, { username, password, realname }, at);
      return user ? logIn(deps, user) : fail(400, REGISTERED);
    })
    .post(paths.auth.forget, async (c) => {
      const input = await validateJson(c, forgetRequest);
      if (!input.ok) return input.response;
      const { username, smsCode, password } = input.data;
      const user = await userNamed(username);
      if (!user) return fail(400, NOT_REGISTERED);
      if (!(await redeemSmsCode(db, { username, type: SMS_TYPE.forget, code: smsCode }, now()))) {
        return fail(400, WRONG_SMS_CODE);
      }
      const passwordHash = await hashNewPassword(password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        // A new password ends every session of the account.
        await tx.delete(sessions).where(eq(sessions.userId, user.id));
      });
      return ok(null, '密码已重置');
    });
};
