import { makeAutoObservable } from 'mobx';
import type {
  FeeItem,
  FinalLine,
  FinalPayInfo,
  FinalSelection,
  OrderFilter,
  OrderSummary,
  Payment,
  PaymentResult,
} from '../../contract/orders.ts';
import type { Notifier } from '../../http/index.ts';
import type { Environment } from '../Environment.ts';
import { defaultFinalSelection, isFinalPayable } from '../../rules/finalPayment.ts';
import { formatMoney, hasPendingPayment, isPositive } from '../../rules/orders.ts';
import { createOrderCentreService } from '../../services/orderCentre.ts';
import type { OrderCentreService } from '../../services/orderCentre.ts';
import type { OrderCountsStore } from './OrderCountsStore.ts';
import { PagedList } from '../kit/PagedList.ts';
import { Resource } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { OrderChoice } from './OrderChoice.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';

interface FinalPaymentStoreDeps {
  service: Pick<
    OrderCentreService,
    | 'finalList'
    | 'payRecords'
    | 'finalCancelPay'
    | 'finalLines'
    | 'finalPayInfo'
    | 'feeDetail'
    | 'finalPay'
  >;
  /** The centre's order counts, reloaded after each payment or withdrawal. */
  orderCounts: Pick<OrderCountsStore, 'load'>;
  /** Shows the result of a payment or withdrawal. */
  notify: Pick<Notifier, 'success'>;
  /** Opens the settlement page. */
  open: Environment['open'];
}

/** Shown once a withdrawal went through. */
const WITHDRAWN_MESSAGE = '撤销成功';

/** What a final payment's result says: paid, a transfer awaiting confirmation, or a refund. */
export function finalPaidMessage(result: PaymentResult): string {
  if (isPositive(result.refund))
    return `结算成功，退款 ${formatMoney(result.refund)} 已退回账户余额`;
  return result.status === 'pending' ? '已提交转账，待财务确认' : '支付成功';
}

/** Most pending final transfers one order can have (chosen; one per settlement). */
const PENDING_RECORDS_PAGE = 50;

/**
 * The final payment (待补款): the list of weighed orders (finalList), the withdrawal of a
 * pending transfer (final/cancel/pay, the order's pending final records found through
 * pay/list), and the settlement page of `ids`: their lines (per-line selection, every weighed
 * unpaid line at first), the settlement and its fee lines, both reloaded on every change of
 * the selection (the latest answer wins), then the payment (final/pay, once per attempt).
 */
class FinalPaymentStore {
  readonly list: PagedList<OrderSummary, OrderFilter>;
  /** The orders chosen to settle together: none with a transfer awaiting confirmation. */
  readonly choice: OrderChoice;
  /** 撤销付款: withdraws the order's pending final transfers. */
  readonly withdraw: SingleFlight<{ orderId: number; orderNo: string }, void>;
  /** The orders being settled (?ids=). */
  ids: number[] = [];
  readonly lines: Resource<FinalLine[]>;
  /** The selected lines' detailIds. */
  selected: ReadonlySet<number> = new Set();
  readonly info: Resource<FinalPayInfo>;
  readonly fees: Resource<FeeItem[]>;
  /** final/pay: a supplement paid, or a refund settled (paid with the balance type). */
  readonly pay: SingleFlight<FinalSelection & Payment, PaymentResult>;
  readonly #deps: FinalPaymentStoreDeps;

  constructor(deps: FinalPaymentStoreDeps) {
    this.#deps = deps;
    const { service } = deps;
    this.list = new PagedList(service.finalList, {});
    this.choice = new OrderChoice(this.list, (order) => !hasPendingPayment(order));
    this.withdraw = new SingleFlight(async ({ orderId, orderNo }) => {
      const records = await service.payRecords({
        pageNum: 1,
        pageSize: PENDING_RECORDS_PAGE,
        orderNo,
        kind: 'final',
      });
      const payIds = records.rows
        .filter((record) => record.orderId === orderId && record.status === 'pending')
        .map((record) => record.payId);
      if (payIds.length > 0) await service.finalCancelPay(payIds);
      deps.notify.success(WITHDRAWN_MESSAGE);
      await this.#afterChange();
    });
    this.lines = new Resource(() => service.finalLines(this.ids));
    this.info = new Resource(() => service.finalPayInfo(this.selection));
    this.fees = new Resource(() => service.feeDetail(this.selection));
    this.pay = new SingleFlight(
      async (request, key) => {
        const result = await service.finalPay(request, key);
        deps.notify.success(finalPaidMessage(result));
        await this.#afterChange();
        return result;
      },
      // A failed payment may still have been taken: what is due, the list and the counts.
      { afterFailure: () => Promise.all([this.info.refresh(), this.#deps.orderCounts.load()]) },
    );
    makeAutoObservable(this, { choice: false }, { autoBind: true });
  }

  /** The body of final/pay/info, fee/detail and final/pay. */
  get selection(): FinalSelection {
    return { ids: this.ids, detailIds: [...this.selected] };
  }

  /** Lines that can still be settled (weighed, unpaid). */
  get payableLines(): FinalLine[] {
    return (this.lines.data ?? []).filter(isFinalPayable);
  }

  /** The settlement shown matches the selection and can be paid or settled. */
  get ready(): boolean {
    return this.selected.size > 0 && this.info.status === 'ready' && this.fees.status === 'ready';
  }

  /** 去结算: goes to the settlement page of these orders (by default the chosen ones). */
  goSettle(ids: readonly number[] = this.choice.ids): void {
    if (ids.length > 0) this.#deps.open({ route: 'orderToBeSupplementedPayment', ids });
  }

  /** 撤销付款 of an order's pending transfer; answers whether it went through. */
  async withdrawPayment(order: Pick<OrderSummary, 'orderId' | 'orderNo'>): Promise<boolean> {
    await this.withdraw.run({ orderId: order.orderId, orderNo: order.orderNo });
    return this.withdraw.status === 'done';
  }

  /** Opens the settlement of `ids`: loads their lines, selects every payable one, then prices it. */
  async open(ids: number[]): Promise<void> {
    this.ids = ids;
    this.selected = new Set();
    this.pay.reset();
    this.info.reset();
    this.fees.reset();
    await this.lines.load();
    if (this.lines.status !== 'ready') return;
    await this.select(defaultFinalSelection(this.lines.data ?? []));
  }

  /** Selects these lines (payable ones only) and prices the new selection. */
  select(detailIds: readonly number[]): Promise<void> {
    const payable = new Set(this.payableLines.map((line) => line.detailId));
    this.selected = new Set(detailIds.filter((id) => payable.has(id)));
    return this.price();
  }

  /** Reloads the settlement and its fee lines for the selection; nothing to price without one. */
  async price(): Promise<void> {
    if (this.selected.size === 0) {
      this.info.reset();
      this.fees.reset();
      return;
    }
    await Promise.all([this.info.load(), this.fees.load()]);
  }

  /** Pays the selection's supplement (or settles its refund, with `{ payType: 'balance' }`). */
  settle(payment: Payment): Promise<PaymentResult | null> {
    return this.pay.run({ ...this.selection, ...payment });
  }

  /** The list (when shown) and the centre's counts, after an order changed. */
  async #afterChange(): Promise<void> {
    await Promise.all([
      this.list.status === 'idle' ? undefined : this.list.load(),
      this.#deps.orderCounts.load(),
    ]);
  }

  reset(): void {
    this.list.reset();
    this.choice.clear();
    this.withdraw.reset();
    this.ids = [];
    this.selected = new Set();
    this.lines.reset();
    this.info.reset();
    this.fees.reset();
    this.pay.reset();
  }
}

/** The final payment's store, for `RootStore.feature`. */
export const createFinalPaymentStore: FeatureFactory<FinalPaymentStore> = ({
  http,
  orderCounts,
  env,
}) =>
  new FinalPaymentStore({
    service: createOrderCentreService(http),
    orderCounts,
    notify: env.notify,
    open: env.open,
  });
