import type { Timers, Visibility } from './timers.ts';

/**
 * One timer at a time that runs only while the page is visible: nothing is scheduled while the
 * page is hidden, hiding it drops the pending timer, and showing it again calls `onShown`, which
 * schedules anew. Without a `visibility` the page counts as always visible. The Poller and the
 * server clock pause with the page through it.
 */
export class VisibleTimer {
  readonly #timers: Timers;
  readonly #visibility: Visibility | undefined;
  readonly #onShown: () => void;
  #timer: unknown = null;
  #unsubscribe: (() => void) | null = null;

  constructor(timers: Timers, visibility: Visibility | undefined, onShown: () => void) {
    this.#timers = timers;
    this.#visibility = visibility;
    this.#onShown = onShown;
  }

  /** Whether the page is hidden now. */
  get hidden(): boolean {
    return this.#visibility?.isHidden() ?? false;
  }

  /** Follows the page's visibility until `stop`: hidden drops the timer, shown calls `onShown`. */
  watch(): void {
    this.stop();
    this.#unsubscribe =
      this.#visibility?.subscribe(() => {
        if (this.hidden) this.#clear();
        else this.#onShown();
      }) ?? null;
  }

  /**
   * Runs `fn` in `ms`, in place of the pending timer. While the page is hidden nothing is
   * scheduled, and a timer that fires once the page is hidden (before its event) does nothing.
   */
  schedule(fn: () => void, ms: number): void {
    this.#clear();
    if (this.hidden) return;
    this.#timer = this.#timers.setTimeout(() => {
      this.#timer = null;
      if (!this.hidden) fn();
    }, ms);
  }

  /** Drops the pending timer and stops following the page's visibility. */
  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#clear();
  }

  #clear(): void {
    if (this.#timer !== null) this.#timers.clearTimeout(this.#timer);
    this.#timer = null;
  }
}
