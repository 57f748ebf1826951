import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { SandboxDb } from './db/client.ts';
import { failedAttempts } from './db/schema.ts';
import { refuse } from './orders/guards.ts';

/** How many failures within how long lock an action, and for how long. */
export type AttemptRule = {
  /** The failures that lock it. */
  limit: number;
  /** The window they are counted in, ms. */
  windowMs: number;
  /** How long the lock lasts after the failure that reached the limit, given how many there were. */
  lockMs: (failures: number) => number;
  /** The refusal's message, given the whole minutes left. */
  message: (minutes: number) => string;
};

const MINUTE = 60_000;

/** SMS codes: 5 wrong codes of one number and type lock its codes for 10 minutes. */
export const SMS_RULE: AttemptRule = {
  limit: 5,
  windowMs: 10 * MINUTE,
  lockMs: () => 10 * MINUTE,
  message: (minutes) => `验证码错误次数过多，请 ${minutes} 分钟后再试`,
};

/**
 * Password login: from the 5th wrong password of one number within 15 minutes it waits 1 minute,
 * then 2, 4 and 8, at most 15 (it slows a guesser down without locking the owner out for long;
 * an SMS code still logs in).
 */
export const LOGIN_RULE: AttemptRule = {
  limit: 5,
  windowMs: 15 * MINUTE,
  lockMs: (failures) => Math.min(MINUTE * 2 ** (failures - 5), 15 * MINUTE),
  message: (minutes) => `密码错误次数过多，请 ${minutes} 分钟后再试，或使用短信验证码登录`,
};

/** The body code of a locked action (spec section 8: the client shows the message). */
export const LOCKED_CODE = 400;

type Attempt = { action: string; subject: string };

/** How long `attempt` is still locked at `now` under `rule`, ms (0 when it is not). */
export const lockedFor = async (
  db: SandboxDb,
  { action, subject }: Attempt,
  rule: AttemptRule,
  now: Date,
): Promise<number> => {
  const since = new Date(now.getTime() - rule.windowMs);
  const recent = and(
    eq(failedAttempts.action, action),
    eq(failedAttempts.subject, subject),
    gt(failedAttempts.at, since),
  );
  const [counted] = await db.select({ failures: count() }).from(failedAttempts).where(recent);
  const failures = counted?.failures ?? 0;
  if (failures < rule.limit) return 0;
  const [last] = await db
    .select({ at: failedAttempts.at })
    .from(failedAttempts)
    .where(recent)
    .orderBy(desc(failedAttempts.at))
    .limit(1);
  const until = (last?.at.getTime() ?? 0) + rule.lockMs(failures);
  return Math.max(0, until - now.getTime());
};

/** Refuses `attempt` while it is locked, with the rule's message. */
export const refuseWhileLocked = async (
  db: SandboxDb,
  attempt: Attempt,
  rule: AttemptRule,
  now: Date,
): Promise<void> => {
  const left = await lockedFor(db, attempt, rule, now);
  if (left > 0) refuse(LOCKED_CODE, rule.message(Math.ceil(left / MINUTE)));
};

/** Counts a failure of `attempt`. */
export const recordFailure = async (db: SandboxDb, attempt: Attempt, at: Date): Promise<void> => {
  await db.insert(failedAttempts).values({ ...attempt, at });
};

/** Forgets the failures of `attempt` after it succeeded. */
export const clearFailures = async (db: SandboxDb, { action, subject }: Attempt) => {
  await db
    .delete(failedAttempts)
    .where(and(eq(failedAttempts.action, action), eq(failedAttempts.subject, subject)));
};
