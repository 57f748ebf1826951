import { makeAutoObservable } from 'mobx';
import type { FollowedLot } from '../../contract/auctions.ts';
import type { PageQuery } from '../../contract/index.ts';
import { ApiError } from '../../http/index.ts';
import { createAuctionService } from '../../services/auctions.ts';
import type { AuctionService } from '../../services/auctions.ts';
import type { Environment } from '../Environment.ts';
import { PagedList } from '../kit/PagedList.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { LivePrices } from './LivePrices.ts';

interface FollowsStoreDeps {
  service: Pick<AuctionService, 'follows' | 'follow' | 'nowPrice'>;
  env: Pick<Environment, 'timers' | 'visibility' | 'notify'>;
  /** The browser's clock (ms); tests pass their own. */
  clock?: () => number;
}

/**
 * 我的关注 (activityFollow): the lots the user follows, paged, each with its live standing (the
 * price of the lots on screen polled while the page is shown and visible, countdowns on the
 * server's clock), and 取消关注.
 */
export class FollowsStore {
  readonly list: PagedList<FollowedLot>;
  readonly live: LivePrices;
  /** The lot whose 取消关注 is in flight. */
  unfollowing: number | null = null;
  readonly #deps: FollowsStoreDeps;

  constructor(deps: FollowsStoreDeps) {
    this.#deps = deps;
    const { service, env } = deps;
    this.live = new LivePrices({ service, env, clock: deps.clock, lots: () => this.lots });
    this.list = new PagedList(async (query: PageQuery) => {
      const page = await service.follows(query);
      this.live.sync(page.serverTime);
      this.live.prices.clear();
      return page;
    }, {});
    makeAutoObservable(this, { list: false, live: false }, { autoBind: true });
  }

  /** The followed lots of the page with their latest prices. */
  get lots(): FollowedLot[] {
    return this.list.rows.map((lot) => this.live.merged(lot));
  }

  /** The page is shown: the first page, then the poll and the clock. */
  async open(): Promise<void> {
    this.live.start();
    await this.list.load();
  }

  /** The page is left: the poll and the clock stop. */
  close(): void {
    this.live.stop();
  }

  /** 取消关注, once at a time; the page is reloaded after. */
  async unfollow(lotId: number): Promise<void> {
    if (this.unfollowing !== null) return;
    this.unfollowing = lotId;
    try {
      await this.#deps.service.follow(lotId, false);
      this.#deps.env.notify.success('已取消关注');
      await this.list.load();
    } catch (error) {
      // The client has shown what went wrong.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      this.#done();
    }
  }

  #done(): void {
    this.unfollowing = null;
  }

  reset(): void {
    this.close();
    this.list.reset();
    this.live.reset();
    this.unfollowing = null;
  }
}

/** 我的关注's store, for `RootStore.feature`. */
export const createFollowsStore: FeatureFactory<FollowsStore> = ({ http, env }) =>
  new FollowsStore({ service: createAuctionService(http), env });
