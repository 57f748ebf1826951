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
import { NOT_REGISTERED, createSession, findUser, loginRefusal, toUserInfo } from '../auth.ts';
import { drawHex, insertFresh } from '../codes.ts';
import type { Deps } from '../context.ts';
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
 * QR login: the client shows a code and polls it while the phone (the sandbox's admin calls)
 * scans and confirms it. A confirmed code is answered once, with a new session.
 */
export const qrRoutes = ({ db, now, random }: Deps) => {
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

  return new Hono()
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
    .put(sandboxPaths.qrScan, async (c) => {
      const input = await validateJson(c, sandboxQrScan, { labels });
      if (!input.ok) return input.response;
      const { code, username } = input.data;
      const row = await liveCode(code);
      if (!row) return fail(400, GONE);
      if (row.status !== 'WAITING') return fail(400, '二维码已被扫描');
      const user = await findUser(db, eq(users.username, username));
      if (!user) return fail(400, NOT_REGISTERED);
      const refusal = loginRefusal(user);
      if (refusal) return refusal;
      const scanned = await moveOn(code, 'WAITING', { status: 'SCANNED', userId: user.id });
      return scanned ? ok(null, '已扫码，请在手机上确认登录') : fail(400, GONE);
    })
    .put(sandboxPaths.qrConfirm, async (c) => {
      const input = await validateJson(c, sandboxQrConfirm, { labels });
      if (!input.ok) return input.response;
      const { code } = input.data;
      const row = await liveCode(code);
      if (row?.status === 'WAITING') return fail(400, '二维码尚未扫描');
      const confirmed = await moveOn(code, 'SCANNED', { status: 'CONFIRMED' });
      return confirmed ? ok(null, '已确认登录') : fail(400, GONE);
    });
};
