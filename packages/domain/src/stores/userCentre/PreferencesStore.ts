import { makeAutoObservable } from 'mobx';
import { WINDOW_CONFIG } from '../../contract/account.ts';
import { PAGE_SIZES } from '../../contract/index.ts';
import { ApiError } from '../../http/index.ts';
import { createAccountService, type AccountService } from '../../services/account.ts';
import type { FeatureFactory } from '../RootStore.ts';

interface PreferencesStoreDeps {
  service: Pick<AccountService, 'preference' | 'keepPreference'>;
}

/** A page size of spec section 9 (10, 20, 30 or 50) from its kept text, or null. */
const pageSizeOf = (value: string | null): number | null => {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : null;
};

/**
 * The buyer's preferences the mall keeps for them (userWindowConfig), so that they follow the
 * buyer across logins: the order lists' page size. Read once per session; a preference that
 * cannot be read or kept changes nothing on screen (the calls are quiet).
 */
export class PreferencesStore {
  /** The order lists' page size kept, or null (none, or not read yet). */
  orderPageSize: number | null = null;
  #reading: Promise<number | null> | null = null;
  readonly #deps: PreferencesStoreDeps;

  constructor(deps: PreferencesStoreDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The order lists' page size kept for the buyer, read from the mall once. */
  readOrderPageSize(): Promise<number | null> {
    this.#reading ??= this.#deps.service.preference(WINDOW_CONFIG.orderPageSize).then(
      (value) => this.setOrderPageSize(pageSizeOf(value)),
      (error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        return null;
      },
    );
    return this.#reading;
  }

  /** The buyer chose another page size for an order list: kept for every order list. */
  async keepOrderPageSize(size: number): Promise<void> {
    if (size === this.orderPageSize || pageSizeOf(String(size)) === null) return;
    this.setOrderPageSize(size);
    try {
      await this.#deps.service.keepPreference({
        code: WINDOW_CONFIG.orderPageSize,
        value: String(size),
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }

  private setOrderPageSize(size: number | null): number | null {
    this.orderPageSize = size;
    return size;
  }

  reset(): void {
    this.orderPageSize = null;
    this.#reading = null;
  }
}

/** The preferences store, for `RootStore.feature`. */
export const createPreferencesStore: FeatureFactory<PreferencesStore> = ({ http }) =>
  new PreferencesStore({ service: createAccountService(http) });
