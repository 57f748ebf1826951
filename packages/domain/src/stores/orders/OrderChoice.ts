import { makeAutoObservable } from 'mobx';
import type { OrderFilter, OrderSummary } from '../../contract/orders.ts';
import type { PagedList } from '../kit/PagedList.ts';

/**
 * The orders an administrator chose in a stage's list (提交订单, 去支付, 去结算): those shown
 * that are chosen and may be (`selectable`, e.g. not with a transfer awaiting confirmation).
 */
export class OrderChoice {
  /** The chosen orders' ids. */
  selected: ReadonlySet<number> = new Set();
  /** Whether an order can be chosen. */
  readonly selectable: (order: OrderSummary) => boolean;
  readonly #list: Pick<PagedList<OrderSummary, OrderFilter>, 'rows'>;

  constructor(
    list: Pick<PagedList<OrderSummary, OrderFilter>, 'rows'>,
    selectable: (order: OrderSummary) => boolean = () => true,
  ) {
    this.#list = list;
    this.selectable = selectable;
    makeAutoObservable(this, { selectable: false }, { autoBind: true });
  }

  /** The chosen orders among those shown. */
  get orders(): OrderSummary[] {
    return this.#list.rows.filter(
      (order) => this.selected.has(order.orderId) && this.selectable(order),
    );
  }

  /** The chosen orders' ids, in the list's order. */
  get ids(): number[] {
    return this.orders.map((order) => order.orderId);
  }

  /** Chooses these orders. */
  select(ids: ReadonlySet<number>): void {
    this.selected = ids;
  }

  /** Forgets the choice. */
  clear(): void {
    this.selected = new Set();
  }
}
