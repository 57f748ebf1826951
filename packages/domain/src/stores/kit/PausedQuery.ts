import { ApiError } from '../../http/index.ts';
import type { Timers } from '../../timers/index.ts';

/**
 * A question asked once typing pauses, of which only the latest answer counts: asking again, or
 * cancelling, drops both a question still waiting for the pause and an answer on its way.
 */
export class PausedQuery {
  readonly #timers: Timers;
  readonly #delayMs: number;
  #timer: unknown = null;
  /** Bumped by every ask and cancel: an answer to an older one is dropped. */
  #asked = 0;

  constructor(timers: Timers, delayMs: number) {
    this.#timers = timers;
    this.#delayMs = delayMs;
  }

  /**
   * After the pause, asks `question`; its answer goes to `answer`, or a server error (spec
   * section 8) to `failed`, unless something was asked or cancelled since.
   */
  ask<T>(question: () => Promise<T>, answer: (found: T) => void, failed?: () => void): void {
    this.cancel();
    const asked = this.#asked;
    this.#timer = this.#timers.setTimeout(() => {
      this.#timer = null;
      void question().then(
        (found) => {
          if (asked === this.#asked) answer(found);
        },
        (error: unknown) => {
          if (!(error instanceof ApiError)) throw error;
          if (asked === this.#asked) failed?.();
        },
      );
    }, this.#delayMs);
  }

  /** Drops what is waiting for the pause and any answer on its way. */
  cancel(): void {
    if (this.#timer !== null) this.#timers.clearTimeout(this.#timer);
    this.#timer = null;
    this.#asked++;
  }
}
