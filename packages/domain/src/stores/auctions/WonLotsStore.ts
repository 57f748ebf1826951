import { makeAutoObservable } from 'mobx';
import type { OrderTerms } from '../../contract/orders.ts';
import type { WonLot } from '../../contract/auctions.ts';
import type { MakeOrderResult } from '../../contract/index.ts';
import { sum, tonnes, yuan } from '../../money.ts';
import { createAuctionService } from '../../services/auctions.ts';
import type { AuctionService } from '../../services/auctions.ts';
import type { Environment } from '../Environment.ts';
import type { OrderCountsStore } from '../orders/OrderCountsStore.ts';
import { Resource } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';

interface WonLotsStoreDeps {
  service: Pick<AuctionService, 'won' | 'makeOrder'>;
  orderCounts: Pick<OrderCountsStore, 'load'>;
  env: Pick<Environment, 'notify' | 'open'>;
}

/**
 * 已拍商品 (activityPayDone) and 确认订单 (activityMakeOrder): the lots the company won, those
 * not yet ordered to choose from, and the confirm page that turns the chosen ones into one
 * order to be submitted at the winning prices (sent once, with an Idempotency-Key), then
 * opens the order centre's 待提交.
 */
export class WonLotsStore {
  readonly won: Resource<WonLot[]>;
  /** The lots chosen for the order, by id. */
  chosen = new Set<number>();
  readonly ordering: SingleFlight<{ lotIds: number[]; terms: OrderTerms }, MakeOrderResult>;
  readonly #deps: WonLotsStoreDeps;

  constructor(deps: WonLotsStoreDeps) {
    this.#deps = deps;
    this.won = new Resource(() => deps.service.won());
    this.ordering = new SingleFlight(
      ({ lotIds, terms }, key: string) => deps.service.makeOrder(lotIds, terms, key),
      // A failed order may still have been made: the won lots (an ordered one leaves the
      // choice) and the order counts, fetched behind what is shown.
      { afterFailure: () => Promise.all([this.won.refresh(), deps.orderCounts.load()]) },
    );
    makeAutoObservable(this, { won: false, ordering: false }, { autoBind: true });
  }

  /** Won lots not yet ordered. */
  get open(): WonLot[] {
    return (this.won.data ?? []).filter(({ orderNo }) => orderNo === null);
  }

  /** The chosen lots still open, in list order. */
  get chosenLots(): WonLot[] {
    return this.open.filter(({ lotId }) => this.chosen.has(lotId));
  }

  /** What the chosen lots come to at their winning prices. */
  get total(): string {
    return yuan(sum(this.chosenLots.map(({ amount }) => amount)));
  }

  /** The chosen lots' tonnes, to 3 decimals. */
  get tonnage(): string {
    return tonnes(sum(this.chosenLots.map(({ weight }) => weight)));
  }

  /** The chosen lots' auction deposits, counted toward the order's deposit once ordered. */
  get depositCredit(): string {
    return yuan(sum(this.chosenLots.map(({ deposit }) => deposit)));
  }

  choose(ids: ReadonlySet<number>): void {
    this.chosen = new Set(ids);
  }

  /** 去下单: the confirm page of the chosen lots. */
  toConfirm(): void {
    if (this.chosenLots.length > 0) this.#deps.env.open({ route: 'activityMakeOrder' });
  }

  /** 提交订单 (after its confirm step): one order of the chosen lots with the terms, then 待提交. */
  async makeOrder(terms: OrderTerms): Promise<void> {
    const lotIds = this.chosenLots.map(({ lotId }) => lotId);
    if (lotIds.length === 0) return;
    const result = await this.ordering.run({ lotIds, terms });
    if (!result) return;
    this.chosen = new Set();
    this.#deps.env.notify.success(`下单成功，订单号 ${result.orderNo}`);
    void this.#deps.orderCounts.load();
    void this.won.load();
    this.#deps.env.open({ route: 'orderToBeSubmit' });
  }

  reset(): void {
    this.won.reset();
    this.chosen = new Set();
    this.ordering.reset();
  }
}

/** The won-lots pages' store, for `RootStore.feature`. */
export const createWonLotsStore: FeatureFactory<WonLotsStore> = ({ http, orderCounts, env }) =>
  new WonLotsStore({ service: createAuctionService(http), orderCounts, env });
