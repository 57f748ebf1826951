import { makeAutoObservable, observable, runInAction } from 'mobx';
import type {
  AuctionActivity,
  AuctionLot,
  BidOutcome,
  BidRequest,
  BidTerms,
  LotBid,
  LotDetail,
  LotListQuery,
  LotPrice,
  MyBid,
} from '../../contract/auctions.ts';
import type { PageQuery } from '../../contract/index.ts';
import { ApiError } from '../../http/index.ts';
import { BID_OUTCOME_TEXT, bidFieldError, maxPriceError } from '../../rules/auctions.ts';
import { createAuctionService } from '../../services/auctions.ts';
import type { AuctionService } from '../../services/auctions.ts';
import type { ActionGuard } from '../session/ActionGuard.ts';
import type { Environment } from '../Environment.ts';
import { PagedList } from '../kit/PagedList.ts';
import { Resource } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';
import { LivePrices } from './LivePrices.ts';

type LotFilter = Omit<LotListQuery, 'pageNum' | 'pageSize'>;

interface AuctionListStoreDeps {
  service: AuctionService;
  guard: Pick<ActionGuard, 'run'>;
  env: Pick<Environment, 'timers' | 'visibility' | 'notify'>;
  /** The browser's clock (ms); tests pass their own. */
  clock?: () => number;
}

/** The bid being composed: the lot, the fields as typed, their messages and the confirm step. */
export type BidDraft = {
  lot: AuctionLot;
  price: string;
  maxPrice: string;
  priceError: string;
  maxPriceError: string;
  /** The buyer pressed 出价 with valid fields: the confirm step is open. */
  confirming: boolean;
  /** The last answer's outcome, shown in the dialog. */
  outcome: BidOutcome | null;
};

/**
 * 竞拍列表 (modelAuctionList): an activity's lots with the filter conditions and paging; each
 * lot on screen has its price polled (nowPrice, only those lots, only while the page is
 * visible); countdowns run on the server's clock (the offset of the last serverTime received).
 * A lot's detail with its bid record, watching (围观), and bidding: the next valid price
 * offered, any other amount checked at the field, a confirm step, sent once (Idempotency-Key)
 * and its outcome shown. The buyer's own bids. Bidding and watching go through the action
 * guard (visitors log in, uncertified users certify).
 */
export class AuctionListStore {
  activityId: number | null = null;
  readonly activities: Resource<AuctionActivity[]>;
  readonly conditions: Resource<{ categories: string[]; grades: string[]; warehouses: string[] }>;
  readonly list: PagedList<AuctionLot, LotFilter>;
  /** The server's clock and the polled prices of the lots on screen. */
  readonly live: LivePrices;
  /** Lots watched since the page loaded, with their onlookers. */
  readonly watched = observable.map<number, { onlookers: number; watching: boolean }>();
  /** Lots followed or unfollowed since the page loaded (关注, from a row or the detail). */
  readonly followed = observable.map<number, boolean>();
  draft: BidDraft | null = null;
  readonly sending: SingleFlight<BidRequest, { outcome: BidOutcome; price: LotPrice }>;
  /** The lot whose detail is open. */
  detailLotId: number | null = null;
  readonly detail: Resource<{ lot: LotDetail; bids: LotBid[] }>;
  readonly myBids: PagedList<MyBid>;
  readonly #deps: AuctionListStoreDeps;

  constructor(deps: AuctionListStoreDeps) {
    this.#deps = deps;
    const { service, env } = deps;
    this.live = new LivePrices({ service, env, clock: deps.clock, lots: () => this.lots });
    this.activities = new Resource(async () => {
      const answer = await service.activities();
      this.live.sync(answer.serverTime);
      return answer.rows;
    });
    this.conditions = new Resource(() => service.conditions(this.#id()));
    this.list = new PagedList(async (query) => {
      const page = await service.lots(this.#id(), query);
      this.live.sync(page.serverTime);
      runInAction(() => this.live.prices.clear());
      return page;
    }, {});
    this.sending = new SingleFlight((request: BidRequest, key: string) =>
      service.bid(request, key),
    );
    this.detail = new Resource(async () => {
      const lotId = this.detailLotId ?? 0;
      const [lot, bids] = await Promise.all([service.detail(lotId), service.lotBids(lotId)]);
      return { lot, bids };
    });
    this.myBids = new PagedList((query: PageQuery) => service.myBids(query), {});
    makeAutoObservable(
      this,
      {
        activities: false,
        conditions: false,
        list: false,
        detail: false,
        myBids: false,
        sending: false,
        live: false,
        watched: false,
        followed: false,
      },
      { autoBind: true },
    );
  }

  #id(): number {
    return this.activityId ?? 0;
  }

  /** The server's time now (ms), as of the last tick. */
  get now(): number {
    return this.live.now;
  }

  /** The activity shown, once the list of activities answered. */
  get activity(): AuctionActivity | null {
    return this.activities.data?.find(({ id }) => id === this.activityId) ?? null;
  }

  /** The lots on screen with their latest prices. */
  get lots(): AuctionLot[] {
    return this.list.rows.map((lot) => ({
      ...this.live.merged(lot),
      ...this.watched.get(lot.lotId),
    }));
  }

  /** Opens an activity: its header, conditions and first page, then the poll and the clock. */
  async open(activityId: number): Promise<void> {
    this.close();
    this.activityId = activityId;
    this.list.reset();
    this.live.prices.clear();
    this.live.start();
    await Promise.all([this.activities.load(), this.conditions.load(), this.list.load()]);
  }

  /** Leaving the page: the poll and the clock stop. */
  close(): void {
    this.live.stop();
  }

  setFilter(filter: LotFilter): Promise<void> {
    return this.list.setFilter(filter);
  }

  /** One poll: the price of each lot on screen that can still move. */
  pollPrices(): Promise<void> {
    return this.live.poll();
  }

  /** 预约: reserves the activity shown (a logged-in user's action), then shows it reserved. */
  reserve(): void {
    const id = this.activityId;
    if (id === null) return;
    this.#deps.guard.run(() => void this.#reserve(id), 'login');
  }

  async #reserve(activityId: number): Promise<void> {
    try {
      await this.#deps.service.subscribe(activityId);
      this.#deps.env.notify.success('预约成功，开拍前将提醒您');
      await this.activities.load();
    } catch (error) {
      // The client has shown what went wrong.
      if (!(error instanceof ApiError)) throw error;
    }
  }

  /** 围观: watches a lot (a logged-in user's action). */
  watch(lot: AuctionLot): void {
    this.#deps.guard.run(() => void this.#watch(lot.lotId), 'login');
  }

  async #watch(lotId: number): Promise<void> {
    try {
      const result = await this.#deps.service.watch(lotId);
      runInAction(() => this.watched.set(lotId, result));
    } catch (error) {
      // The client has shown what went wrong.
      if (!(error instanceof ApiError)) throw error;
    }
  }

  /** 出价: opens the bid dialog for a certified buyer, offering the next valid price. */
  requestBid(lot: AuctionLot): void {
    this.#deps.guard.run(() => {
      this.sending.reset();
      this.draft = {
        lot,
        price: lot.nextPrice ?? '',
        maxPrice: '',
        priceError: '',
        maxPriceError: '',
        confirming: false,
        outcome: null,
      };
    });
  }

  #terms(): BidTerms | null {
    const draft = this.draft;
    if (!draft) return null;
    const { startPrice, step } = draft.lot;
    const nextPrice = this.live.prices.get(draft.lot.lotId)?.nextPrice ?? draft.lot.nextPrice;
    // Prices a viewer may not see are not sent; such a viewer has no terms to bid on.
    if (startPrice === null || step === null || nextPrice === null) return null;
    return { startPrice, step, nextPrice };
  }

  setPrice(text: string): void {
    const terms = this.#terms();
    if (!this.draft || !terms) return;
    this.draft.price = text;
    this.draft.priceError = bidFieldError(text, terms);
    this.draft.maxPriceError =
      this.draft.priceError === '' ? maxPriceError(this.draft.maxPrice, terms, text.trim()) : '';
  }

  setMaxPrice(text: string): void {
    const terms = this.#terms();
    if (!this.draft || !terms) return;
    this.draft.maxPrice = text;
    this.draft.maxPriceError =
      this.draft.priceError === '' ? maxPriceError(text, terms, this.draft.price.trim()) : '';
  }

  /** 出价 in the dialog: checks the fields, then opens the confirm step. */
  confirmBid(): void {
    if (!this.draft) return;
    this.setPrice(this.draft.price);
    if (this.draft.priceError === '' && this.draft.maxPriceError === '') {
      this.draft.confirming = true;
      this.draft.outcome = null;
    }
  }

  /** 取消 on the confirm step: back to the fields, nothing sent. */
  backToFields(): void {
    if (this.draft) this.draft.confirming = false;
  }

  /** 确认出价: sends the bid once; shows the outcome and refreshes the lot's price. */
  async sendBid(): Promise<void> {
    const draft = this.draft;
    if (!draft?.confirming) return;
    const maxPrice = draft.maxPrice.trim();
    const result = await this.sending.run({
      lotId: draft.lot.lotId,
      price: draft.price.trim(),
      ...(maxPrice !== '' && { maxPrice }),
    });
    runInAction(() => {
      if (!result || this.draft !== draft) return;
      this.live.set(result.price);
      draft.confirming = false;
      draft.outcome = result.outcome;
      if (result.outcome === 'tooLow' || result.outcome === 'outbid') {
        draft.price = result.price.nextPrice ?? '';
        draft.priceError = '';
      }
      if (result.outcome === 'leading') this.#deps.env.notify.success(BID_OUTCOME_TEXT.leading);
    });
  }

  closeBid(): void {
    this.draft = null;
    this.sending.reset();
  }

  /** Whether the user follows a lot (关注), as last known: toggled here, else as listed. */
  isFollowing(lot: Pick<AuctionLot, 'lotId' | 'following'>): boolean {
    return this.followed.get(lot.lotId) ?? lot.following;
  }

  /** Whether the user follows the lot whose detail is open. */
  get detailFollowing(): boolean {
    const lot = this.detail.data?.lot;
    return lot ? this.isFollowing(lot) : false;
  }

  /**
   * 关注 / 取消关注 of a lot, from its row or its open detail (a logged-in user's action); both
   * show the answer.
   */
  toggleFollow(lot: Pick<AuctionLot, 'lotId' | 'following'>): void {
    const on = !this.isFollowing(lot);
    this.#deps.guard.run(() => void this.#follow(lot.lotId, on), 'login');
  }

  async #follow(lotId: number, on: boolean): Promise<void> {
    try {
      const result = await this.#deps.service.follow(lotId, on);
      runInAction(() => this.followed.set(result.lotId, result.following));
      this.#deps.env.notify.success(result.following ? '已关注' : '已取消关注');
    } catch (error) {
      // The client has shown what went wrong.
      if (!(error instanceof ApiError)) throw error;
    }
  }

  openDetail(lotId: number): Promise<void> {
    this.detailLotId = lotId;
    return this.detail.load();
  }

  closeDetail(): void {
    this.detailLotId = null;
    this.detail.reset();
  }

  reset(): void {
    this.close();
    this.activityId = null;
    this.activities.reset();
    this.conditions.reset();
    this.list.reset();
    this.live.reset();
    this.watched.clear();
    this.followed.clear();
    this.draft = null;
    this.sending.reset();
    this.closeDetail();
    this.myBids.reset();
  }
}

/** The auction list page's store, for `RootStore.feature`. */
export const createAuctionListStore: FeatureFactory<AuctionListStore> = ({ http, guard, env }) =>
  new AuctionListStore({ service: createAuctionService(http), guard, env });
