import { makeAutoObservable, runInAction } from 'mobx';
import { clockOffset } from '../../rules/auctions.ts';
import { VisibleTimer } from '../../timers/VisibleTimer.ts';
import type { Environment } from '../Environment.ts';

const SECOND = 1_000;

/**
 * The server's clock for countdowns (auctions, the validity of inquiry quotes): the offset of
 * the last serverTime received from the browser's clock, ticking each second while started and
 * the page is visible, so that every countdown runs on the server's time, not the browser's.
 * Coming back to the page ticks at once.
 */
export class ServerClock {
  /** The server's clock minus the browser's, in ms. */
  offset = 0;
  /** The browser's clock at the last tick. */
  tick: number;
  readonly #clock: () => number;
  /** The next tick; coming back to the page ticks at once. */
  readonly #ticker: VisibleTimer;

  /** `clock` is the browser's clock (ms); tests pass their own. */
  constructor(
    env: Pick<Environment, 'timers' | 'visibility'>,
    clock: () => number = () => Date.now(),
  ) {
    this.#clock = clock;
    this.tick = clock();
    this.#ticker = new VisibleTimer(env.timers, env.visibility, () => this.#advance());
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

  /** Ticks each second while the page is visible (a countdown is on screen). */
  start(): void {
    this.#ticker.watch();
    this.#next();
  }

  stop(): void {
    this.#ticker.stop();
  }

  reset(): void {
    this.stop();
    this.offset = 0;
  }

  /** Reads the browser's clock, then waits a second for the next tick. */
  #advance(): void {
    runInAction(() => {
      this.tick = this.#clock();
    });
    this.#next();
  }

  #next(): void {
    this.#ticker.schedule(() => this.#advance(), SECOND);
  }
}
