import { and, desc, eq, isNull } from 'drizzle-orm';
import type { SmsType } from '@mall/domain/contract';
import type { SandboxDb } from './db/client.ts';
import { smsCodes } from './db/schema.ts';

/** An SMS code is valid this long after it is sent. */
export const SMS_TTL_MS = 5 * 60_000;

/** The newest code sent to a number, of one type or of any. */
export const latestSms = async (db: SandboxDb, username: string, type?: SmsType) => {
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.username, username),
        type === undefined ? undefined : eq(smsCodes.type, type),
      ),
    )
    .orderBy(desc(smsCodes.id))
    .limit(1);
  return latest;
};

type SmsProof = { username: string; type: SmsType; code: string };

/**
 * Uses up an SMS code: true when it is the newest code of its number and type, unused and
 * unexpired. Each code works once.
 */
export const redeemSmsCode = async (
  db: SandboxDb,
  { username, type, code }: SmsProof,
  now: Date,
): Promise<boolean> => {
  const latest = await latestSms(db, username, type);
  if (!latest || latest.code !== code || latest.usedAt || latest.expiresAt <= now) return false;
  const used = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return used.length > 0;
};

/** The answer to a wrong, used or expired SMS code. */
export const WRONG_SMS_CODE = '验证码错误或已过期';
