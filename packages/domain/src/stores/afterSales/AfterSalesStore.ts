import { makeAutoObservable } from 'mobx';
import type { AfterSale, AfterSaleMarks, AfterSaleTab } from '../../contract/afterSales.ts';
import { AFTER_SALE_DETAIL_ROUTES } from '../../rules/afterSales.ts';
import { createAfterSalesService } from '../../services/afterSales.ts';
import type { AfterSalesService } from '../../services/afterSales.ts';
import type { Environment } from '../Environment.ts';
import { PagedList } from '../kit/PagedList.ts';
import { Resource } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';

type Filter = { tab?: AfterSaleTab; keyword?: string };

interface AfterSalesStoreDeps {
  service: Pick<AfterSalesService, 'list' | 'marks' | 'cancel'>;
  env: Pick<Environment, 'notify' | 'open'>;
}

/**
 * 售后申请 (orderAfterSales): the company's applications by status tab (with getMark's counts),
 * searched by order or application number, paged (spec section 9), each opening its kind's
 * detail; 取消申请 (administrators) once confirmed.
 */
export class AfterSalesStore {
  readonly list: PagedList<AfterSale, Filter>;
  readonly marks: Resource<AfterSaleMarks>;
  readonly cancelling: SingleFlight<number, AfterSale>;
  readonly #deps: AfterSalesStoreDeps;

  constructor(deps: AfterSalesStoreDeps) {
    this.#deps = deps;
    this.list = new PagedList((query) => deps.service.list(query), {});
    this.marks = new Resource(() => deps.service.marks());
    this.cancelling = new SingleFlight((id: number) => deps.service.cancel(id));
    makeAutoObservable(this, { list: false, marks: false, cancelling: false }, { autoBind: true });
  }

  get tab(): AfterSaleTab {
    return this.list.filter.tab ?? 'all';
  }

  /** The list and the tab counts. */
  load(): Promise<void> {
    return Promise.all([this.list.load(), this.marks.load()]).then(() => undefined);
  }

  setTab(tab: AfterSaleTab): Promise<void> {
    return this.list.setFilter({ ...this.list.filter, tab });
  }

  /** Searches by part of an order number or an application number ('' shows all). */
  search(keyword: string): Promise<void> {
    const trimmed = keyword.trim();
    const { tab } = this.list.filter;
    return this.list.setFilter({ ...(tab && { tab }), ...(trimmed && { keyword: trimmed }) });
  }

  /** Opens the application's detail, on its kind's route. */
  openDetail(sale: Pick<AfterSale, 'afterSaleId' | 'kind'>): void {
    this.#deps.env.open({ route: AFTER_SALE_DETAIL_ROUTES[sale.kind], id: sale.afterSaleId });
  }

  /** Cancels an application (already confirmed), then reloads. */
  async cancel(id: number): Promise<void> {
    const done = await this.cancelling.run(id);
    if (!done) return;
    this.#deps.env.notify.success('售后申请已取消');
    await this.load();
  }

  reset(): void {
    this.list.reset();
    this.marks.reset();
    this.cancelling.reset();
  }
}

/** The list page's store, for `RootStore.feature`. */
export const createAfterSalesStore: FeatureFactory<AfterSalesStore> = ({ http, env }) =>
  new AfterSalesStore({ service: createAfterSalesService(http), env });
