import { makeAutoObservable, observableRef } from 'mobx';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../contract/index.ts';
import type { Page, PageQuery } from '../../contract/index.ts';
import { Resource } from './Resource.ts';
import type { LoadStatus } from './Resource.ts';

type PageSize = PageQuery['pageSize'];
const isPageSize = (size: number): size is PageSize =>
  (PAGE_SIZES as readonly number[]).includes(size);

/**
 * A server-paged list (spec section 9: 10 a page by default, 10/20/30/50 to choose from): the
 * page asked for, its rows and total, and its loading state. A new filter or page size starts
 * again at page 1.
 */
export class PagedList<Row, Filter extends object = Record<never, never>> {
  pageNum = 1;
  pageSize: PageSize = DEFAULT_PAGE_SIZE;
  filter: Filter;
  readonly #page: Resource<Page<Row>>;
  readonly #initialFilter: Filter;

  constructor(fetch: (query: Filter & PageQuery) => Promise<Page<Row>>, filter: Filter) {
    this.filter = filter;
    this.#initialFilter = filter;
    // A list shown again (its tab chosen again, a page reloaded after an action) keeps the
    // rows that did not change, and their cards with them.
    this.#page = new Resource(
      () => fetch({ ...this.filter, pageNum: this.pageNum, pageSize: this.pageSize }),
      { keepEqual: true },
    );
    makeAutoObservable(this, { filter: observableRef }, { autoBind: true });
  }

  /** The current page's rows; empty before the first answer. */
  get rows(): Row[] {
    return this.#page.data?.rows ?? [];
  }

  get total(): number {
    return this.#page.data?.total ?? 0;
  }

  get status(): LoadStatus {
    return this.#page.status;
  }

  /** The client's message when the page failed to load. */
  get error(): string {
    return this.#page.error;
  }

  /** Loads (or reloads) the current page. */
  load(): Promise<void> {
    return this.#page.load();
  }

  /**
   * Fetches the current page again behind the rows shown (see `Resource.refresh`): after a
   * failed action that may still have changed them, the table stays until the new answer.
   */
  refresh(): Promise<void> {
    return this.#page.refresh();
  }

  /** Goes to a page; a size the spec does not offer is ignored. */
  setPage(pageNum: number, pageSize: number = this.pageSize): Promise<void> {
    if (isPageSize(pageSize) && pageSize !== this.pageSize) {
      this.pageSize = pageSize;
      this.pageNum = 1;
    } else {
      this.pageNum = Math.max(1, Math.floor(pageNum));
    }
    return this.load();
  }

  /** Shows another selection, from page 1. */
  setFilter(filter: Filter): Promise<void> {
    this.filter = filter;
    this.pageNum = 1;
    return this.load();
  }

  reset(): void {
    this.pageNum = 1;
    this.pageSize = DEFAULT_PAGE_SIZE;
    this.filter = this.#initialFilter;
    this.#page.reset();
  }
}
