import { makeAutoObservable } from 'mobx';
import type { OrderCounts } from '../../contract/index.ts';
import { openOrderTotal } from '../../rules/index.ts';
import type { OrderCountsService } from '../../services/index.ts';
import type { SessionView } from '../Environment.ts';
import { Resource } from '../kit/Resource.ts';
import type { LoadStatus } from '../kit/Resource.ts';

/** The pending counts of the order stages (loaded for logged-in users only). */
export class OrderCountsStore {
  readonly #counts: Resource<OrderCounts>;
  readonly #session: Pick<SessionView, 'isLoggedIn'>;

  constructor({
    orderCounts,
    session,
  }: {
    orderCounts: OrderCountsService;
    session: Pick<SessionView, 'isLoggedIn'>;
  }) {
    // Reloaded on every centre page: counts that did not move leave the menu and tabs alone.
    this.#counts = new Resource(orderCounts.get, { keepEqual: true });
    this.#session = session;
    makeAutoObservable(this);
  }

  get counts(): OrderCounts | null {
    return this.#counts.data;
  }

  get status(): LoadStatus {
    return this.#counts.status;
  }

  /** Open orders (spec section 9); 0 before loading. */
  get openTotal(): number {
    return this.counts ? openOrderTotal(this.counts) : 0;
  }

  load(): Promise<void> {
    return this.#session.isLoggedIn ? this.#counts.load() : Promise.resolve();
  }

  reset(): void {
    this.#counts.reset();
  }
}
