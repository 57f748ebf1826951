/** LIKE patterns over what a user typed, for the searches of the routes and the order lists. */
import type { AnyColumn, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/** `text` with the LIKE wildcards taken literally. */
export const literal = (text: string): string => text.replace(/[\\%_]/g, '\\$&');
/** A LIKE pattern matching `text` anywhere. */
export const containing = (text: string): string => `%${literal(text)}%`;

/**
 * Whether a lower-case search column (the goods' `search_text`, `suggest_text`) holds `text`,
 * whatever its case: a LIKE of the lowered pattern, which their trigram indexes serve.
 */
export const holds = (column: AnyColumn, text: string): SQL =>
  sql`${column} like lower(${containing(text)})`;
