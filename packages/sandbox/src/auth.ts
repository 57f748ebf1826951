import { randomBytes } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { and, eq, getTableColumns, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { LoginResponse, UserInfo } from '@mall/domain/contract';
import {
  EXAMINE_STATE,
  SESSION_EXPIRED_401,
  TOKEN_COOKIE,
  TOKEN_HEADER,
} from '@mall/domain/contract';
import type { AppEnv, Deps, SessionUser } from './context.ts';
import type { SandboxDb, SandboxTx } from './db/client.ts';
import { USER_TYPE, companies, sessions, userAvatars, users } from './db/schema.ts';
import { fail, ok } from './envelope.ts';
import { hashNewPassword } from './passwords.ts';
import { joinByInvitation } from './staff/members.ts';

const SESSION_TTL_MS = 7 * 86_400_000;

/** Users joined with their company's name and their avatar's file. */
export const selectUsers = (db: SandboxDb) =>
  db
    .select({ ...getTableColumns(users), companyName: companies.name, headpic: userAvatars.fileId })
    .from(users)
    .leftJoin(companies, eq(users.companyId, companies.id))
    .leftJoin(userAvatars, eq(userAvatars.userId, users.id));

/** Answers about a mobile number's account. */
export const NOT_REGISTERED = '该手机号尚未注册';
export const REGISTERED = '该手机号已注册';

/** The one user that matches, e.g. `eq(users.username, username)`. */
export const findUser = async (db: SandboxDb, where: SQL): Promise<SessionUser | undefined> => {
  const [user] = await selectUsers(db).where(where);
  return user;
};

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

/**
 * The user of the live session in a request's `Token` header, if there is one; with `cookie`,
 * else in its Token cookie (an <img> of the client's sends no header, contract/session.ts).
 */
export const sessionUser = async (
  { db, now }: Pick<Deps, 'db' | 'now'>,
  c: Context,
  { cookie = false } = {},
): Promise<SessionUser | undefined> => {
  const token = c.req.header(TOKEN_HEADER) || (cookie ? getCookie(c, TOKEN_COOKIE) : undefined);
  if (!token) return undefined;
  const [user] = await selectUsers(db)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, now())));
  return user;
};

/**
 * Routes behind it answer body code 401 without a live session in the `Token` header (or, with
 * `cookie`, in the Token cookie: only the user's images, which an <img> fetches).
 */
export const requireUser = (deps: Deps, options?: { cookie: boolean }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = await sessionUser(deps, c, options);
    if (!user) return fail(401, SESSION_EXPIRED_401);
    c.set('user', user);
    await next();
  });

/** Why a message centre call is refused to a user whose company is not certified. */
export const CERTIFICATION_REQUIRED = '请先完成企业认证';

/**
 * After `requireUser`: routes behind it answer body code 403 to a user who is not certified
 * (examineState 2). Spec section 6 makes the message count a certified user's call; the
 * sandbox holds the whole message centre to the same rule. The client loads it only for
 * certified users, so the 403 (which it treats as an expired login) never reaches one.
 */
export const requireCertified = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('user').userExamineState !== EXAMINE_STATE.verified) {
    return fail(403, CERTIFICATION_REQUIRED);
  }
  await next();
});

export const asFlag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

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
  headpic: user.headpic === null ? null : String(user.headpic),
});

/** Why a user may not log in to this client, if so: frozen accounts 409, business staff 502. */
export const loginRefusal = (user: SessionUser): Response | undefined => {
  if (user.status === 'frozen') return fail(409, '该账号已被冻结');
  // Business staff log in on the business app; the client shows its own default text.
  if (user.userType !== USER_TYPE.buyer) return fail(502, '');
  return undefined;
};

/** Logs a user in, as every login does: a new session and the login answer, or the refusal. */
export const logIn = async ({ db, now }: Deps, user: SessionUser): Promise<Response> => {
  const refusal = loginRefusal(user);
  if (refusal) return refusal;
  const token = await createSession(db, user.id, now());
  return ok<LoginResponse>({ token, user: toUserInfo(await joinByInvitation(db, user, now())) });
};

type NewBuyer = { username: string; password: string; realname: string };

/**
 * A new buyer account: not certified, no company, the guide not done. Answers undefined when
 * the number is taken.
 */
export const createBuyer = async (
  db: SandboxDb | SandboxTx,
  { username, password, realname }: NewBuyer,
  now: Date,
): Promise<SessionUser | undefined> => {
  const [user] = await db
    .insert(users)
    .values({
      username,
      passwordHash: await hashNewPassword(password),
      realname,
      userType: USER_TYPE.buyer,
      userExamineState: EXAMINE_STATE.none,
      isFinishPcGuide: 0,
      createdAt: now,
    })
    .onConflictDoNothing({ target: users.username })
    .returning();
  return user && { ...user, companyName: null, headpic: null };
};
