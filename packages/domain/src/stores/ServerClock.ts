import { makeAutoObservable, runInAction } from 'mobx';
import { clockOffset } from '../rules/auctions.ts';
import type { Environment } from './Environment.ts';

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
  readonly #env: Pick<Environment, 'timers' | 'visibility'>;
  readonly #clock: () => number;
  #ticker: unknown = null;
  #unsubscribe: (() => void) | null = null;

  /** `clock` is the browser's clock (ms); tests pass their own. */
  constructor(
    env: Pick<Environment, 'timers' | 'visibility'>,
    clock: () => number = () => Date.now(),
  ) {
    this.#env = env;
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

  /** Ticks each second while the page is visible (a countdown is on screen). */
  start(): void {
    this.stop();
    this.#unsubscribe = this.#env.visibility.subscribe(() => {
      this.#clear();
      if (this.#env.visibility.isHidden()) return;
      this.#advance();
      this.#next();
    });
    if (!this.#env.visibility.isHidden()) this.#next();
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#clear();
  }

  reset(): void {
    this.stop();
    this.offset = 0;
  }

  #advance(): void {
    runInAction(() => {
      this.tick = this.#clock();
    });
  }

  #next(): void {
    this.#ticker = this.#env.timers.setTimeout(() => {
      this.#advance();
      this.#next();
    }, SECOND);
  }

  #clear(): void {
    if (this.#ticker !== null) this.#env.timers.clearTimeout(this.#ticker);
    this.#ticker = null;
  }
}
