import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { SandboxLastSms } from '@mall/domain/contract';
import {
  paths,
  sandboxLastSmsQuery,
  sandboxPaths,
  sendSmsQuery,
  SMS_RESEND_SECONDS,
  SMS_TYPE,
} from '@mall/domain/contract';
import { NOT_REGISTERED, REGISTERED } from '../auth.ts';
import { drawDigits } from '../codes.ts';
import type { Deps } from '../context.ts';
import { smsCodes, users } from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { SMS_TTL_MS, latestSms } from '../sms.ts';
import { validateQuery } from '../validation.ts';

const labels = { type: '验证码用途' };

/** Sending SMS codes, and (sandbox only) reading the last one as the phone would show it. */
export const smsRoutes = ({ db, now, random }: Deps) =>
  new Hono()
    .get(paths.auth.sendSms, async (c) => {
      const input = validateQuery(c, sendSmsQuery, { numbers: ['type', 'sourceType'], labels });
      if (!input.ok) return input.response;
      const { username, type } = input.data;
      const registered = (await db.$count(users, eq(users.username, username))) > 0;
      if (!registered && (type === SMS_TYPE.login || type === SMS_TYPE.forget)) {
        return fail(400, NOT_REGISTERED);
      }
      if (registered && type === SMS_TYPE.register) return fail(400, REGISTERED);
      const sentAt = now();
      const latest = await latestSms(db, username, type);
      const wait = latest
        ? Math.ceil(
            (latest.createdAt.getTime() + SMS_RESEND_SECONDS * 1000 - sentAt.getTime()) / 1000,
          )
        : 0;
      if (wait > 0) return fail(400, `验证码发送过于频繁，请 ${wait} 秒后再试`);
      await db.insert(smsCodes).values({
        username,
        type,
        code: drawDigits(random, 6),
        createdAt: sentAt,
        expiresAt: new Date(sentAt.getTime() + SMS_TTL_MS),
      });
      return ok(null, '验证码已发送');
    })
    .get(sandboxPaths.lastSms, async (c) => {
      const input = validateQuery(c, sandboxLastSmsQuery, { numbers: ['type'], labels });
      if (!input.ok) return input.response;
      const latest = await latestSms(db, input.data.username, input.data.type);
      return latest
        ? ok<SandboxLastSms>({ code: latest.code })
        : fail(404, '该手机号还没有收到验证码');
    });
