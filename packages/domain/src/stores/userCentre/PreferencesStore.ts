import { makeAutoObservable } from 'mobx';
import {
  WINDOW_CONFIG,
  windowConfigUpdate,
  type WindowConfigCode,
} from '../../contract/account.ts';
import { ApiError } from '../../http/index.ts';
import { createAccountService, type AccountService } from '../../services/account.ts';
import type { FeatureFactory } from '../RootStore.ts';

type PreferenceService = Pick<AccountService, 'preference' | 'keepPreference'>;

/** The text a value is kept as: '' for none (the screen's default). */
const textOf = (value: number | null): string => (value === null ? '' : String(value));

/**
 * One number the mall keeps for the buyer under a userWindowConfig code: read from the mall once,
 * kept again when the buyer chooses another. Kept text the contract does not allow for the code
 * reads as none. A value that cannot be read or kept changes nothing on screen (the calls are
 * quiet): the screen then shows its default.
 */
export class Preference {
  /** The value kept, or null: none kept (the screen's default), or not read yet. */
  value: number | null = null;
  #reading: Promise<void> | null = null;
  /** The buyer chose in this session: an answer of the read arriving later does not undo it. */
  #chosen = false;
  readonly #code: WindowConfigCode;
  readonly #service: PreferenceService;

  constructor(code: WindowConfigCode, service: PreferenceService) {
    this.#code = code;
    this.#service = service;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The value kept for the buyer: read from the mall on the first call, then as it is now. */
  async read(): Promise<number | null> {
    this.#reading ??= this.#service.preference(this.#code).then(this.arrived, (error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
    });
    await this.#reading;
    return this.value;
  }

  /** The buyer chose `value` (null: back to the default): it holds at once, and is kept. */
  async keep(value: number | null): Promise<void> {
    const update = { code: this.#code, value: textOf(value) };
    if (value === this.value || !windowConfigUpdate.safeParse(update).success) return;
    this.#chosen = true;
    this.value = value;
    try {
      await this.#service.keepPreference(update);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }

  private arrived(text: string | null): void {
    if (this.#chosen || text === null || text === '') return;
    const fits = windowConfigUpdate.safeParse({ code: this.#code, value: text }).success;
    this.value = fits ? Number(text) : null;
  }

  reset(): void {
    this.value = null;
    this.#reading = null;
    this.#chosen = false;
  }
}

/**
 * The buyer's preferences the mall keeps for them (userWindowConfig), so that they follow the
 * buyer across logins: the order lists' page size and the message drop-down's last tab. Each is
 * read once per session.
 */
export class PreferencesStore {
  /** The order lists' page size (spec section 9's sizes); null: the lists' default. */
  readonly orderPageSize: Preference;
  /** The message drop-down's last tab: a message type's typeId; null: 全部, the default. */
  readonly messageTab: Preference;

  constructor({ service }: { service: PreferenceService }) {
    this.orderPageSize = new Preference(WINDOW_CONFIG.orderPageSize, service);
    this.messageTab = new Preference(WINDOW_CONFIG.messageTab, service);
  }

  reset(): void {
    this.orderPageSize.reset();
    this.messageTab.reset();
  }
}

/** The preferences store, for `RootStore.feature`. */
export const createPreferencesStore: FeatureFactory<PreferencesStore> = ({ http }) =>
  new PreferencesStore({ service: createAccountService(http) });
