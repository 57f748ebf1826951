const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The calendar date in China (UTC+8, no daylight saving) at `now`, as YYYY-MM-DD. */
export const chinaDate = (now: Date): string =>
  new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
