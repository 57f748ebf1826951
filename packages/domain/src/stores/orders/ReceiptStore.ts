import { makeAutoObservable } from 'mobx';
import { RECEIPT_LIST_TYPES } from '../../contract/orders.ts';
import type {
  Delivery,
  DeliveryComment,
  Logistics,
  LogisticsNode,
  OrderFilter,
} from '../../contract/orders.ts';
import type { Notifier } from '../../http/index.ts';
import { createOrderCentreService } from '../../services/orderCentre.ts';
import type { OrderCentreService } from '../../services/orderCentre.ts';
import type { OrderCountsStore } from './OrderCountsStore.ts';
import { PagedList } from '../kit/PagedList.ts';
import { ResourceCache } from '../kit/ResourceCache.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';

interface ReceiptStoreDeps {
  service: Pick<
    OrderCentreService,
    | 'receiptList'
    | 'receiptDetail'
    | 'confirmReceiving'
    | 'logistics'
    | 'logisticsLatest'
    | 'deliveryComment'
    | 'commentDelivery'
  >;
  /** The centre's order counts, reloaded after each receipt. */
  orderCounts: Pick<OrderCountsStore, 'load'>;
  /** Shows 收货成功 and 评价成功. */
  notify: Pick<Notifier, 'success'>;
}

/** Shown once a receipt is confirmed. */
const RECEIVED_MESSAGE = '收货成功';
/** Shown once an evaluation is sent. */
const COMMENTED_MESSAGE = '评价成功';

/** The two lists of the receipt page. */
export type ReceiptTab = keyof typeof RECEIPT_LIST_TYPES;

/**
 * Receipt (待收货): the deliveries to receive (type 1) and received (type 2), each delivery's
 * detail, its logistics (logisticNumber/{no}) and latest node (progress latest/{id}, asked
 * for by 刷新物流), confirming a receipt (confirmReceiving/{id}: both lists and the counts
 * reload), and a received delivery's evaluation (read, or made once).
 */
export class ReceiptStore {
  readonly toReceive: PagedList<Delivery, OrderFilter>;
  readonly received: PagedList<Delivery, OrderFilter>;
  /** The tab shown. */
  tab: ReceiptTab = 'toReceive';
  readonly details: ResourceCache<number, Delivery>;
  /** Tracking by logistics number. */
  readonly logistics: ResourceCache<string, Logistics>;
  /** The latest node by delivery id, once 刷新物流 asked for it. */
  readonly latest: ResourceCache<number, LogisticsNode>;
  readonly confirm: SingleFlight<number, void>;
  /** The evaluation by delivery id (null: none yet). */
  readonly comments: ResourceCache<number, DeliveryComment | null>;
  readonly comment: SingleFlight<DeliveryComment, void>;

  constructor(deps: ReceiptStoreDeps) {
    const { service } = deps;
    const listOf = (type: number) =>
      new PagedList<Delivery, OrderFilter>((query) => service.receiptList({ ...query, type }), {});
    this.toReceive = listOf(RECEIPT_LIST_TYPES.toReceive);
    this.received = listOf(RECEIPT_LIST_TYPES.received);
    this.details = new ResourceCache(service.receiptDetail);
    this.logistics = new ResourceCache(service.logistics);
    this.latest = new ResourceCache(service.logisticsLatest);
    this.confirm = new SingleFlight(async (deliveryId) => {
      await service.confirmReceiving(deliveryId);
      deps.notify.success(RECEIVED_MESSAGE);
      await Promise.all([
        this.toReceive.load(),
        this.received.status === 'idle' ? undefined : this.received.load(),
        deps.orderCounts.load(),
      ]);
    });
    this.comments = new ResourceCache(service.deliveryComment);
    this.comment = new SingleFlight(async (comment) => {
      await service.commentDelivery(comment);
      deps.notify.success(COMMENTED_MESSAGE);
      await Promise.all([this.comments.get(comment.deliveryId).load(), this.received.load()]);
    });
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The list of the tab shown. */
  get list(): PagedList<Delivery, OrderFilter> {
    return this.tab === 'toReceive' ? this.toReceive : this.received;
  }

  /** Shows a tab (its page loads its list). */
  showTab(tab: ReceiptTab): void {
    this.tab = tab;
  }

  reset(): void {
    this.toReceive.reset();
    this.received.reset();
    this.tab = 'toReceive';
    this.details.reset();
    this.logistics.reset();
    this.latest.reset();
    this.confirm.reset();
    this.comments.reset();
    this.comment.reset();
  }
}

/** The receipt store, for `RootStore.feature`. */
export const createReceiptStore: FeatureFactory<ReceiptStore> = ({ http, orderCounts, env }) =>
  new ReceiptStore({ service: createOrderCentreService(http), orderCounts, notify: env.notify });
