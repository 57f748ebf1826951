/** Numbers of the day for numbered records: orders (XS…), contracts (HT…), deliveries (FH…). */
import type { AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { inArray, sql } from 'drizzle-orm';
import type { SandboxTx } from '../../db/client.ts';
import { onlyRow } from '../../db/client.ts';
import { chinaDate } from '../../prices.ts';

/**
 * The next numbers of the day for numbered records made at `moments`, in that order: `prefix`,
 * the China date and 4 digits, e.g. HT202611210001.
 */
export const nextNumbers = async (
  tx: SandboxTx,
  table: PgTable,
  column: AnyColumn,
  prefix: string,
  moments: readonly Date[],
): Promise<string[]> => {
  const days = moments.map((moment) => `${prefix}${chinaDate(moment).replaceAll('-', '')}`);
  const dayOf = sql`left(${column}, ${sql.raw(String(prefix.length + 8))})`;
  const rows = await tx
    .select({
      day: sql<string>`${dayOf}`,
      last: sql<number>`max(right(${column}, 4)::int)`.mapWith(Number),
    })
    .from(table)
    .where(inArray(dayOf, [...new Set(days)]))
    .groupBy(dayOf);
  const last = new Map(rows.map(({ day, last: number }) => [day, number]));
  return days.map((day) => {
    const next = (last.get(day) ?? 0) + 1;
    last.set(day, next);
    return `${day}${String(next).padStart(4, '0')}`;
  });
};

/** The next number of the day for a numbered record made at `now` (see `nextNumbers`). */
export const nextNumber = async (
  tx: SandboxTx,
  table: PgTable,
  column: AnyColumn,
  prefix: string,
  now: Date,
): Promise<string> => onlyRow(await nextNumbers(tx, table, column, prefix, [now]));
