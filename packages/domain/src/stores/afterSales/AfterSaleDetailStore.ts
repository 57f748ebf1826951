import { makeAutoObservable } from 'mobx';
import type { AfterSale, ConfirmLogisticsRequest } from '../../contract/afterSales.ts';
import { confirmLogisticsRequest } from '../../contract/afterSales.ts';
import { createAfterSalesService } from '../../services/afterSales.ts';
import type { AfterSalesService } from '../../services/afterSales.ts';
import type { Environment } from '../Environment.ts';
import { Resource } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';

/** The moves of the detail page sent with no form. */
export type PlainMove = 'cancel' | 'agreeEdit' | 'agreePlan' | 'confirmResult';

const DONE: Readonly<Record<PlainMove, string>> = {
  cancel: '售后申请已取消',
  agreeEdit: '请修改售后申请',
  agreePlan: '已同意处理方案',
  confirmResult: '已确认售后结果',
};

interface AfterSaleDetailStoreDeps {
  service: Pick<
    AfterSalesService,
    | 'detail'
    | 'cancel'
    | 'agreeEdit'
    | 'agreePlan'
    | 'confirmResult'
    | 'confirmLogistics'
    | 'replenish'
  >;
  env: Pick<Environment, 'notify' | 'open'>;
}

/**
 * An application's detail (every detail route, by ?id=) and the buyer's moves on it: cancel,
 * agree to edit (then the update form), accept the plan, confirm the result, send the goods
 * back (carrier and tracking number, checked at the fields, sent once with an Idempotency-Key),
 * and pay the supplementary amount (once, with an Idempotency-Key).
 */
export class AfterSaleDetailStore {
  id: number | null = null;
  readonly sale: Resource<AfterSale>;
  readonly moving: SingleFlight<PlainMove, AfterSale>;
  readonly shipping: SingleFlight<ConfirmLogisticsRequest, AfterSale>;
  readonly paying: SingleFlight<number, AfterSale>;
  logisticsErrors: Partial<Record<'company' | 'trackingNo', string>> = {};
  readonly #deps: AfterSaleDetailStoreDeps;

  constructor(deps: AfterSaleDetailStoreDeps) {
    this.#deps = deps;
    const { service } = deps;
    this.sale = new Resource(() => service.detail(this.id ?? 0));
    this.moving = new SingleFlight((move: PlainMove) => service[move](this.id ?? 0));
    // A failed send may still have gone through (its answer lost): the application is fetched
    // again behind what is shown, e.g. 补款 paid from the balance, or the goods sent back.
    const afterFailure = () => this.sale.refresh();
    this.shipping = new SingleFlight(
      (request: ConfirmLogisticsRequest, key: string) => service.confirmLogistics(request, key),
      { afterFailure },
    );
    this.paying = new SingleFlight((id: number, key: string) => service.replenish(id, key), {
      afterFailure,
    });
    makeAutoObservable(
      this,
      { sale: false, moving: false, shipping: false, paying: false },
      { autoBind: true },
    );
  }

  /** Shows the application with this id. */
  open(id: number): Promise<void> {
    if (id !== this.id) {
      this.reset();
      this.id = id;
    }
    return this.sale.load();
  }

  /** A move with no form; agreeing to edit opens the update form. */
  async move(move: PlainMove): Promise<void> {
    const done = await this.moving.run(move);
    if (!done) return;
    this.#deps.env.notify.success(DONE[move]);
    if (move === 'agreeEdit') {
      this.#deps.env.open({ route: 'orderAfterSalesUpdate', id: done.afterSaleId });
      return;
    }
    await this.sale.load();
  }

  /** 确认寄回: checked at the fields first; true when sent. */
  async confirmLogistics(company: string, trackingNo: string): Promise<boolean> {
    const parsed = confirmLogisticsRequest.safeParse({
      afterSaleId: this.id ?? 0,
      company,
      trackingNo,
    });
    if (!parsed.success) {
      const errors: typeof this.logisticsErrors = {};
      for (const issue of parsed.error.issues) {
        const [field] = issue.path;
        if ((field === 'company' || field === 'trackingNo') && !errors[field]) {
          errors[field] = issue.message;
        }
      }
      this.logisticsErrors = errors;
      return false;
    }
    this.logisticsErrors = {};
    const done = await this.shipping.run(parsed.data);
    if (!done) return false;
    this.#deps.env.notify.success('已确认寄回');
    await this.sale.load();
    return true;
  }

  /** 支付补款 (after its confirm step): sent once; true when paid. */
  async replenish(): Promise<boolean> {
    if (this.id === null) return false;
    const done = await this.paying.run(this.id);
    if (!done) return false;
    this.#deps.env.notify.success('补款已支付');
    await this.sale.load();
    return true;
  }

  reset(): void {
    this.id = null;
    this.sale.reset();
    this.moving.reset();
    this.shipping.reset();
    this.paying.reset();
    this.logisticsErrors = {};
  }
}

/** The detail pages' store, for `RootStore.feature`. */
export const createAfterSaleDetailStore: FeatureFactory<AfterSaleDetailStore> = ({ http, env }) =>
  new AfterSaleDetailStore({ service: createAfterSalesService(http), env });
