import { nextPollDelay } from '../rules/index.ts';
import type { Timers } from './timers.ts';

export interface PollerOptions {
  /** One poll; a rejection counts as a failure. */
  task: () => Promise<unknown>;
  /** Milliseconds between polls while they succeed. */
  baseInterval: number;
  /** Milliseconds before the first poll. */
  firstDelay: number;
  timers: Timers;
  /** Checked at each tick; when false the tick does nothing (e.g. no token, or a white route). */
  canRun: () => boolean;
}

/**
 * Runs `task` after `firstDelay`, then every `baseInterval`. After a failure the interval
 * doubles (up to 8× base) and a success brings it back to base; the next tick is timed from
 * the moment the poll settles. A tick that finds the previous poll still in flight is skipped.
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

  constructor(options: PollerOptions) {
    this.#options = options;
    this.#interval = options.baseInterval;
  }

  start(): void {
    this.stop();
    this.#interval = this.#options.baseInterval;
    this.#schedule(this.#options.firstDelay);
  }

  stop(): void {
    this.#run += 1;
    this.#inFlight = false;
    if (this.#timer !== null) this.#options.timers.clearTimeout(this.#timer);
    this.#timer = null;
  }

  #schedule(ms: number): void {
    if (this.#timer !== null) this.#options.timers.clearTimeout(this.#timer);
    this.#timer = this.#options.timers.setTimeout(() => this.#tick(), ms);
  }

  #tick(): void {
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
        this.#interval = nextPollDelay(this.#options.baseInterval, this.#interval, ok);
        this.#schedule(this.#interval);
      });
  }
}
