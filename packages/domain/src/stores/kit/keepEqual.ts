const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * `next` with every part equal to the same part of `previous` replaced by that part of
 * `previous` (arrays and plain objects compared member by member, anything else by `===`), and
 * `previous` itself when the two are equal throughout. A reload that answers what is shown then
 * keeps the objects shown: nothing that observes them, or caches by them, sees a change.
 */
export function keepEqual<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const kept = next.map((item: unknown, index) => keepEqual(previous[index], item));
    const same =
      kept.length === previous.length && kept.every((item, index) => item === previous[index]);
    return (same ? previous : kept) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next);
    const kept: Record<string, unknown> = {};
    for (const key of keys) kept[key] = keepEqual(previous[key], next[key]);
    const same =
      keys.length === Object.keys(previous).length &&
      keys.every((key) => key in previous && kept[key] === previous[key]);
    return (same ? previous : kept) as T;
  }
  return next;
}
