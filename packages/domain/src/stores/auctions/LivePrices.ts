import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { LotPrice } from '../../contract/auctions.ts';
import { AUCTION_STATUS } from '../../contract/auctions.ts';
import type { AuctionService } from '../../services/auctions.ts';
import { Poller } from '../../timers/index.ts';
import type { Environment } from '../Environment.ts';
import { ServerClock } from '../session/ServerClock.ts';

/** Chosen: the prices of the lots on screen are asked for every 3 s while the page is visible. */
const LOT_PRICE_POLL_MS = 3_000;

/** What a screen of lots shows: each lot's moving part, merged over the list's. */
type ShownLot = Pick<LotPrice, 'lotId' | 'auctionStatus'>;

interface LivePricesDeps {
  service: Pick<AuctionService, 'nowPrice'>;
  env: Pick<Environment, 'timers' | 'visibility'>;
  /** The lots on screen, with their latest prices. */
  lots: () => readonly ShownLot[];
  /** The browser's clock (ms); tests pass their own. */
  clock?: (() => number) | undefined;
}

/**
 * The live part of a screen of lots: the server's clock (`clock`, ticking each second while
 * started) and the price of each lot on screen that can still move, polled only while started
 * and the page is visible.
 */
export class LivePrices {
  /** The latest price of each lot polled or bid on, over the list's. */
  readonly prices = observable.map<number, LotPrice>();
  /** The server's clock, from the last serverTime received. */
  readonly clock: ServerClock;
  readonly #deps: LivePricesDeps;
  readonly #poller: Poller;

  constructor(deps: LivePricesDeps) {
    this.#deps = deps;
    this.clock = new ServerClock(deps.env, deps.clock);
    this.#poller = new Poller({
      task: () => this.poll(),
      baseInterval: LOT_PRICE_POLL_MS,
      firstDelay: LOT_PRICE_POLL_MS,
      timers: deps.env.timers,
      visibility: deps.env.visibility,
      canRun: () => this.polledLots.length > 0,
    });
    makeAutoObservable(this, { prices: false, clock: false }, { autoBind: true });
  }

  /** The server's time now (ms), as of the last tick. */
  get now(): number {
    return this.clock.now;
  }

  /** The lots on screen whose price can still move: the only ones polled. */
  get polledLots(): ShownLot[] {
    return this.#deps.lots().filter(({ auctionStatus }) => auctionStatus !== AUCTION_STATUS.ended);
  }

  /** `lot` with its latest polled price. */
  merged<T extends ShownLot>(lot: T): T {
    return { ...lot, ...this.prices.get(lot.lotId) };
  }

  /** Keeps an answer's serverTime as the server's clock. */
  sync(serverTime: string): void {
    this.clock.sync(serverTime);
  }

  /** A price answered by a poll or a bid. */
  set(price: LotPrice): void {
    this.prices.set(price.lotId, price);
    this.sync(price.serverTime);
  }

  /** The poll and the clock run (the screen is shown). */
  start(): void {
    this.#poller.start();
    this.clock.start();
  }

  /** Leaving the screen: the poll and the clock stop. */
  stop(): void {
    this.#poller.stop();
    this.clock.stop();
  }

  /** One poll: the price of each lot on screen that can still move. */
  async poll(): Promise<void> {
    const answers = await Promise.all(
      this.polledLots.map(({ lotId }) => this.#deps.service.nowPrice(lotId)),
    );
    const [first] = answers;
    if (first) this.sync(first.serverTime);
    runInAction(() => {
      for (const price of answers) this.prices.set(price.lotId, price);
    });
  }

  reset(): void {
    this.stop();
    this.prices.clear();
    this.clock.reset();
  }
}
