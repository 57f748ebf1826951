import { makeAutoObservable, runInAction } from 'mobx';
import type { InvoicingAnswer } from '../../contract/address.ts';
import { INVOICE_TAX_RATE } from '../../contract/orders.ts';
import type {
  BillListQuery,
  Delivery,
  DeliveryLine,
  Invoice,
  InvoiceApplyRequest,
  InvoiceKind,
  OrderFilter,
  OrderSummary,
} from '../../contract/orders.ts';
import { includedTax } from '../../rules/invoices.ts';
import { orderActions, sumMoney } from '../../rules/orders.ts';
import { createAddressService } from '../../services/address.ts';
import { createOrderCentreService } from '../../services/orderCentre.ts';
import type { OrderCentreService } from '../../services/orderCentre.ts';
import type { Environment } from '../Environment.ts';
import type { OrderCountsStore } from './OrderCountsStore.ts';
import { PagedList } from '../kit/PagedList.ts';
import { Resource } from '../kit/Resource.ts';
import { ResourceCache } from '../kit/ResourceCache.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';
import { OrderEvaluation } from './OrderEvaluation.ts';

/** The invoice page's tabs (`?tab=` of orderToBeInvoiced): 待开票, 已申请开票, 开票中. */
const INVOICE_TABS = ['none', 'applied', 'invoicing'] as const;
export type InvoiceTab = (typeof INVOICE_TABS)[number];

/** The tab a `?tab=` value names; 待开票 when missing or unknown. */
export const invoiceTabOf = (param: string | null): InvoiceTab =>
  INVOICE_TABS.find((tab) => tab === param) ?? 'none';

/** The bill list's filters: the tab's invoice status and the order filters. */
type BillFilter = Omit<BillListQuery, 'pageNum' | 'pageSize'>;

/** The invoice for the selected deliveries, as the client computes it before applying. */
interface InvoiceDraftTotals {
  lines: DeliveryLine[];
  /** Tax included: the deliveries' amounts summed. */
  amount: string;
  taxRate: string;
  /** The VAT inside `amount` (INVOICE_TAX_RATE), as the server computes it. */
  taxAmount: string;
}

/** What the applied invoice carries besides the deliveries. */
interface InvoiceChoice {
  kind: InvoiceKind;
  remark: string;
}

interface InvoicesStoreDeps {
  service: Pick<
    OrderCentreService,
    | 'billList'
    | 'allList'
    | 'generateInvoice'
    | 'submitInvoice'
    | 'cancelBill'
    | 'previewInvoice'
    | 'commentOrder'
  >;
  /** The company's invoicing information (开票信息); null before it is filled in. */
  invoicing: () => Promise<InvoicingAnswer>;
  /** The centre's order counts, reloaded after each change of stage. */
  orderCounts: Pick<OrderCountsStore, 'load'>;
  env: Pick<Environment, 'notify'>;
}

/** Most orders one page of deliveries can belong to (the largest page size). */
const ORDERS_OF_PAGE = 50;

/**
 * The invoice page (orderToBeInvoiced): the received deliveries by invoice status
 * (toBeBilledList), the selection of 待开票 deliveries and their invoice (the buyer's details
 * from generateSaleDeliveryInvoice of the first one, the lines and tax computed here as the
 * server does), the application (submitInvoiceApply, once per attempt), 查看发票
 * (previewInvoice), 撤销申请 (cancelBill) and 评价订单 for the listed deliveries' orders that
 * offer it (their summaries from the all-orders list by `ids`). Every change reloads the list
 * and the centre's counts.
 */
export class InvoicesStore {
  readonly list: PagedList<Delivery, BillFilter>;
  /** The selected 待开票 deliveries' ids. */
  selected: ReadonlySet<number> = new Set();
  /** An invoice drafted from a delivery: the buyer's details (by deliveryId). */
  readonly drafts: ResourceCache<number, Invoice>;
  /** 查看发票: an applied invoice (by invoiceId). */
  readonly invoices: ResourceCache<number, Invoice>;
  /** The company's 开票信息, loaded with 申请开票 (a link to fill it in when it is missing). */
  readonly invoicing: Resource<InvoicingAnswer>;
  /** 申请开票 of the selection. */
  readonly apply: SingleFlight<InvoiceApplyRequest, { invoiceId: number }>;
  /** 撤销申请 of an invoice. */
  readonly revoke: SingleFlight<number, void>;
  /** 评价订单. */
  readonly evaluation: OrderEvaluation;
  /** The summaries of the orders of the listed deliveries. */
  readonly #orders: Resource<OrderSummary[]>;
  /** Their ids, comma-separated, set when a page of deliveries arrives. */
  #orderIds = '';
  readonly #deps: InvoicesStoreDeps;

  constructor(deps: InvoicesStoreDeps) {
    this.#deps = deps;
    const { service } = deps;
    this.list = new PagedList(
      async (query) => {
        const page = await service.billList(query);
        this.#orderIds = [...new Set(page.rows.map((row) => row.orderId))].join(',');
        if (this.#orderIds === '') this.#orders.reset();
        else void this.#orders.load();
        return page;
      },
      { status: 'none' },
    );
    this.drafts = new ResourceCache(service.generateInvoice);
    this.invoices = new ResourceCache(service.previewInvoice);
    this.invoicing = new Resource(deps.invoicing);
    this.#orders = new Resource(() =>
      service
        .allList({ ids: this.#orderIds, pageNum: 1, pageSize: ORDERS_OF_PAGE })
        .then((page) => page.rows),
    );
    this.apply = new SingleFlight(async (request, key) => {
      const result = await service.submitInvoice(request, key);
      runInAction(() => {
        this.selected = new Set();
      });
      this.#changed('开票申请已提交');
      return result;
    });
    this.revoke = new SingleFlight(async (invoiceId) => {
      await service.cancelBill(invoiceId);
      this.#changed('已撤销开票申请');
    });
    this.evaluation = new OrderEvaluation(service, () => this.#changed('评价成功'));
    makeAutoObservable(
      this,
      {
        list: false,
        drafts: false,
        invoices: false,
        invoicing: false,
        apply: false,
        revoke: false,
        evaluation: false,
      },
      { autoBind: true },
    );
  }

  /** The listed invoice status (the tab). */
  get tab(): InvoiceTab {
    return invoiceTabOf(this.list.filter.status);
  }

  /** Shows a tab from its first page with the same order filters; the selection is cleared. */
  showTab(tab: InvoiceTab): Promise<void> {
    this.selected = new Set();
    return this.list.setFilter({ ...this.list.filter, status: tab });
  }

  /** Applies the order filters within the tab. */
  search(filter: OrderFilter): Promise<void> {
    this.selected = new Set();
    return this.list.setFilter({ ...filter, status: this.list.filter.status });
  }

  setSelection(ids: Iterable<number>): void {
    this.selected = new Set(ids);
  }

  /** The selected deliveries of the current page, in list order. */
  get selectedDeliveries(): Delivery[] {
    return this.list.rows.filter((row) => this.selected.has(row.deliveryId));
  }

  /** The invoice of the selection: its lines, amount and tax. */
  get totals(): InvoiceDraftTotals {
    const deliveries = this.selectedDeliveries;
    const amount = sumMoney(deliveries.map((delivery) => delivery.amount));
    return {
      lines: deliveries.flatMap((delivery) => delivery.lines),
      amount,
      taxRate: INVOICE_TAX_RATE,
      taxAmount: includedTax(amount, INVOICE_TAX_RATE),
    };
  }

  /** The draft of the first selected delivery (the buyer's details), loading it; null without one. */
  draft(): Resource<Invoice> | null {
    const [first] = this.selectedDeliveries;
    return first ? this.drafts.get(first.deliveryId) : null;
  }

  /** Applies for the invoice of the selection; true when it went through. */
  async applyForSelection({ kind, remark }: InvoiceChoice): Promise<boolean> {
    const deliveryIds = this.selectedDeliveries.map((delivery) => delivery.deliveryId);
    const request: InvoiceApplyRequest = remark.trim()
      ? { deliveryIds, kind, remark: remark.trim() }
      : { deliveryIds, kind };
    return (await this.apply.run(request)) !== null;
  }

  /** 撤销申请; true when it went through. */
  async revokeApplication(invoiceId: number): Promise<boolean> {
    await this.revoke.run(invoiceId);
    return this.revoke.status === 'done';
  }

  /**
   * The order of a listed delivery when it can be evaluated now (every delivery received, not
   * evaluated yet); null otherwise or before its summary arrived.
   */
  evaluable(orderId: number): OrderSummary | null {
    const order = this.#orders.data?.find((summary) => summary.orderId === orderId);
    return order && orderActions(order, false).includes('evaluate') ? order : null;
  }

  reset(): void {
    this.list.reset();
    this.selected = new Set();
    this.drafts.reset();
    this.invoices.reset();
    this.invoicing.reset();
    this.apply.reset();
    this.revoke.reset();
    this.evaluation.reset();
    this.#orders.reset();
    this.#orderIds = '';
  }

  /** After a change: the message, then the list and the centre's counts again. */
  #changed(message: string): void {
    this.#deps.env.notify.success(message);
    void this.list.load();
    void this.#deps.orderCounts.load();
  }
}

/** The invoice page's store, for `RootStore.feature`. */
export const createInvoicesStore: FeatureFactory<InvoicesStore> = ({ http, orderCounts, env }) =>
  new InvoicesStore({
    service: createOrderCentreService(http),
    invoicing: createAddressService(http).invoicing,
    orderCounts,
    env,
  });
