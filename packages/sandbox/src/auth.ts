import { randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, gt } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { UserInfo } from '@mall/domain/contract';
import { SESSION_EXPIRED_401, TOKEN_HEADER } from '@mall/domain/contract';
import type { AppEnv, Deps, SessionUser } from './context.ts';
import type { SandboxDb } from './db/client.ts';
import { companies, sessions, users } from './db/schema.ts';
import { fail } from './envelope.ts';

const SESSION_TTL_MS = 7 * 86_400_000;

/** Users joined with their company's name. */
export const selectUsers = (db: SandboxDb) =>
  db
    .select({ ...getTableColumns(users), companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(users.companyId, companies.id));

export const createSession = async (db: SandboxDb, userId: number, now: Date): Promise<string> => {
  const token = randomBytes(24).toString('hex');
  await db.insert(sessions).values({
    token,
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
};

/** Routes behind it answer body code 401 without a live session in the `Token` header. */
export const requireUser = ({ db, now }: Deps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = c.req.header(TOKEN_HEADER);
    const [user] = token
      ? await selectUsers(db)
          .innerJoin(sessions, eq(sessions.userId, users.id))
          .where(and(eq(sessions.token, token), gt(sessions.expiresAt, now())))
      : [];
    if (!user) return fail(401, SESSION_EXPIRED_401);
    c.set('user', user);
    await next();
  });

const asFlag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** The user as the contract describes it. */
export const toUserInfo = (user: SessionUser): UserInfo => ({
  uid: user.id,
  username: user.username,
  realname: user.realname,
  userType: user.userType,
  companyId: user.companyId,
  companyName: user.companyName,
  isAdministrators: asFlag(user.isAdministrators),
  isPush: asFlag(user.isPush),
  pushApp: asFlag(user.pushApp),
  pushDx: asFlag(user.pushDx),
  pushWx: asFlag(user.pushWx),
  userExamineState: user.userExamineState,
  isFinishPcGuide: asFlag(user.isFinishPcGuide),
});
