import { makeAutoObservable } from 'mobx';
import type { OrderFilter, OrderSummary } from '../../contract/orders.ts';
import { PagedList } from '../kit/PagedList.ts';
import type { Environment } from '../Environment.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { createOrderCentreStore } from './OrderCentreStore.ts';
import type { OrderCentreStore } from './OrderCentreStore.ts';
import { OrderChoice } from './OrderChoice.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';

/** Shown after the chosen orders were submitted. */
const SUBMITTED_MESSAGE = '提交成功';

/**
 * The to-be-submitted orders (orderToBeSubmit): the list, the chosen orders, and 提交订单 of
 * the chosen ones (once, with an Idempotency-Key), which reloads the list and the counts (after
 * a failure too, behind the rows shown: the answer may have been lost after it went through).
 */
class SubmitOrdersStore {
  readonly list: PagedList<OrderSummary, OrderFilter>;
  /** The orders chosen to submit. */
  readonly choice: OrderChoice;
  /** submitOrder of the chosen orders. */
  readonly submit: SingleFlight<number[], unknown>;
  readonly #centre: OrderCentreStore;

  constructor(centre: OrderCentreStore, env: Pick<Environment, 'notify'>) {
    const { service } = centre;
    this.#centre = centre;
    this.list = new PagedList<OrderSummary, OrderFilter>(service.waitSubmitList, {});
    this.choice = new OrderChoice(this.list);
    this.submit = new SingleFlight(
      async (orderIds: number[], key: string) => {
        const result = await service.submit(orderIds, key);
        env.notify.success(SUBMITTED_MESSAGE);
        return result;
      },
      // A failed submit may still have gone through: the list (behind the choice) and the counts.
      { afterFailure: () => Promise.all([this.list.refresh(), centre.refreshCounts()]) },
    );
    makeAutoObservable(this, { list: false, choice: false, submit: false }, { autoBind: true });
  }

  /** Submits the chosen orders; on success clears the choice and reloads the list and counts. */
  async submitSelected(): Promise<boolean> {
    const { ids } = this.choice;
    if (ids.length === 0) return false;
    await this.submit.run(ids);
    if (this.submit.status !== 'done') return false;
    this.choice.clear();
    await Promise.all([this.list.load(), this.#centre.refreshCounts()]);
    return true;
  }

  /** Reloads the list (after a cancellation). */
  reload(): Promise<void> {
    this.choice.clear();
    return this.list.load();
  }

  reset(): void {
    this.list.reset();
    this.submit.reset();
    this.choice.clear();
  }
}

/** Builds the to-be-submitted store for `RootStore.feature`. */
export const createSubmitOrdersStore: FeatureFactory<SubmitOrdersStore> = (deps) =>
  new SubmitOrdersStore(deps.feature(createOrderCentreStore), deps.env);
