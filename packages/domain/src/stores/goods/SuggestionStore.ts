import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ApiError } from '../../http/index.ts';
import type { GoodsService } from '../../services/index.ts';
import type { Stoppable, Timers } from '../../timers/index.ts';

/** Milliseconds of quiet typing before suggestions are asked for (chosen). */
const SUGGESTION_DELAY_MS = 300;

interface SuggestionStoreDeps {
  goods: Pick<GoodsService, 'suggest'>;
  timers: Timers;
}

/**
 * Suggestions under the header's search box, open to visitors: asked for once typing pauses,
 * and only the answer for the latest text is shown (an answer for older text is dropped).
 */
export class SuggestionStore implements Stoppable {
  /** The text typed. */
  key = '';
  /** Search words completing `key`; empty while there are none or the key is empty. */
  suggestions: string[] = [];
  /** True from typing until the answer for the latest text arrives (the drop-down says 加载中). */
  loading = false;
  readonly #deps: SuggestionStoreDeps;
  #timer: unknown = null;

  constructor(deps: SuggestionStoreDeps) {
    this.#deps = deps;
    makeAutoObservable(this, { suggestions: observableRef }, { autoBind: true });
  }

  /** The search box changed. Blank text clears the suggestions at once. */
  input(key: string): void {
    this.key = key;
    this.#cancel();
    if (key.trim() === '') {
      this.suggestions = [];
      this.loading = false;
      return;
    }
    this.loading = true;
    this.#timer = this.#deps.timers.setTimeout(() => void this.#fetch(key), SUGGESTION_DELAY_MS);
  }

  /** Stops a pending request (the box closed or the page left). */
  stop(): void {
    this.#cancel();
    this.loading = false;
  }

  reset(): void {
    this.#cancel();
    this.key = '';
    this.suggestions = [];
    this.loading = false;
  }

  #cancel(): void {
    if (this.#timer !== null) this.#deps.timers.clearTimeout(this.#timer);
    this.#timer = null;
  }

  async #fetch(key: string): Promise<void> {
    this.#timer = null;
    try {
      const words = await this.#deps.goods.suggest(key.trim());
      runInAction(() => {
        if (key !== this.key) return;
        this.suggestions = words;
        this.loading = false;
      });
    } catch (error) {
      runInAction(() => {
        if (key === this.key) this.loading = false;
      });
      if (!(error instanceof ApiError)) throw error;
    }
  }
}
