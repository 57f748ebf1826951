import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type {
  SandboxThirdAuthorization,
  SandboxThirdAuthorize,
  ThirdCheckResult,
  ThirdPartyType,
} from '@mall/domain/contract';
import {
  NEW_THIRD_IDENTITY,
  paths,
  sandboxPaths,
  sandboxThirdAuthorize,
  sandboxThirdAuthorizePageQuery,
  SMS_TYPE,
  THIRD_PARTY,
  thirdCheckQuery,
  thirdLoginRequest,
  thirdPartyType,
} from '@mall/domain/contract';
import { AUTHORIZE_PAGE_CSP, authorizePage } from './authorize-page.ts';
import { createBuyer, findUser, logIn, loginRefusal, REGISTERED } from '../auth.ts';
import { drawHex, insertFresh } from '../codes.ts';
import type { Deps } from '../context.ts';
import type { SandboxDb, SandboxTx } from '../db/client.ts';
import { thirdAuthCodes, thirdIdentities, users } from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import type { Random } from '../random.ts';
import { WRONG_SMS_CODE, redeemSmsCode } from '../sms.ts';
import { BAD_THIRD_CODE, redeemThirdCode } from '../thirdCodes.ts';
import { validateJson, validateQuery } from '../validation.ts';

type Identity = typeof thirdIdentities.$inferSelect;

/** The stand-ins for WeChat and QQ, with ids shaped like theirs. */
const PROVIDERS: Readonly<
  Record<
    ThirdPartyType,
    {
      name: string;
      /** The title of its stand-in authorisation page. */
      title: string;
      openid: (random: Random) => string;
      unionid: (random: Random) => string;
    }
  >
> = {
  [THIRD_PARTY.wechat]: {
    name: '微信',
    title: '模拟微信授权',
    openid: (random) => `o${drawHex(random, 27)}`,
    unionid: (random) => `o${drawHex(random, 27)}`,
  },
  [THIRD_PARTY.qq]: {
    name: 'QQ',
    title: '模拟 QQ 授权',
    openid: (random) => drawHex(random, 32).toUpperCase(),
    unionid: (random) => `UID_${drawHex(random, 32).toUpperCase()}`,
  },
};

/** Authorisation codes live this long, as WeChat's do. */
const AUTH_CODE_TTL_MS = 5 * 60_000;
const labels = { code: '授权码', type: '登录方式' };

/** The contract's query takes any number as `type`; only the providers' types are known here. */
const checkQuery = z.extend(thirdCheckQuery, { type: thirdPartyType });

/** The redirect target with the provider's `code` and `type` added, as WeChat adds them. */
const redirectTarget = (redirect: string, params: Record<string, string>): string => {
  const url = new URL(redirect, 'http://sandbox.invalid');
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return redirect.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : url.href;
};

/** Binds an identity to a user. */
const bind = (db: SandboxDb | SandboxTx, identityId: number, userId: number) =>
  db.update(thirdIdentities).set({ userId }).where(eq(thirdIdentities.id, identityId));

/**
 * Third-party login: the client checks the provider's code, then logs in a bound identity or
 * binds a new one to a mobile number. The sandbox's admin calls stand in for the provider.
 */
export const thirdRoutes = (deps: Deps) => {
  const { db, now, random } = deps;

  const identityWith = async (type: ThirdPartyType, openid: string) => {
    const [identity] = await db
      .select()
      .from(thirdIdentities)
      .where(and(eq(thirdIdentities.type, type), eq(thirdIdentities.openid, openid)));
    return identity;
  };

  /** The identity with `openid`, or a new one. */
  const authorizedIdentity = async ({
    type,
    openid,
    nickname,
  }: SandboxThirdAuthorize): Promise<Identity> => {
    const known = openid === undefined ? undefined : await identityWith(type, openid);
    if (known) return known;
    const provider = PROVIDERS[type];
    return insertFresh(() => {
      const newOpenid = openid ?? provider.openid(random);
      return db
        .insert(thirdIdentities)
        .values({
          type,
          openid: newOpenid,
          unionid: provider.unionid(random),
          nickname: nickname ?? `${provider.name}用户${newOpenid.slice(-4)}`,
          createdAt: now(),
        })
        .onConflictDoNothing()
        .returning();
    });
  };

  /** A new single-use authorisation code for the identity. */
  const authorize = async (identity: Identity): Promise<SandboxThirdAuthorization> => {
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + AUTH_CODE_TTL_MS);
    const { code } = await insertFresh(() =>
      db
        .insert(thirdAuthCodes)
        .values({ code: drawHex(random, 32), identityId: identity.id, createdAt, expiresAt })
        .onConflictDoNothing()
        .returning({ code: thirdAuthCodes.code }),
    );
    return { code, unionid: identity.unionid, openid: identity.openid };
  };

  /** The authorisation page of a provider, listing its identities. */
  const pageFor = async (type: ThirdPartyType, redirect: string) => {
    const { name, title } = PROVIDERS[type];
    const identities = await db
      .select({
        openid: thirdIdentities.openid,
        nickname: thirdIdentities.nickname,
        username: users.username,
      })
      .from(thirdIdentities)
      .leftJoin(users, eq(users.id, thirdIdentities.userId))
      .where(eq(thirdIdentities.type, type))
      .orderBy(asc(thirdIdentities.id));
    const choose = (identity: string) =>
      `?${new URLSearchParams({ type: String(type), redirect, identity })}`;
    return authorizePage({
      title,
      provider: name,
      redirect,
      identities: identities.map(({ openid, nickname, username }) => ({
        nickname,
        note: username ? `已绑定 ${username}` : '未绑定手机号',
        href: choose(openid),
      })),
      newIdentityHref: choose(NEW_THIRD_IDENTITY),
    });
  };

  /**
   * Binds a new identity to a mobile number proven by an SMS code, and logs in: the number's
   * account, or a new one with `password` when the number has none.
   */
  const bindNumber = async (
    identity: Identity,
    { username, smsCode, password }: { username: string; smsCode: string; password?: string },
  ): Promise<Response> => {
    const proven = () => redeemSmsCode(db, { username, type: SMS_TYPE.bind, code: smsCode }, now());
    const existing = await findUser(db, eq(users.username, username));
    if (existing) {
      const bindings = await db.$count(
        thirdIdentities,
        and(eq(thirdIdentities.type, identity.type), eq(thirdIdentities.userId, existing.id)),
      );
      if (bindings > 0) {
        return fail(400, `该手机号已绑定其他${PROVIDERS[identity.type].name}账号`);
      }
      if (!(await proven())) return fail(400, WRONG_SMS_CODE);
      const refusal = loginRefusal(existing);
      if (refusal) return refusal;
      await bind(db, identity.id, existing.id);
      return logIn(deps, existing);
    }
    if (password === undefined) return fail(400, '请设置登录密码');
    if (!(await proven())) return fail(400, WRONG_SMS_CODE);
    const created = await db.transaction(async (tx) => {
      const realname = identity.nickname.slice(0, 20);
      const user = await createBuyer(tx, { username, password, realname }, now());
      if (user) await bind(tx, identity.id, user.id);
      return user;
    });
    return created ? logIn(deps, created) : fail(400, REGISTERED);
  };

  return new Hono()
    .post(sandboxPaths.thirdAuthorize, async (c) => {
      const input = await validateJson(c, sandboxThirdAuthorize, { labels });
      if (!input.ok) return input.response;
      return ok(await authorize(await authorizedIdentity(input.data)));
    })
    .get(sandboxPaths.thirdAuthorizePage, async (c) => {
      const input = validateQuery(c, sandboxThirdAuthorizePageQuery, {
        numbers: ['type'],
        labels,
      });
      if (!input.ok) return input.response;
      const { type, redirect, identity } = input.data;
      if (identity === undefined) {
        c.header('Content-Security-Policy', AUTHORIZE_PAGE_CSP);
        return c.html(await pageFor(type, redirect));
      }
      const chosen =
        identity === NEW_THIRD_IDENTITY
          ? await authorizedIdentity({ type })
          : await identityWith(type, identity);
      if (!chosen) return fail(400, '未找到该第三方账号');
      const { code } = await authorize(chosen);
      return c.redirect(redirectTarget(redirect, { code, type: String(type) }), 302);
    })
    .get(paths.auth.thirdCheck, async (c) => {
      const input = validateQuery(c, checkQuery, { numbers: ['type'], labels });
      if (!input.ok) return input.response;
      const identity = await redeemThirdCode(db, input.data, now());
      if (!identity) return fail(400, BAD_THIRD_CODE);
      const { unionid, openid, nickname, userId } = identity;
      return ok<ThirdCheckResult>({
        isCheck: userId === null ? 0 : 1,
        user: { unionid, openid, nickname },
      });
    })
    .post(paths.auth.thirdLogin, async (c) => {
      const input = await validateJson(c, thirdLoginRequest, { labels });
      if (!input.ok) return input.response;
      const { unionid, type, username, smsCode, password } = input.data;
      const [identity] = await db
        .select()
        .from(thirdIdentities)
        .where(and(eq(thirdIdentities.type, type), eq(thirdIdentities.unionid, unionid)));
      if (!identity) return fail(400, '授权信息无效，请重新授权');
      const bound =
        identity.userId === null ? undefined : await findUser(db, eq(users.id, identity.userId));
      if (bound) return logIn(deps, bound);

      if (username === undefined && smsCode === undefined) {
        return fail(400, '该账号尚未绑定手机号');
      }
      if (username === undefined) return fail(400, '请输入手机号');
      if (smsCode === undefined) return fail(400, '请输入短信验证码');
      return bindNumber(identity, { username, smsCode, password });
    });
};
