import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ApiError } from '../../http/index.ts';
import { keepEqual } from './keepEqual.ts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ResourceOptions {
  /**
   * An answer keeps the parts of the data it repeats (`keepEqual`): a reload of a list that
   * answers the rows shown changes nothing that observes them, so nothing renders again.
   */
  keepEqual?: boolean;
}

/**
 * One piece of server data and its loading state. The http client has already shown what
 * went wrong, so a failed call only sets status 'error' (keeping the last data). A result
 * arriving after `reset()` or after a newer `load()` is dropped, so that a late answer does
 * not bring back state that logout cleared.
 */
export class Resource<T> {
  data: T | null = null;
  status: LoadStatus = 'idle';
  /** The client's message for the last failure, for the error state; '' otherwise. */
  error = '';
  /** The last failure is permanent (the server has no such thing, 404): trying again is no use. */
  notFound = false;
  readonly #fetch: () => Promise<T>;
  readonly #keepEqual: boolean;
  #generation = 0;

  constructor(fetch: () => Promise<T>, { keepEqual = false }: ResourceOptions = {}) {
    this.#fetch = fetch;
    this.#keepEqual = keepEqual;
    makeAutoObservable(this, { data: observableRef });
  }

  /** The data of an answer, keeping the parts of the current data it repeats if asked to. */
  #settled(data: T): T {
    return this.#keepEqual ? keepEqual(this.data, data) : data;
  }

  async load(): Promise<void> {
    const generation = ++this.#generation;
    this.status = 'loading';
    try {
      const data = await this.#fetch();
      runInAction(() => {
        if (generation !== this.#generation) return;
        this.data = this.#settled(data);
        this.status = 'ready';
        this.error = '';
        this.notFound = false;
      });
    } catch (error) {
      runInAction(() => {
        if (generation !== this.#generation) return;
        this.status = 'error';
        this.error = error instanceof Error ? error.message : String(error);
        this.notFound = error instanceof ApiError && error.code === 404;
      });
      if (!(error instanceof ApiError)) throw error;
    }
  }

  /**
   * Fetches again behind what is shown: while ready, the data and the status stay until the new
   * answer replaces the data, and a failure keeps them (a form over the data keeps what was
   * typed). Not ready yet, it is a `load()`.
   */
  async refresh(): Promise<void> {
    if (this.status !== 'ready') return this.load();
    const generation = ++this.#generation;
    try {
      const data = await this.#fetch();
      runInAction(() => {
        if (generation === this.#generation) this.data = this.#settled(data);
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }

  reset(): void {
    this.#generation += 1;
    this.data = null;
    this.status = 'idle';
    this.error = '';
    this.notFound = false;
  }
}
