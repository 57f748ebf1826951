import { makeAutoObservable, runInAction } from 'mobx';
import type { AuctionActivity, RollText } from '../../contract/auctions.ts';
import { AUCTION_FLAG_ON, AUCTION_WINDOW, auctionWindowState } from '../../contract/auctions.ts';
import { ApiError } from '../../http/index.ts';
import { clampMoveIndex, nextWindow } from '../../rules/auctions.ts';
import { createAuctionService } from '../../services/auctions.ts';
import type { AuctionService } from '../../services/auctions.ts';
import { readJson, STORAGE_KEYS, writeJson } from '../../storage/index.ts';
import { Poller } from '../../timers/index.ts';
import type { Environment } from '../Environment.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { ServerClock } from '../session/ServerClock.ts';

/** Chosen: the activities and the roll text are asked for again every 10 s while on screen. */
export const HOME_AUCTION_POLL_MS = 10_000;

interface HomeAuctionStoreDeps {
  service: Pick<AuctionService, 'controlInfo' | 'activities' | 'rollText'>;
  env: Pick<Environment, 'timers' | 'visibility' | 'storage'>;
  /** The browser's clock (ms); tests pass their own. */
  clock?: () => number;
}

/**
 * The home page's auction area (spec sections 2, 3 and 9): shown only when control/info says
 * auctionFlag 1 (a missing or failed answer hides it, without a message); the activities in a
 * window of at most AUCTION_WINDOW that starts at the live one (activeIndex, status 3) and
 * moves when the buyer pages (moveIndex), kept in browser storage across reloads; countdowns
 * on the server's clock; the latest bids as roll text. Activities and roll text are polled, and
 * the clock ticks, only while the area is on screen and the page is visible.
 */
export class HomeAuctionStore {
  /** control/info's auctionFlag; null until it answers (or when it failed). */
  auctionFlag: number | null = null;
  /** The activities once listed; null before (or when the first list failed). */
  activities: AuctionActivity[] | null = null;
  rollText: RollText[] = [];
  activeIndex = -1;
  moveIndex = 0;
  readonly clock: ServerClock;
  readonly #deps: HomeAuctionStoreDeps;
  readonly #poller: Poller;

  constructor(deps: HomeAuctionStoreDeps) {
    this.#deps = deps;
    this.clock = new ServerClock(deps.env, deps.clock);
    this.#poller = new Poller({
      task: () => this.refresh(),
      baseInterval: HOME_AUCTION_POLL_MS,
      firstDelay: HOME_AUCTION_POLL_MS,
      timers: deps.env.timers,
      visibility: deps.env.visibility,
      canRun: () => this.shown,
    });
    makeAutoObservable(this, { clock: false }, { autoBind: true });
  }

  /** The area shows: the flag is 1 and the activities have been listed. */
  get shown(): boolean {
    return this.auctionFlag === AUCTION_FLAG_ON && this.activities !== null;
  }

  /** The activities in the window. */
  get window(): AuctionActivity[] {
    return (this.activities ?? []).slice(this.moveIndex, this.moveIndex + AUCTION_WINDOW);
  }

  get canMoveBack(): boolean {
    return this.moveIndex > 0;
  }

  get canMoveOn(): boolean {
    return this.moveIndex + AUCTION_WINDOW < (this.activities?.length ?? 0);
  }

  /** The home page is shown: the flag, then (when 1) the activities and the roll text. */
  async load(): Promise<void> {
    try {
      const { auctionFlag } = await this.#deps.service.controlInfo();
      runInAction(() => {
        this.auctionFlag = auctionFlag;
      });
      if (auctionFlag === AUCTION_FLAG_ON) await this.refresh();
    } catch (error) {
      // Nothing was shown: the area stays hidden.
      if (!(error instanceof ApiError)) throw error;
    }
  }

  /** The activities and the roll text again; the window follows as `nextWindow` says. */
  async refresh(): Promise<void> {
    const { service } = this.#deps;
    const [list, roll] = await Promise.all([service.activities(true), service.rollText()]);
    this.clock.sync(list.serverTime);
    runInAction(() => {
      const kept =
        this.activities === null
          ? readJson(this.#deps.env.storage, STORAGE_KEYS.auction, (value) => {
              const parsed = auctionWindowState.safeParse(value);
              return parsed.success ? parsed.data : null;
            })
          : {
              activities: this.activities,
              activeIndex: this.activeIndex,
              moveIndex: this.moveIndex,
            };
      const { activeIndex, moveIndex } = nextWindow(list.rows, kept);
      this.activities = list.rows;
      this.rollText = roll.rows;
      this.activeIndex = activeIndex;
      this.moveIndex = moveIndex;
      this.#store();
    });
  }

  /** The buyer pages the window by `step` activities (−1 back, 1 on). */
  move(step: number): void {
    this.moveIndex = clampMoveIndex(this.moveIndex + step, this.activities?.length ?? 0);
    this.#store();
  }

  #store(): void {
    writeJson(this.#deps.env.storage, STORAGE_KEYS.auction, {
      auctionFlag: this.auctionFlag,
      activities: (this.activities ?? []).map(({ id, auctionStatus }) => ({ id, auctionStatus })),
      activeIndex: this.activeIndex,
      moveIndex: this.moveIndex,
    });
  }

  /** The area came on screen (true) or left it: the poll and the clock run only while on it. */
  setOnScreen(on: boolean): void {
    if (on) {
      this.#poller.start();
      this.clock.start();
    } else this.stop();
  }

  stop(): void {
    this.#poller.stop();
    this.clock.stop();
  }

  reset(): void {
    this.stop();
    this.clock.reset();
    this.auctionFlag = null;
    this.activities = null;
    this.rollText = [];
    this.activeIndex = -1;
    this.moveIndex = 0;
  }
}

/** The home auction area's store, for `RootStore.feature`. */
export const createHomeAuctionStore: FeatureFactory<HomeAuctionStore> = ({ http, env }) =>
  new HomeAuctionStore({ service: createAuctionService(http), env });
