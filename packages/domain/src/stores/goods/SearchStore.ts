import { makeAutoObservable, observableRef } from 'mobx';
import { DEFAULT_GOODS_SEARCH } from '../../contract/index.ts';
import type { GoodsBatch, GoodsProperty, GoodsSearchQuery, Page } from '../../contract/index.ts';
import { toGoodsRow } from '../../rules/index.ts';
import type { GoodsRow } from '../../rules/index.ts';
import { createGoodsService } from '../../services/index.ts';
import type { GoodsService } from '../../services/index.ts';
import type { SessionView } from '../Environment.ts';
import { Resource } from '../kit/Resource.ts';
import type { LoadStatus } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';

interface SearchStoreDeps {
  goods: GoodsService;
  /** Prices show to certified viewers only. */
  session: Pick<SessionView, 'isCertified'>;
}

/**
 * The goods search (modelStore/search and searchSecondGrade), open to visitors. The query lives
 * in the URL: the page reads it with `searchQueryFromParams` and calls `search`; a newer search
 * drops the answer of an older one that arrives late.
 */
class SearchStore {
  /** The query of the results shown (or being loaded). */
  query: GoodsSearchQuery = DEFAULT_GOODS_SEARCH;
  readonly #results: Resource<Page<GoodsBatch>>;
  readonly #properties: Resource<GoodsProperty[]>;
  readonly #session: Pick<SessionView, 'isCertified'>;

  constructor({ goods, session }: SearchStoreDeps) {
    this.#results = new Resource(() => goods.search(this.query));
    this.#properties = new Resource(goods.getPropertyList);
    this.#session = session;
    makeAutoObservable(this, { query: observableRef }, { autoBind: true });
  }

  /**
   * The page's rows with their display texts, made once per answer (and again only when the
   * viewer's certification changes), so that rendering a page does no formatting.
   */
  get rows(): GoodsRow[] {
    const certified = this.#session.isCertified;
    return (this.#results.data?.rows ?? []).map((batch) => toGoodsRow(batch, certified));
  }

  /** Batches matching the query, over all pages; 0 before loading. */
  get total(): number {
    return this.#results.data?.total ?? 0;
  }

  get status(): LoadStatus {
    return this.#results.status;
  }

  /** The client's message when the search failed. */
  get error(): string {
    return this.#results.error;
  }

  /** The filters and their values (empty before loading). */
  get properties(): GoodsProperty[] {
    return this.#properties.data ?? [];
  }

  get propertiesStatus(): LoadStatus {
    return this.#properties.status;
  }

  /** Runs a search: the query from the URL. */
  search(query: GoodsSearchQuery): Promise<void> {
    this.query = query;
    return this.#results.load();
  }

  /** The filters: loaded once, and again after a failure. */
  loadProperties(): Promise<void> {
    return this.#properties.status === 'ready' ? Promise.resolve() : this.#properties.load();
  }

  reset(): void {
    this.query = DEFAULT_GOODS_SEARCH;
    this.#results.reset();
    this.#properties.reset();
  }
}

/** The search pages' store: `root.feature(createSearchStore)`, so that it loads with them. */
export const createSearchStore: FeatureFactory<SearchStore> = ({ http, session }) =>
  new SearchStore({ goods: createGoodsService(http), session });
