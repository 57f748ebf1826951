import type { OrderCounts } from '../contract/index.ts';

/** A count for display: below 0, NaN or infinite shows as 0 (spec section 5). */
export const clampCount = (count: number | null | undefined): number =>
  typeof count === 'number' && Number.isFinite(count) && count > 0 ? count : 0;

/** The order stages that count as open (spec section 9); invoice applied and invoicing do not. */
const OPEN_STAGES = [
  'toBeSubmitted',
  'firstPayment',
  'stocking',
  'final',
  'saleDelivery',
  'toBeReceipt',
  'toInvoice',
] as const satisfies readonly (keyof OrderCounts)[];

/**
 * Orders still needing the buyer: to submit + to pay + in stock + to supplement + to deliver +
 * to receive + to invoice. Counts are integers, so the sum is exact; each is clamped first so
 * that the total agrees with the badges.
 */
export const openOrderTotal = (counts: OrderCounts): number =>
  OPEN_STAGES.reduce((total, stage) => total + clampCount(counts[stage]), 0);
