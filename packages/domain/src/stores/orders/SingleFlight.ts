import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ApiError, apiErrorMessage, createIdempotencyKey } from '../../http/index.ts';

/** Where an action that must not be sent twice stands. */
type SingleFlightStatus = 'idle' | 'pending' | 'done' | 'failed';

/**
 * An action that must not be sent twice (money-moving calls, cancellations): one run at a
 * time, each attempt with an Idempotency-Key. The key is kept after a failure and reused when
 * the same arguments are sent again (the retry of the same attempt), and renewed for other
 * arguments and after a success. A result arriving after `reset()` is dropped.
 */
export class SingleFlight<Args, Result> {
  status: SingleFlightStatus = 'idle';
  /** The client's message after a failure (already shown by it); '' otherwise. */
  error = '';
  /** What the last successful run answered; null before one. */
  result: Result | null = null;
  readonly #send: (args: Args, idempotencyKey: string) => Promise<Result>;
  /** The key of the failed attempt and its arguments (JSON), kept for a retry. */
  #retry: { key: string; args: string } | null = null;
  #generation = 0;

  constructor(send: (args: Args, idempotencyKey: string) => Promise<Result>) {
    this.#send = send;
    makeAutoObservable(this, { result: observableRef }, { autoBind: true });
  }

  /** A run is in flight. */
  get pending(): boolean {
    return this.status === 'pending';
  }

  /**
   * Sends once; answers null when refused (already pending) or failed (see `error`). Anything
   * thrown that is not an ApiError is a bug and is thrown on.
   */
  async run(args: Args): Promise<Result | null> {
    if (this.status === 'pending') return null;
    const json = JSON.stringify(args);
    const key = this.#retry?.args === json ? this.#retry.key : createIdempotencyKey();
    const generation = ++this.#generation;
    this.status = 'pending';
    this.error = '';
    try {
      const result = await this.#send(args, key);
      if (generation !== this.#generation) return null;
      runInAction(() => {
        this.status = 'done';
        this.result = result;
        this.#retry = null;
      });
      return result;
    } catch (error) {
      if (!(error instanceof ApiError)) {
        runInAction(() => {
          if (generation === this.#generation) this.status = 'failed';
        });
        throw error;
      }
      runInAction(() => {
        if (generation !== this.#generation) return;
        this.status = 'failed';
        this.error = apiErrorMessage(error);
        this.#retry = { key, args: json };
      });
      return null;
    }
  }

  /** Back to idle: forgets the result, the error and the kept key. */
  reset(): void {
    this.#generation += 1;
    this.status = 'idle';
    this.error = '';
    this.result = null;
    this.#retry = null;
  }
}
