import * as z from 'zod/mini';
import { decimal } from './envelope.ts';

/** A calendar day, 'YYYY-MM-DD'. */
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD'));

/** Today's aluminium (A00) spot price in CNY per tonne, with its change and a short trend. */
export const todayLvPrice = z.object({
  date: isoDate,
  /** Price in CNY per tonne. */
  price: decimal,
  /** Change against the previous trading day, CNY per tonne. */
  change: decimal,
  /** The last trading days, oldest first, today last. */
  trend: z.array(z.object({ date: isoDate, price: decimal })),
});
export type TodayLvPrice = z.infer<typeof todayLvPrice>;

/** Hot search keys, most searched first. */
export const hotSearchKeys = z.array(z.string());
export type HotSearchKeys = z.infer<typeof hotSearchKeys>;
