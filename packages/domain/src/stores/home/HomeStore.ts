import { makeAutoObservable, observableRef } from 'mobx';
import { DEFAULT_PAGE_SIZE } from '../../contract/index.ts';
import type {
  GoodsBatch,
  GoodsProperty,
  InfoType,
  Page,
  Promotion,
  TodayLvPrice,
} from '../../contract/index.ts';
import { ApiError } from '../../http/index.ts';
import { addSearchTerm } from '../../rules/index.ts';
import type { CommonService, GoodsService } from '../../services/index.ts';
import type { ContentService } from '../../services/content.ts';
import { readJson, STORAGE_KEYS, writeJson } from '../../storage/index.ts';
import type { KeyValueStorage } from '../../storage/index.ts';
import { Resource } from '../kit/Resource.ts';
import type { LoadStatus } from '../kit/Resource.ts';

/**
 * A stored history is re-run through the rules, so a tampered one comes back unique, trimmed
 * and capped. Checked by hand: it is read before the first paint, and zod does not load with
 * the page.
 */
const parseSearchHistory = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((term): term is string => typeof term === 'string')
    ? value.reduceRight<string[]>(addSearchTerm, [])
    : null;

/** The home page's spot goods list holds this many (chosen). */
const HOME_SPOT_GOODS_SIZE = 10;

interface HomeStoreDeps {
  common: CommonService;
  goods: GoodsService;
  /** The promotions, from the content pages' service. */
  content: Pick<ContentService, 'getPromotions'>;
  storage: KeyValueStorage;
  /** Prices show to certified viewers only. */
}

/**
 * The home page, open to visitors: today's aluminium price, hot search keys, this browser's
 * search history, the categories, the promotions, the spot goods, the goods the user may like
 * and the information articles.
 */
export class HomeStore {
  /** Newest first. */
  searchHistory: string[];
  readonly #price: Resource<TodayLvPrice>;
  readonly #hotKeys: Resource<string[]>;
  readonly #properties: Resource<GoodsProperty[]>;
  readonly #spotGoods: Resource<Page<GoodsBatch>>;
  readonly #mayLike: Resource<GoodsBatch[]>;
  readonly #infos: Resource<InfoType[]>;
  readonly #promotions: Resource<Page<Promotion>>;
  readonly #goods: GoodsService;
  readonly #storage: KeyValueStorage;

  constructor({ common, goods, content, storage }: HomeStoreDeps) {
    this.#price = new Resource(common.getTodayLvPrice);
    this.#hotKeys = new Resource(common.getHotSearchKeys);
    this.#properties = new Resource(goods.getPropertyList);
    this.#spotGoods = new Resource(() =>
      goods.getSpotGoods({ pageNum: 1, pageSize: HOME_SPOT_GOODS_SIZE }),
    );
    this.#mayLike = new Resource(goods.getMayLike);
    this.#infos = new Resource(common.getInfos);
    // Chosen: the first page of modelPromotion/list's promotions (ongoing first).
    this.#promotions = new Resource(() =>
      content.getPromotions({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE }),
    );
    this.#goods = goods;
    this.#storage = storage;
    this.searchHistory = this.#keptHistory();
    makeAutoObservable(this, { searchHistory: observableRef });
  }

  #keptHistory(): string[] {
    return readJson(this.#storage, STORAGE_KEYS.searchHistory, parseSearchHistory) ?? [];
  }

  /** Another user signed in (or out): the history is theirs (kept per user). */
  readKeptHistory(): void {
    this.searchHistory = this.#keptHistory();
  }

  get todayPrice(): TodayLvPrice | null {
    return this.#price.data;
  }

  get todayPriceStatus(): LoadStatus {
    return this.#price.status;
  }

  /** The client's message when today's price failed to load. */
  get todayPriceError(): string {
    return this.#price.error;
  }

  /** Most searched first; empty before loading. */
  get hotKeys(): string[] {
    return this.#hotKeys.data ?? [];
  }

  get hotKeysStatus(): LoadStatus {
    return this.#hotKeys.status;
  }

  /**
   * The categories (铝锭, 铝板…) to browse by, in order: chosen, the values of the property
   * list's category filter, so that each leads to a search that finds goods.
   */
  get categories(): string[] {
    return this.#properties.data?.find(({ key }) => key === 'category')?.values ?? [];
  }

  get categoriesStatus(): LoadStatus {
    return this.#properties.status;
  }

  /** The promotions strip: the first page of the promotions, ongoing first. */
  get promotions(): Promotion[] {
    return this.#promotions.data?.rows ?? [];
  }

  get promotionsStatus(): LoadStatus {
    return this.#promotions.status;
  }

  get promotionsError(): string {
    return this.#promotions.error;
  }

  /** The newest spot goods. */
  get spotGoods(): GoodsBatch[] {
    return this.#spotGoods.data?.rows ?? [];
  }

  get spotGoodsStatus(): LoadStatus {
    return this.#spotGoods.status;
  }

  get spotGoodsError(): string {
    return this.#spotGoods.error;
  }

  /** Goods the user may like. */
  get mayLike(): GoodsBatch[] {
    return this.#mayLike.data ?? [];
  }

  get mayLikeStatus(): LoadStatus {
    return this.#mayLike.status;
  }

  get mayLikeError(): string {
    return this.#mayLike.error;
  }

  /** The information types with their newest articles; empty before loading. */
  get infos(): InfoType[] {
    return this.#infos.data ?? [];
  }

  get infosStatus(): LoadStatus {
    return this.#infos.status;
  }

  get infosError(): string {
    return this.#infos.error;
  }

  /** Today's price, for the home page. */
  loadTodayPrice(): Promise<void> {
    return this.#price.load();
  }

  /** The hot search keys, for the header's search box on every page. */
  loadHotKeys(): Promise<void> {
    return this.#hotKeys.load();
  }

  loadCategories(): Promise<void> {
    return this.#properties.load();
  }

  loadPromotions(): Promise<void> {
    return this.#promotions.load();
  }

  loadSpotGoods(): Promise<void> {
    return this.#spotGoods.load();
  }

  /** The may-like goods (reload after login: they follow the user's choices). */
  loadMayLike(): Promise<void> {
    return this.#mayLike.load();
  }

  loadInfos(): Promise<void> {
    return this.#infos.load();
  }

  /**
   * A batch opened from the home page's goods: recorded, so that "may like" follows it. A
   * failure changes nothing for the buyer (the client has shown it).
   */
  async recordMayLike(batchId: number): Promise<void> {
    try {
      await this.#goods.recordMayLike(batchId);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }

  /** Records a search (ignored when empty) and keeps the history in storage. */
  addSearch(term: string): void {
    this.searchHistory = addSearchTerm(this.searchHistory, term);
    writeJson(this.#storage, STORAGE_KEYS.searchHistory, this.searchHistory);
  }

  /**
   * Forgets the loaded lists (logout clears "home state", spec section 4). The
   * search history stays: it belongs to this browser, not to the account, and the spec keeps
   * it in browser storage next to, not inside, the user info that logout removes.
   */
  reset(): void {
    this.#price.reset();
    this.#hotKeys.reset();
    this.#properties.reset();
    this.#spotGoods.reset();
    this.#mayLike.reset();
    this.#infos.reset();
    this.#promotions.reset();
  }
}
