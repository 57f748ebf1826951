import { makeAutoObservable, observableRef } from 'mobx';
import * as z from 'zod/mini';
import type { TodayLvPrice } from '../contract/index.ts';
import { addSearchTerm } from '../rules/index.ts';
import type { CommonService } from '../services/index.ts';
import { readJson, STORAGE_KEYS, writeJson } from '../storage/index.ts';
import type { KeyValueStorage } from '../storage/index.ts';
import { Resource } from './Resource.ts';
import type { LoadStatus } from './Resource.ts';

/** A stored history is re-run through the rules, so a tampered one comes back unique, trimmed and capped. */
const storedSearchHistory = z.pipe(
  z.array(z.string()),
  z.transform((terms: string[]) => terms.reduceRight<string[]>(addSearchTerm, [])),
);

/** The home page: today's aluminium price, hot search keys and this browser's search history. */
export class HomeStore {
  /** Newest first. */
  searchHistory: string[];
  readonly #price: Resource<TodayLvPrice>;
  readonly #hotKeys: Resource<string[]>;
  readonly #storage: KeyValueStorage;

  constructor({ common, storage }: { common: CommonService; storage: KeyValueStorage }) {
    this.#price = new Resource(common.getTodayLvPrice);
    this.#hotKeys = new Resource(common.getHotSearchKeys);
    this.#storage = storage;
    this.searchHistory = readJson(storage, STORAGE_KEYS.searchHistory, storedSearchHistory) ?? [];
    makeAutoObservable(this, { searchHistory: observableRef });
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

  /** Today's price, for the home page. */
  loadTodayPrice(): Promise<void> {
    return this.#price.load();
  }

  /** The hot search keys, for the header's search box on every page. */
  loadHotKeys(): Promise<void> {
    return this.#hotKeys.load();
  }

  /** Records a search (ignored when empty) and keeps the history in storage. */
  addSearch(term: string): void {
    this.searchHistory = addSearchTerm(this.searchHistory, term);
    writeJson(this.#storage, STORAGE_KEYS.searchHistory, this.searchHistory);
  }

  /**
   * Forgets the loaded price and hot keys (logout clears "home state", spec section 4). The
   * search history stays: it belongs to this browser, not to the account, and the spec keeps
   * it in browser storage next to, not inside, the user info that logout removes.
   */
  reset(): void {
    this.#price.reset();
    this.#hotKeys.reset();
  }
}
