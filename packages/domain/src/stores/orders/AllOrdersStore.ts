import { makeAutoObservable } from 'mobx';
import type {
  AllOrderQuery,
  OrderDetail,
  OrderFilter,
  OrderStage,
  OrderSummary,
} from '../../contract/orders.ts';
import { createOrderCentreService } from '../../services/orderCentre.ts';
import type { OrderCentreService } from '../../services/orderCentre.ts';
import type { Environment } from '../Environment.ts';
import { FileFetch } from '../kit/FileFetch.ts';
import type { OrderCountsStore } from './OrderCountsStore.ts';
import { PagedList } from '../kit/PagedList.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { OrderEvaluation } from './OrderEvaluation.ts';

/** The all-orders list's filters: the order filters and a stage. */
type AllOrderFilter = Omit<AllOrderQuery, 'pageNum' | 'pageSize'>;

interface AllOrdersStoreDeps {
  service: Pick<OrderCentreService, 'allList' | 'detail' | 'exportAll' | 'commentOrder'>;
  /** The centre's order counts, reloaded after an evaluation. */
  orderCounts: Pick<OrderCountsStore, 'load'>;
  env: Pick<Environment, 'notify' | 'saveFile'>;
}

/** The export's file name when the server gives none (chosen). */
const EXPORT_FILE_NAME = '全部订单.csv';

/**
 * 全部订单 (orderAllOrder): every order of the company (selectCsrPcAllMallOrderNewList, by order
 * number and date, and by stage: kept apart from the order filters, so that the stage lists'
 * filter bar serves here too), an order's detail (selectCsrPcAllMallOrderNewInfoById), 导出订单 of
 * the current filter (allOrder/export, saved under the server's name, one at a time) and
 * 评价订单.
 */
class AllOrdersStore {
  readonly list: PagedList<OrderSummary, OrderFilter>;
  /** The stage shown; null for every stage (全部状态). */
  stage: OrderStage | null = null;
  /** 导出订单's file, keyed by the filter it exports. */
  readonly exported: FileFetch<AllOrderFilter>;
  readonly evaluation: OrderEvaluation;
  readonly #deps: AllOrdersStoreDeps;

  constructor(deps: AllOrdersStoreDeps) {
    this.#deps = deps;
    const { service, env, orderCounts } = deps;
    this.list = new PagedList(
      (query) => service.allList(this.stage === null ? query : { ...query, stage: this.stage }),
      {},
    );
    this.exported = new FileFetch(env.saveFile);
    this.evaluation = new OrderEvaluation(service, () => {
      env.notify.success('评价成功');
      void this.list.load();
      void orderCounts.load();
    });
    makeAutoObservable(
      this,
      { list: false, exported: false, evaluation: false },
      { autoBind: true },
    );
  }

  /** The list's filters with the stage: what 导出订单 exports. */
  get filter(): AllOrderFilter {
    return this.stage === null ? this.list.filter : { ...this.list.filter, stage: this.stage };
  }

  /** Shows one stage (null: every stage) from page 1, with the same order filters. */
  setStage(stage: OrderStage | null): Promise<void> {
    this.stage = stage;
    return this.list.setFilter(this.list.filter);
  }

  /** An order's detail, for the detail dialog. */
  detail(orderId: number): Promise<OrderDetail> {
    return this.#deps.service.detail(orderId);
  }

  /** 导出订单: the orders of the current filter as a file, saved under the server's name. */
  exportOrders(): Promise<void> {
    const filter = this.filter;
    return this.exported.save(filter, () => this.#deps.service.exportAll(filter), EXPORT_FILE_NAME);
  }

  reset(): void {
    this.list.reset();
    this.stage = null;
    this.exported.reset();
    this.evaluation.reset();
  }
}

/** The all-orders page's store, for `RootStore.feature`. */
export const createAllOrdersStore: FeatureFactory<AllOrdersStore> = ({ http, orderCounts, env }) =>
  new AllOrdersStore({ service: createOrderCentreService(http), orderCounts, env });
