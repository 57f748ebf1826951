import { makeAutoObservable } from 'mobx';
import type { CartCounts } from '../../contract/index.ts';
import { clampCount } from '../../rules/index.ts';
import type { CartService } from '../../services/index.ts';
import type { SessionView } from '../Environment.ts';
import { Resource } from '../kit/Resource.ts';
import type { LoadStatus } from '../kit/Resource.ts';

interface CartStoreDeps {
  cart: Pick<CartService, 'getCounts'>;
  session: Pick<SessionView, 'isLoggedIn'>;
}

/**
 * The cart's counts by cart type: the header badge, loaded for logged-in users only; negatives
 * show as 0. The cart page's lists live in CartPageStore, which reloads these after each change.
 */
export class CartStore {
  readonly #counts: Resource<CartCounts>;
  readonly #deps: CartStoreDeps;

  constructor(deps: CartStoreDeps) {
    this.#deps = deps;
    this.#counts = new Resource(deps.cart.getCounts);
    makeAutoObservable(this, {}, { autoBind: true });
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

  /** The header badge's counts. */
  load(): Promise<void> {
    return this.#deps.session.isLoggedIn ? this.#counts.load() : Promise.resolve();
  }

  reset(): void {
    this.#counts.reset();
  }
}
