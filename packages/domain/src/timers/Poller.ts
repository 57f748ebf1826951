import { nextPollDelay } from '../rules/index.ts';
import type { Timers, Visibility } from './timers.ts';

interface PollerOptions {
  /** One poll; a rejection counts as a failure. */
  task: () => Promise<unknown>;
  /** Milliseconds between polls while they succeed. */
  baseInterval: number;
  /** Milliseconds before the first poll. */
  firstDelay: number;
  timers: Timers;
  /** Checked at each tick; when false the tick does nothing (e.g. no token, or a white route). */
  canRun: () => boolean;
  /** When given, polling pauses while the page is hidden and polls at once when it returns. */
  visibility?: Visibility;
  /** The longest interval a run of failures backs off to; 5 minutes by default. */
  maxInterval?: number;
}

/**
 * Runs `task` after `firstDelay`, then every `baseInterval`. After a failure the interval
 * doubles (up to `maxInterval`) and a success brings it back to base; the next tick is timed
 * from the moment the poll settles. A tick that finds the previous poll still in flight is
 * skipped. With `visibility`, nothing runs while the page is hidden, and coming back polls at
 * once.
 */
export class Poller {
  readonly #options: PollerOptions;
  #interval: number;
  #timer: unknown = null;
  #inFlight = false;
  /**
   * Bumped by start and stop, so that a poll settling after them neither reschedules nor holds
   * up the polls of the next start.
   */
  #run = 0;
  #unsubscribe: (() => void) | null = null;

  constructor(options: PollerOptions) {
    this.#options = options;
    this.#interval = options.baseInterval;
  }

  start(): void {
    this.stop();
    this.#interval = this.#options.baseInterval;
    this.#unsubscribe = this.#options.visibility?.subscribe(() => this.#onVisibility()) ?? null;
    this.#schedule(this.#options.firstDelay);
  }

  stop(): void {
    this.#run += 1;
    this.#inFlight = false;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#clear();
  }

  #clear(): void {
    if (this.#timer !== null) this.#options.timers.clearTimeout(this.#timer);
    this.#timer = null;
  }

  #hidden(): boolean {
    return this.#options.visibility?.isHidden() ?? false;
  }

  /** Hidden: the timer goes. Shown again: poll now (a poll in flight reschedules itself). */
  #onVisibility(): void {
    if (this.#hidden()) this.#clear();
    else if (!this.#inFlight) this.#schedule(0);
  }

  #schedule(ms: number): void {
    this.#clear();
    this.#timer = this.#options.timers.setTimeout(() => this.#tick(), ms);
  }

  #tick(): void {
    this.#timer = null;
    if (this.#hidden()) return;
    this.#schedule(this.#interval);
    if (this.#inFlight || !this.#options.canRun()) return;
    this.#inFlight = true;
    const run = this.#run;
    void new Promise((resolve) => resolve(this.#options.task()))
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        if (run !== this.#run) return;
        this.#inFlight = false;
        const { baseInterval, maxInterval } = this.#options;
        this.#interval = nextPollDelay(baseInterval, this.#interval, ok, maxInterval);
        if (!this.#hidden()) this.#schedule(this.#interval);
      });
  }
}
