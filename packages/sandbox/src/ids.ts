/** Conditions on many ids at once. */
import type { AnyColumn, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/**
 * Whether an integer `column` is one of `ids`, bound as one array parameter (`= any($1)`).
 * drizzle's `inArray` binds a parameter per id, typing each and making Postgres plan a list as
 * long: an export of thousands of orders spent more time there than in the queries.
 */
export const anyOf = (column: AnyColumn, ids: readonly number[]): SQL =>
  sql`${column} = any(${sql.param([...ids])}::int[])`;
