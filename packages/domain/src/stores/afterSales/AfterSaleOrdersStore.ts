import { makeAutoObservable } from 'mobx';
import { AFTER_SALE_ORDER_STAGES } from '../../contract/afterSales.ts';
import type { OrderStage, OrderSummary } from '../../contract/orders.ts';
import { createOrderCentreService } from '../../services/orderCentre.ts';
import type { OrderCentreService } from '../../services/orderCentre.ts';
import { PagedList } from '../kit/PagedList.ts';
import type { FeatureFactory } from '../RootStore.ts';

/** The picker's filter: one of the stages an application may be made in, and an order number. */
type Filter = { stage: OrderStage; orderNo?: string };

interface AfterSaleOrdersStoreDeps {
  service: Pick<OrderCentreService, 'allList'>;
}

/**
 * 申请售后 from the after-sale list (新建售后 without an order): the company's orders an
 * application may be made for (received: 待开票 first, or further on, by stage through
 * selectCsrPcAllMallOrderNewList), searched by order number and paged; the page opens the form
 * for the order picked.
 */
export class AfterSaleOrdersStore {
  readonly list: PagedList<OrderSummary, Filter>;

  constructor({ service }: AfterSaleOrdersStoreDeps) {
    this.list = new PagedList((query) => service.allList(query), {
      stage: AFTER_SALE_ORDER_STAGES[0] ?? 'toInvoice',
    });
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  /** Shows the orders of another eligible stage (any other is ignored), from page 1. */
  setStage(stage: string): Promise<void> {
    const chosen = AFTER_SALE_ORDER_STAGES.find((one) => one === stage);
    if (!chosen) return Promise.resolve();
    return this.list.setFilter({ ...this.list.filter, stage: chosen });
  }

  /** Searches the stage's orders by part of an order number ('' shows all). */
  search(orderNo: string): Promise<void> {
    const trimmed = orderNo.trim();
    return this.list.setFilter({
      stage: this.list.filter.stage,
      ...(trimmed && { orderNo: trimmed }),
    });
  }

  reset(): void {
    this.list.reset();
  }
}

/** The picker's store, for `RootStore.feature`. */
export const createAfterSaleOrdersStore: FeatureFactory<AfterSaleOrdersStore> = ({ http }) =>
  new AfterSaleOrdersStore({ service: createOrderCentreService(http) });
