import { and, desc, eq, isNull } from 'drizzle-orm';
import type { SmsType } from '@mall/domain/contract';
import { SMS_CODE_REFUSED } from '@mall/domain/contract/gateway';
import { SMS_RULE, clearFailures, recordFailure, refuseWhileLocked } from './attempts.ts';
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
 * unexpired. Each code works once. Five failed codes of a number and type within 10 minutes
 * lock its codes for 10 minutes (refused with the minutes left, even the right code).
 */
export const redeemSmsCode = async (
  db: SandboxDb,
  { username, type, code }: SmsProof,
  now: Date,
): Promise<boolean> => {
  const attempt = { action: `sms:${type}`, subject: username };
  await refuseWhileLocked(db, attempt, SMS_RULE, now);
  const latest = await latestSms(db, username, type);
  const valid =
    latest !== undefined && latest.code === code && !latest.usedAt && latest.expiresAt > now;
  const used =
    valid &&
    (
      await db
        .update(smsCodes)
        .set({ usedAt: now })
        .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt)))
        .returning({ id: smsCodes.id })
    ).length > 0;
  await (used ? clearFailures(db, attempt) : recordFailure(db, attempt, now));
  return used;
};

/** The answer to a wrong, used or expired SMS code. */
export const WRONG_SMS_CODE = SMS_CODE_REFUSED;
