import { z } from 'zod';

/** Every response of the mall's API: `{ code, msg, data }` (spec section 8). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

/** The body of a response with any data, as read before the data is parsed. */
export const anyEnvelope = envelope(z.unknown());
export type AnyEnvelope = z.infer<typeof anyEnvelope>;

/** Paged lists take `pageNum` and `pageSize` and answer `{ rows, total }`. */
export const page = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number().int().nonnegative() });
export type Page<T> = { rows: T[]; total: number };

export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof pageQuery>;

/**
 * Money, prices and tonnages travel as decimal strings ("18950.00", "12.345"), never as
 * floats, so that sums are exact (big.js on the client, NUMERIC in the sandbox).
 */
export const decimal = z.string().regex(/^-?\d+(\.\d+)?$/, 'a decimal string');

/** 0/1 flags, as the mall sends them. */
export const flag = z.union([z.literal(0), z.literal(1)]);
