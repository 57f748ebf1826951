import { makeAutoObservable } from 'mobx';
import type {
  ConfirmPaymentRequest,
  OrderFilter,
  OrderSummary,
  Payment,
  PaymentRecord,
  PaymentResult,
} from '../../contract/orders.ts';
import type { Page } from '../../contract/index.ts';
import { dueTotal, hasPendingPayment } from '../../rules/orders.ts';
import type { Environment } from '../Environment.ts';
import { PagedList } from '../kit/PagedList.ts';
import { Resource } from '../kit/Resource.ts';
import { ResourceCache } from '../kit/ResourceCache.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { createOrderCentreStore } from './OrderCentreStore.ts';
import type { OrderCentreStore } from './OrderCentreStore.ts';
import { OrderChoice } from './OrderChoice.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';

/** Shown after a pending transfer was withdrawn. */
const PAYMENT_WITHDRAWN_MESSAGE = '撤销成功';
/** Shown after a deposit was paid from the balance. */
const DEPOSIT_PAID_MESSAGE = '支付成功';
/** Shown after a deposit transfer was recorded. */
const TRANSFER_SENT_MESSAGE = '已提交转账，待财务确认';
/** The most orders one payment page loads (the largest page size). */
const PAY_PAGE_SIZE = 50;

/**
 * The deposit orders (orderToBePaid) and the deposit payment (orderToBePaidPayment): the list,
 * the chosen orders (none with a transfer pending), each order's payment records, 撤销付款 of
 * pending transfers, and the payment of the chosen orders' deposits (once, with an
 * Idempotency-Key reused on a retry).
 */
class DepositPaymentStore {
  readonly list: PagedList<OrderSummary, OrderFilter>;
  /** The orders chosen to pay: none with a transfer awaiting confirmation. */
  readonly choice: OrderChoice;
  /** The ids being paid on the payment page. */
  payingIds: readonly number[] = [];
  /** The orders of `payingIds` (firstList with ids). */
  readonly paying: Resource<Page<OrderSummary>>;
  /** confirmPayment of `payingIds`. */
  readonly pay: SingleFlight<ConfirmPaymentRequest, PaymentResult>;
  /** Withdraws the pending transfers of an order (its records' pending payIds). */
  readonly withdraw: SingleFlight<number, void>;
  readonly #records: ResourceCache<number, PaymentRecord[]>;
  readonly #centre: OrderCentreStore;
  readonly #env: Pick<Environment, 'notify' | 'open'>;

  constructor(centre: OrderCentreStore, env: Pick<Environment, 'notify' | 'open'>) {
    const { service } = centre;
    this.#centre = centre;
    this.#env = env;
    this.list = new PagedList<OrderSummary, OrderFilter>(service.firstList, {});
    this.choice = new OrderChoice(this.list, (order) => !hasPendingPayment(order));
    this.paying = new Resource(() =>
      service.firstList({ ids: this.payingIds.join(','), pageNum: 1, pageSize: PAY_PAGE_SIZE }),
    );
    this.#records = new ResourceCache(service.firstPayRecords);
    this.pay = new SingleFlight(
      async (request: ConfirmPaymentRequest, key: string) => {
        const result = await service.confirmPayment(request, key);
        env.notify.success(result.status === 'paid' ? DEPOSIT_PAID_MESSAGE : TRANSFER_SENT_MESSAGE);
        void centre.refreshCounts();
        return result;
      },
      // A failed payment may still have been taken: the balance, what is due and the counts.
      {
        afterFailure: () =>
          Promise.all([centre.bank.refresh(), this.paying.refresh(), centre.refreshCounts()]),
      },
    );
    this.withdraw = new SingleFlight(async (orderId: number) => {
      const records = await service.firstPayRecords(orderId);
      const payIds = records.filter((r) => r.status === 'pending').map((r) => r.payId);
      if (payIds.length > 0) await service.cancelPayment(payIds);
      env.notify.success(PAYMENT_WITHDRAWN_MESSAGE);
    });
    makeAutoObservable(
      this,
      { list: false, choice: false, pay: false, withdraw: false },
      { autoBind: true },
    );
  }

  /** The deposits of the orders being paid, summed exactly. */
  get payingDue(): string {
    return dueTotal(this.paying.data?.rows ?? []);
  }

  /** Opens the payment page with the chosen orders (去支付). */
  goToPayment(): void {
    const { ids } = this.choice;
    if (ids.length > 0) this.#env.open({ route: 'orderToBePaidPayment', ids });
  }

  /** An order's deposit payment records (first/pay/{id}); loads when asked to. */
  records(orderId: number): Resource<PaymentRecord[]> {
    return this.#records.get(orderId);
  }

  /** Withdraws an order's pending transfer; on success reloads the list and the counts. */
  async withdrawPayment(orderId: number): Promise<boolean> {
    await this.withdraw.run(orderId);
    if (this.withdraw.status !== 'done') return false;
    await Promise.all([this.list.load(), this.#centre.refreshCounts()]);
    return true;
  }

  /** Opens the payment page's orders: loads them (a new set forgets the last payment). */
  openPayment(ids: readonly number[]): Promise<void> {
    if (ids.join(',') !== this.payingIds.join(',')) this.pay.reset();
    this.payingIds = ids;
    return this.paying.load();
  }

  /** Pays the deposits of the orders being paid; answers whether it went through. */
  async payDeposits(payment: Payment): Promise<boolean> {
    const orderIds = (this.paying.data?.rows ?? []).map((order) => order.orderId);
    const result = await this.pay.run({ orderIds, ...payment });
    return result !== null;
  }

  /** Reloads the list (after a cancellation), forgetting the choice. */
  reload(): Promise<void> {
    this.choice.clear();
    return this.list.load();
  }

  reset(): void {
    this.list.reset();
    this.paying.reset();
    this.pay.reset();
    this.withdraw.reset();
    this.#records.reset();
    this.choice.clear();
    this.payingIds = [];
  }
}

/** Builds the deposit store for `RootStore.feature`. */
export const createDepositPaymentStore: FeatureFactory<DepositPaymentStore> = (deps) =>
  new DepositPaymentStore(deps.feature(createOrderCentreStore), deps.env);
