import { nextPollDelay } from '../rules/index.ts';
import type { Timers, Visibility } from './timers.ts';
import { VisibleTimer } from './VisibleTimer.ts';

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
  /** The next tick; shown again, the page polls at once (a poll in flight reschedules itself). */
  readonly #timer: VisibleTimer;
  #inFlight = false;
  /**
   * Bumped by start and stop, so that a poll settling after them neither reschedules nor holds
   * up the polls of the next start.
   */
  #run = 0;

  constructor(options: PollerOptions) {
    this.#options = options;
    this.#interval = options.baseInterval;
    this.#timer = new VisibleTimer(options.timers, options.visibility, () => {
      if (!this.#inFlight) this.#schedule(0);
    });
  }

  start(): void {
    this.stop();
    this.#interval = this.#options.baseInterval;
    this.#timer.watch();
    this.#schedule(this.#options.firstDelay);
  }

  stop(): void {
    this.#run += 1;
    this.#inFlight = false;
    this.#timer.stop();
  }

  #schedule(ms: number): void {
    this.#timer.schedule(() => this.#tick(), ms);
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
        const { baseInterval, maxInterval } = this.#options;
        this.#interval = nextPollDelay(baseInterval, this.#interval, ok, maxInterval);
        this.#schedule(this.#interval);
      });
  }
}
