import * as z from 'zod/mini';

/**
 * The contract uses zod 4's tree-shakable `zod/mini` build: the classic build would cost about
 * 17 kB gzip more. The schemas load with the first call, not with the page (see session.ts).
 */

/** Every response of the mall's API: `{ code, msg, data }` (spec section 8). */
export const envelope = <T extends z.ZodMiniType>(data: T) =>
  z.object({ code: z.int(), msg: z.string(), data });

/** The body of a response with any data, as read before the data is parsed. */
export const anyEnvelope = envelope(z.unknown());

/** Paged lists take `pageNum` and `pageSize` and answer `{ rows, total }`. */
export const page = <T extends z.ZodMiniType>(row: T) =>
  z.object({ rows: z.array(row), total: z.int().check(z.nonnegative()) });
export type Page<T> = { rows: T[]; total: number };

/**
 * Money, prices and tonnages travel as decimal strings ("18950.00", "12.345"), never as
 * floats, so that sums are exact (big.js on the client, NUMERIC in the sandbox).
 */
export const decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/, '数值格式不正确'));

/** 0/1 flags, as the mall sends them. */
export const flag = z.union([z.literal(0), z.literal(1)]);
