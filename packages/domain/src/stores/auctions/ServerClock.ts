import { makeAutoObservable, runInAction } from 'mobx';
import { clockOffset } from '../../rules/auctions.ts';
import type { Timers } from '../../timers/index.ts';

const SECOND = 1_000;

/**
 * The server's clock for countdowns: the offset of the last serverTime received from the
 * browser's clock, ticking each second while started, so that every countdown runs on the
 * server's time, not the browser's.
 */
export class ServerClock {
  /** The server's clock minus the browser's, in ms. */
  offset = 0;
  /** The browser's clock at the last tick. */
  tick: number;
  readonly #timers: Timers;
  readonly #clock: () => number;
  #ticker: unknown = null;

  /** `clock` is the browser's clock (ms); tests pass their own. */
  constructor(timers: Timers, clock: () => number = () => Date.now()) {
    this.#timers = timers;
    this.#clock = clock;
    this.tick = clock();
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The server's time now (ms), as of the last tick. */
  get now(): number {
    return this.tick + this.offset;
  }

  /** Keeps an answer's serverTime as the server's clock. */
  sync(serverTime: string): void {
    const received = this.#clock();
    runInAction(() => {
      this.offset = clockOffset(serverTime, received);
      this.tick = received;
    });
  }

  /** Ticks each second (a countdown is on screen). */
  start(): void {
    this.stop();
    const next = () => {
      this.#ticker = this.#timers.setTimeout(() => {
        runInAction(() => {
          this.tick = this.#clock();
        });
        next();
      }, SECOND);
    };
    next();
  }

  stop(): void {
    if (this.#ticker !== null) this.#timers.clearTimeout(this.#ticker);
    this.#ticker = null;
  }

  reset(): void {
    this.stop();
    this.offset = 0;
  }
}
