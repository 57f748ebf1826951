/** On failure the interval doubles up to this many times the base. */
export const MAX_BACKOFF_FACTOR = 8;

/** The next poll interval: back to `base` after a success, doubled (capped at 8× base) after a failure. */
export function nextPollDelay(base: number, current: number, ok: boolean): number {
  if (ok) return base;
  return Math.min(Math.max(current, base) * 2, base * MAX_BACKOFF_FACTOR);
}
