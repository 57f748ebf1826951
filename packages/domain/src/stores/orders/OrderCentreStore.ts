import { makeAutoObservable } from 'mobx';
import type {
  BankInfo,
  CancelOrderRequest,
  CancelReason,
  CollectionAccount,
  OrderStage,
} from '../../contract/orders.ts';
import { createOrderCentreService } from '../../services/orderCentre.ts';
import type { OrderCentreService } from '../../services/orderCentre.ts';
import type { Environment, SessionView } from '../Environment.ts';
import { FileFetch } from '../kit/FileFetch.ts';
import { Resource } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';

/** Shown after an order was cancelled. */
const CANCELLED_MESSAGE = '取消成功';
/** The name a detail PDF is saved under when the server names none. */
const DETAIL_PDF_NAME = '订单明细.pdf';

/** A cancellation: the reason and remark, and the stage the order is in (it picks the call). */
type CancelOrder = CancelOrderRequest & { stage: OrderStage };

interface OrderCentreDeps {
  service: OrderCentreService;
  session: SessionView & { readonly isAdmin: boolean };
  /** The centre's order counts (the stage tabs and the side menu). */
  counts: { load(): Promise<void> };
  env: Pick<Environment, 'notify' | 'saveFile'>;
}

/**
 * The order area's shared store: the order service, the cancellation reasons, the company's
 * balance and account, the mall's collection accounts, the cancellation of an order in any
 * stage that allows it, and the refresh of the centre's counts. Built on first use by
 * `createOrderCentreStore` (see `RootStore.feature`); the order pages' stores take it.
 */
export class OrderCentreStore {
  readonly service: OrderCentreService;
  /** getAllCancelReason, loaded once on demand (`loadReasons`). */
  readonly reasons: Resource<CancelReason[]>;
  /** bank/info: the balance and the company's account. */
  readonly bank: Resource<BankInfo>;
  /** The mall's collection accounts, for transfers. */
  readonly accounts: Resource<CollectionAccount[]>;
  /**
   * Cancels with a reason through the call of the order's stage (toBeSubmitted →
   * orderNew/cancelOrder, firstPayment → new/mall/order/cancelOrder, stocking →
   * cancelOrderStocking), then shows 取消成功 and refreshes the counts.
   */
  readonly cancel: SingleFlight<CancelOrder, void>;
  /** The detail PDF being downloaded (keyed by order id), one at a time. */
  readonly detailPdf: FileFetch<number>;
  readonly #deps: OrderCentreDeps;

  constructor(deps: OrderCentreDeps) {
    const { service } = deps;
    this.#deps = deps;
    this.service = service;
    this.reasons = new Resource(service.cancelReasons);
    this.bank = new Resource(service.bankInfo);
    this.accounts = new Resource(service.collectionAccounts);
    this.detailPdf = new FileFetch(deps.env.saveFile);
    this.cancel = new SingleFlight(async ({ stage, ...request }: CancelOrder, key: string) => {
      await this.#cancelCall(stage)(request, key);
      deps.env.notify.success(CANCELLED_MESSAGE);
      void this.refreshCounts();
    });
    makeAutoObservable(this, { service: false, detailPdf: false }, { autoBind: true });
  }

  /** The user is the company's administrator (the only one who may move money or cancel). */
  get isAdmin(): boolean {
    return this.#deps.session.isAdmin;
  }

  /** The user's company is certified: without it the order area shows no order data. */
  get certified(): boolean {
    return this.#deps.session.isCertified;
  }

  /** Loads the cancellation reasons, once (again after a failure). */
  loadReasons(): Promise<void> {
    const { status } = this.reasons;
    return status === 'ready' || status === 'loading' ? Promise.resolve() : this.reasons.load();
  }

  /** Loads the balance (fresh each time: it changes with payments) and the collection accounts. */
  async loadPaymentInfo(): Promise<void> {
    const accounts = this.accounts.status === 'ready' ? undefined : this.accounts.load();
    await Promise.all([this.bank.load(), accounts]);
  }

  /** Reloads the centre's order counts. */
  refreshCounts(): Promise<void> {
    return this.#deps.counts.load();
  }

  /** Saves the order's detail list as a PDF (one download at a time). */
  downloadDetail(orderId: number): Promise<void> {
    return this.detailPdf.save(orderId, () => this.service.detailPdf(orderId), DETAIL_PDF_NAME);
  }

  reset(): void {
    this.reasons.reset();
    this.bank.reset();
    this.accounts.reset();
    this.cancel.reset();
    this.detailPdf.reset();
  }

  #cancelCall(stage: OrderStage): (request: CancelOrderRequest, key: string) => Promise<void> {
    const { service } = this;
    switch (stage) {
      case 'toBeSubmitted':
        return service.cancelUnsubmitted;
      case 'firstPayment':
        return service.cancelFirst;
      case 'stocking':
        return service.cancelStocking;
      default:
        throw new Error(`An order in stage ${stage} cannot be cancelled`);
    }
  }
}

/** Builds the order centre for `RootStore.feature`; the order pages import it. */
export const createOrderCentreStore: FeatureFactory<OrderCentreStore> = ({
  http,
  session,
  orderCounts,
  env,
}) =>
  new OrderCentreStore({
    service: createOrderCentreService(http),
    session,
    counts: orderCounts,
    env,
  });
