/**
 * The seed's size: 1 for the demo data; the bench seeds 10 (`BENCH_SCALE`), ten times the
 * goods, orders, after-sales and inquiries, made by the same moves repeated.
 */
export const BENCH_SCALE = 10;

/** `items` `scale` times over, in order. */
export const repeated = <T>(items: readonly T[], scale: number): T[] =>
  Array.from({ length: scale }, () => items).flat();
