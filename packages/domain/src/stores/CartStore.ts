import { makeAutoObservable } from 'mobx';
import type { CartCounts } from '../contract/index.ts';
import { clampCount } from '../rules/index.ts';
import type { CartService } from '../services/index.ts';
import type { SessionView } from './Environment.ts';
import { Resource } from './Resource.ts';
import type { LoadStatus } from './Resource.ts';

/** Cart counts by cart type (loaded for logged-in users only); negatives show as 0. */
export class CartStore {
  readonly #counts: Resource<CartCounts>;
  readonly #session: Pick<SessionView, 'isLoggedIn'>;

  constructor({ cart, session }: { cart: CartService; session: Pick<SessionView, 'isLoggedIn'> }) {
    this.#counts = new Resource(cart.getCounts);
    this.#session = session;
    makeAutoObservable(this);
  }

  /** Each count clamped to ≥ 0; null before loading. */
  get counts(): CartCounts | null {
    const counts = this.#counts.data;
    if (!counts) return null;
    return {
      cash: clampCount(counts.cash),
      sold: clampCount(counts.sold),
      spot: clampCount(counts.spot),
    };
  }

  get status(): LoadStatus {
    return this.#counts.status;
  }

  /** All cart items (the header badge): the clamped counts summed; 0 before loading. */
  get total(): number {
    const counts = this.counts;
    return counts ? counts.cash + counts.sold + counts.spot : 0;
  }

  load(): Promise<void> {
    return this.#session.isLoggedIn ? this.#counts.load() : Promise.resolve();
  }

  reset(): void {
    this.#counts.reset();
  }
}
