/** The orders' histories: lines added to them, each at its moment. */
import type { SandboxTx } from '../../db/client.ts';
import { orderEvents } from '../../db/schema.ts';

/** A line of an order's history. */
export type OrderEvent = { orderId: number; text: string; at: Date };

/** Adds lines to orders' histories, each at its own moment. */
export const insertEvents = async (tx: SandboxTx, events: readonly OrderEvent[]): Promise<void> => {
  if (events.length > 0) await tx.insert(orderEvents).values([...events]);
};

/** Adds lines to orders' histories, all at `at`. */
export const addEvents = (
  tx: SandboxTx,
  at: Date,
  events: readonly { orderId: number; text: string }[],
): Promise<void> =>
  insertEvents(
    tx,
    events.map((event) => ({ ...event, at })),
  );
