import { makeAutoObservable } from 'mobx';
import type { OrderFilter, OrderSummary } from '../../contract/orders.ts';
import { PagedList } from '../PagedList.ts';
import type { Environment } from '../Environment.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { createOrderCentreStore } from './OrderCentreStore.ts';
import type { OrderCentreStore } from './OrderCentreStore.ts';
import { SingleFlight } from './SingleFlight.ts';

/** Shown after the chosen orders were submitted. */
const SUBMITTED_MESSAGE = '提交成功';

/**
 * The to-be-submitted orders (orderToBeSubmit): the list, the chosen orders, and 提交订单 of
 * the chosen ones (once, with an Idempotency-Key), which reloads the list and the counts.
 */
class SubmitOrdersStore {
  readonly list: PagedList<OrderSummary, OrderFilter>;
  /** The chosen orders' ids. */
  selected: ReadonlySet<number> = new Set();
  /** submitOrder of the chosen orders. */
  readonly submit: SingleFlight<number[], unknown>;
  readonly #centre: OrderCentreStore;

  constructor(centre: OrderCentreStore, env: Pick<Environment, 'notify'>) {
    const { service } = centre;
    this.#centre = centre;
    this.list = new PagedList<OrderSummary, OrderFilter>(service.waitSubmitList, {});
    this.submit = new SingleFlight(async (orderIds: number[], key: string) => {
      const result = await service.submit(orderIds, key);
      env.notify.success(SUBMITTED_MESSAGE);
      return result;
    });
    makeAutoObservable(this, { list: false, submit: false }, { autoBind: true });
  }

  /** The chosen orders among those shown. */
  get selectedOrders(): OrderSummary[] {
    return this.list.rows.filter((order) => this.selected.has(order.orderId));
  }

  /** Chooses these orders. */
  select(ids: ReadonlySet<number>): void {
    this.selected = ids;
  }

  /** Submits the chosen orders; on success clears the choice and reloads the list and counts. */
  async submitSelected(): Promise<boolean> {
    const ids = this.selectedOrders.map((order) => order.orderId);
    if (ids.length === 0) return false;
    await this.submit.run(ids);
    if (this.submit.status !== 'done') return false;
    this.selected = new Set();
    await Promise.all([this.list.load(), this.#centre.refreshCounts()]);
    return true;
  }

  /** Reloads the list (after a cancellation). */
  reload(): Promise<void> {
    this.selected = new Set();
    return this.list.load();
  }

  reset(): void {
    this.list.reset();
    this.submit.reset();
    this.selected = new Set();
  }
}

/** Builds the to-be-submitted store for `RootStore.feature`. */
export const createSubmitOrdersStore: FeatureFactory<SubmitOrdersStore> = (deps) =>
  new SubmitOrdersStore(deps.feature(createOrderCentreStore), deps.env);
