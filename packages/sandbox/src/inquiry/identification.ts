/**
 * The identification worker: POST identification makes a job that is pending for
 * IDENTIFY_DELAY_MS (the mall's worker takes a moment), after which the first poll reads the
 * text (the contract's notation.ts, which the client shares) and keeps the rows. A job none of whose rows is a whole line fails.
 */
import { and, eq } from 'drizzle-orm';
import type { IdentificationResult } from '@mall/domain/contract/inquiry';
import type { SandboxDb } from '../db/client.ts';
import { identificationJobs } from '../db/schema.ts';
import { chinaDate } from '../prices.ts';
import { readNotation } from '@mall/domain/contract/notation';

export const IDENTIFY_DELAY_MS = 1_500;

export const startIdentification = async (
  db: SandboxDb,
  userId: number,
  text: string,
  now: Date,
): Promise<number> => {
  const [row] = await db
    .insert(identificationJobs)
    .values({
      userId,
      text,
      readyAt: new Date(now.getTime() + IDENTIFY_DELAY_MS),
      status: 'pending',
    })
    .returning({ id: identificationJobs.id });
  if (!row) throw new Error('startIdentification: no row');
  return row.id;
};

/** The job of this user, read once it is ready; undefined for an unknown or another's job. */
export const identificationOf = async (
  db: SandboxDb,
  id: number,
  userId: number,
  now: Date,
): Promise<IdentificationResult | undefined> => {
  const where = and(eq(identificationJobs.id, id), eq(identificationJobs.userId, userId));
  const [job] = await db.select().from(identificationJobs).where(where);
  if (!job) return undefined;
  if (job.status !== 'pending') return { id, status: job.status, rows: job.rows ?? [] };
  if (now.getTime() < job.readyAt.getTime()) return { id, status: 'pending', rows: [] };
  const rows = readNotation(job.text, chinaDate(now)).map((item, index) => ({
    row: index + 1,
    ...item,
  }));
  const status = rows.some(({ reason }) => reason === null) ? 'succeeded' : 'failed';
  await db.update(identificationJobs).set({ status, rows }).where(where);
  return { id, status, rows };
};
