/** A failing poll backs off to at most this interval (5 minutes), whatever its base. */
const MAX_POLL_INTERVAL_MS = 300_000;

/**
 * The next poll interval: back to `base` after a success, doubled after a failure, never above
 * `max` (nor below `base`).
 */
export function nextPollDelay(
  base: number,
  current: number,
  ok: boolean,
  max = MAX_POLL_INTERVAL_MS,
): number {
  if (ok) return base;
  return Math.max(base, Math.min(Math.max(current, base) * 2, max));
}
