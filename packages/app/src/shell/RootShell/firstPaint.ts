import { useEffect } from 'react';

/**
 * A page opened in a background tab paints no frame: its data loads after this long anyway.
 */
const FALLBACK_MS = 1_000;

let markPainted: () => void = () => undefined;

/**
 * The app's first paint, which the RootStore waits for before it fetches the services' and the
 * transport's chunks and sends its first requests (RootStoreOptions.startAfter): the shell
 * paints without them, so that paint, the page's first and at start its largest, does not wait
 * behind their requests. Settles after `FALLBACK_MS` in any case.
 */
export const firstPaint = new Promise<void>((resolve) => {
  markPainted = resolve;
  setTimeout(resolve, FALLBACK_MS);
});

/**
 * Marks the first paint from an effect of the first commit that shows the page (the root
 * shell's; a page story's frame): the next frame paints what was committed, and a task queued
 * from that frame runs after the paint.
 */
export function useMarkFirstPaint(): void {
  useEffect(() => {
    requestAnimationFrame(() => setTimeout(markPainted, 0));
  }, []);
}

/**
 * A lazy chunk's load that starts once the app has painted (for React.lazy and the like): what
 * the first paint does not show waits a frame, and its request does not delay that paint.
 */
export const afterFirstPaint =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    firstPaint.then(load);
