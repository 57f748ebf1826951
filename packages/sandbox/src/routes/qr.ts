import { and, eq, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { QrCode, QrCodeInfo } from '@mall/domain/contract';
import {
  paths,
  QR_CODE_TTL_SECONDS,
  sandboxPaths,
  sandboxQrConfirm,
  sandboxQrScan,
} from '@mall/domain/contract';
import { accountPaths, qrScanQuery } from '@mall/domain/contract/account';
import {
  NOT_REGISTERED,
  createSession,
  findUser,
  loginRefusal,
  requireUser,
  toUserInfo,
} from '../auth.ts';
import { drawHex, insertFresh } from '../codes.ts';
import type { AppEnv, Deps, SessionUser } from '../context.ts';
import { qrLogins, users } from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { validateJson, validateQuery } from '../validation.ts';

type QrStatus = (typeof qrLogins.status.enumValues)[number];
type QrLogin = typeof qrLogins.$inferInsert;

/** GET `paths.auth.qrInfo` takes `?code=`; the contract has no schema for it. */
const qrInfoQuery = z.object({ code: z.string().check(z.minLength(1, '缺少二维码')) });
const labels = { code: '二维码' };
const EXPIRED = 'EXPIRED';
const GONE = '二维码已失效';

/**
 * QR login: the client shows a code and polls it while the phone scans and confirms it, with its
 * own session (scanLogin, confirmScan) or as the sandbox's admin calls play it by mobile number;
 * both go through `scan` and `confirm`. A confirmed code is answered once, with a new session.
 */
export const qrRoutes = (deps: Deps) => {
  const { db, now, random } = deps;
  const phone = requireUser(deps);
  /** The code while it can still be used: known, not consumed and within its TTL. */
  const liveCode = async (code: string) => {
    const [row] = await db
      .select()
      .from(qrLogins)
      .where(and(eq(qrLogins.code, code), gt(qrLogins.expiresAt, now())));
    return row?.status === 'CONSUMED' ? undefined : row;
  };
  /** Moves a live code on from status `from`; the row, or undefined when it was not there. */
  const moveOn = async (code: string, from: QrStatus, change: Partial<QrLogin>) => {
    const [row] = await db
      .update(qrLogins)
      .set(change)
      .where(and(eq(qrLogins.code, code), eq(qrLogins.status, from), gt(qrLogins.expiresAt, now())))
      .returning();
    return row;
  };
  /** `user`'s phone scans a waiting code. */
  const scan = async (code: string, user: SessionUser) => {
    const row = await liveCode(code);
    if (!row) return fail(400, GONE);
    if (row.status !== 'WAITING') return fail(400, '二维码已被扫描');
    const refusal = loginRefusal(user);
    if (refusal) return refusal;
    const scanned = await moveOn(code, 'WAITING', { status: 'SCANNED', userId: user.id });
    return scanned ? ok(null, '已扫码，请在手机上确认登录') : fail(400, GONE);
  };
  /** The phone that scanned the code confirms it (`userId`: that phone's user, when known). */
  const confirm = async (code: string, userId?: number) => {
    const row = await liveCode(code);
    if (row?.status === 'WAITING') return fail(400, '二维码尚未扫描');
    if (row && userId !== undefined && row.userId !== userId) {
      return fail(400, '请使用扫码的手机确认登录');
    }
    const confirmed = await moveOn(code, 'SCANNED', { status: 'CONFIRMED' });
    return confirmed ? ok(null, '已确认登录') : fail(400, GONE);
  };

  return new Hono<AppEnv>()
    .get(paths.auth.qrGenerate, async () => {
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + QR_CODE_TTL_SECONDS * 1000);
      const { code } = await insertFresh(() =>
        db
          .insert(qrLogins)
          .values({ code: drawHex(random, 32), createdAt, expiresAt })
          .onConflictDoNothing()
          .returning({ code: qrLogins.code }),
      );
      return ok<QrCode>({
        code,
        content: `lvmall://login?code=${code}`,
        expiresIn: QR_CODE_TTL_SECONDS,
      });
    })
    .get(paths.auth.qrInfo, async (c) => {
      const input = validateQuery(c, qrInfoQuery, { labels });
      if (!input.ok) return input.response;
      const { code } = input.data;
      const row = await liveCode(code);
      if (row?.status !== 'CONFIRMED')
        return ok<QrCodeInfo>({ codeStatus: row?.status ?? EXPIRED });
      const consumed = await moveOn(code, 'CONFIRMED', { status: 'CONSUMED' });
      const user = consumed?.userId ? await findUser(db, eq(users.id, consumed.userId)) : undefined;
      if (!user) return ok<QrCodeInfo>({ codeStatus: EXPIRED });
      const token = await createSession(db, user.id, now());
      return ok<QrCodeInfo>({ codeStatus: 'CONFIRMED', token, roleUser: toUserInfo(user) });
    })
    .get(accountPaths.scanLogin, phone, async (c) => {
      const input = validateQuery(c, qrScanQuery, { labels });
      return input.ok ? scan(input.data.code, c.get('user')) : input.response;
    })
    .get(accountPaths.confirmScan, phone, async (c) => {
      const input = validateQuery(c, qrScanQuery, { labels });
      return input.ok ? confirm(input.data.code, c.get('user').id) : input.response;
    })
    .put(sandboxPaths.qrScan, async (c) => {
      const input = await validateJson(c, sandboxQrScan, { labels });
      if (!input.ok) return input.response;
      const user = await findUser(db, eq(users.username, input.data.username));
      return user ? scan(input.data.code, user) : fail(400, NOT_REGISTERED);
    })
    .put(sandboxPaths.qrConfirm, async (c) => {
      const input = await validateJson(c, sandboxQrConfirm, { labels });
      return input.ok ? confirm(input.data.code) : input.response;
    });
};
