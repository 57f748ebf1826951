import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ApiError, apiErrorMessage, createIdempotencyKey } from '../../http/index.ts';

/** Where an action that must not be sent twice stands. */
type SingleFlightStatus = 'idle' | 'pending' | 'done' | 'failed';

/**
 * What the buyer is told when a send's answer was lost (timed out, the network dropped, or a
 * gateway gave up): it may have gone through. Trying again is safe because the retry carries the
 * same Idempotency-Key and the mall answers it with the first attempt's result.
 */
export const OUTCOME_UNKNOWN_MESSAGE =
  '没有收到结果，无法确认是否已成功。再次提交不会重复付款或重复提交：系统会按第一次的结果处理。';

/** Whether a failure leaves the outcome unknown: the request may have been carried out. */
const answerLost = (error: ApiError): boolean =>
  error.kind === 'timeout' ||
  error.kind === 'network' ||
  (error.kind === 'http' && error.code === 504);

export interface SingleFlightOptions {
  /**
   * Runs after a failed attempt: a failure may still have changed things on the server (an
   * answer lost on the way, a refusal because the order moved on), so it reloads what the action
   * changes, e.g. the balance, the amounts due and the stage counts. A success reloads them in
   * its own send.
   */
  afterFailure?: () => unknown;
}

/**
 * An action that must not be sent twice (money-moving calls, cancellations): one run at a
 * time, each attempt with an Idempotency-Key. The key is kept after a failure and reused when
 * the same arguments are sent again (the retry of the same attempt), and renewed for other
 * arguments and after a success. A result arriving after `reset()` is dropped.
 */
export class SingleFlight<Args, Result> {
  status: SingleFlightStatus = 'idle';
  /**
   * After a failure, the client's message (already shown by it), or OUTCOME_UNKNOWN_MESSAGE when
   * the answer was lost; '' otherwise.
   */
  error = '';
  /** The last attempt's answer was lost: it may have gone through (see OUTCOME_UNKNOWN_MESSAGE). */
  outcomeUnknown = false;
  /** What the last successful run answered; null before one. */
  result: Result | null = null;
  readonly #send: (args: Args, idempotencyKey: string) => Promise<Result>;
  readonly #afterFailure: (() => unknown) | undefined;
  /** The key of the failed attempt and its arguments (JSON), kept for a retry. */
  #retry: { key: string; args: string } | null = null;
  #generation = 0;

  constructor(
    send: (args: Args, idempotencyKey: string) => Promise<Result>,
    { afterFailure }: SingleFlightOptions = {},
  ) {
    this.#send = send;
    this.#afterFailure = afterFailure;
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
    this.outcomeUnknown = false;
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
      // After `reset()` (its screen has left) the failure is dropped with what it touched: a
      // reload then would ask for what the reset forgot (需求下单's inquiry 0).
      if (generation !== this.#generation) return null;
      void this.#afterFailure?.();
      runInAction(() => {
        this.status = 'failed';
        this.outcomeUnknown = answerLost(error);
        this.error = this.outcomeUnknown ? OUTCOME_UNKNOWN_MESSAGE : apiErrorMessage(error);
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
    this.outcomeUnknown = false;
    this.result = null;
    this.#retry = null;
  }
}
