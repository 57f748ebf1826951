import type { CustomerMessage } from '../contract/index.ts';

/**
 * The chat as shown, oldest first: the messages of every list loaded so far (earlier pages,
 * the latest page, the exchanges sent since), each once. Pages shift while the buyer sends, so
 * the same message may arrive twice; the later copy wins.
 */
export function mergeCustomerMessages(
  ...lists: readonly (readonly CustomerMessage[])[]
): CustomerMessage[] {
  const byId = new Map<number, CustomerMessage>();
  for (const message of lists.flat()) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.intime.localeCompare(b.intime) || a.id - b.id);
}

/**
 * The page to ask for to show earlier messages, when `loaded` of the newest are shown. Pages
 * count from the newest, so messages sent since the first page only make the next page repeat
 * some already shown (dropped by `mergeCustomerMessages`); none is skipped.
 */
export const earlierPageNum = (loaded: number, pageSize: number): number =>
  Math.floor(loaded / pageSize) + 1;
