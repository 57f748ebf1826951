import { makeAutoObservable, runInAction } from 'mobx';
import type { CustomerAddress } from '../../contract/address.ts';
import type {
  CreateDeliveryRequest,
  DeliveryInfo,
  OrderFilter,
  OrderSummary,
} from '../../contract/orders.ts';
import { ApiError } from '../../http/index.ts';
import type { Notifier } from '../../http/index.ts';
import type { Environment } from '../Environment.ts';
import { createAddressService } from '../../services/address.ts';
import { createOrderCentreService } from '../../services/orderCentre.ts';
import type { OrderCentreService } from '../../services/orderCentre.ts';
import type { OrderCountsStore } from './OrderCountsStore.ts';
import { PagedList } from '../kit/PagedList.ts';
import { Resource } from '../kit/Resource.ts';
import { ResourceCache } from '../kit/ResourceCache.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';

interface DeliveryApplicationStoreDeps {
  service: Pick<
    OrderCentreService,
    'deliveryList' | 'deliveryInfo' | 'deliveryLines' | 'createDelivery'
  >;
  /** getAddressByCustomerId: the company's address book, the default first. */
  addresses: () => Promise<CustomerAddress[]>;
  /** The centre's order counts, reloaded after each application. */
  orderCounts: Pick<OrderCountsStore, 'load'>;
  /** Shows 发货申请已提交. */
  notify: Pick<Notifier, 'success'>;
  /** Goes back to the list after an application. */
  open: Environment['open'];
}

/** Shown once an application is made. */
const DELIVERY_APPLIED_MESSAGE = '发货申请已提交';

/**
 * Delivery (待发货 and 申请发货): the orders with tonnes to deliver (selectDeliveryList), each
 * order's deliveries so far (selectDeliveryInfoByOrderId, loaded when its card opens), and the
 * application form of one order: the order and what remains per line, refreshed for the lines
 * chosen (PUT selectDeliveryByIds), then createSaleDeliveryList once per attempt; the
 * company's address book (getAddressByCustomerId) to choose the delivery address from.
 */
export class DeliveryApplicationStore {
  readonly list: PagedList<OrderSummary, OrderFilter>;
  /** An order's deliveries and remaining tonnes, by order id. */
  readonly infos: ResourceCache<number, DeliveryInfo>;
  /** The order of the application form; null before `open`. */
  orderId: number | null = null;
  readonly info: Resource<DeliveryInfo>;
  /** The company's addresses, the default first (loaded with the form). */
  readonly addresses: Resource<CustomerAddress[]>;
  /** Remaining tonnes per detailId: from the info, then from selectDeliveryByIds. */
  remaining: ReadonlyMap<number, string> = new Map();
  readonly create: SingleFlight<CreateDeliveryRequest, { deliveryId: number; deliveryNo: string }>;
  readonly #deps: DeliveryApplicationStoreDeps;
  #refreshGeneration = 0;

  constructor(deps: DeliveryApplicationStoreDeps) {
    this.#deps = deps;
    const { service } = deps;
    this.list = new PagedList(service.deliveryList, {});
    this.infos = new ResourceCache(service.deliveryInfo);
    this.info = new Resource(() => service.deliveryInfo(this.orderId ?? 0));
    this.addresses = new Resource(deps.addresses);
    this.create = new SingleFlight(async (request, key) => {
      const result = await service.createDelivery(request, key);
      deps.notify.success(DELIVERY_APPLIED_MESSAGE);
      await Promise.all([
        this.list.status === 'idle' ? undefined : this.list.load(),
        this.#deps.orderCounts.load(),
      ]);
      return result;
    });
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /**
   * Opens the application form of `orderId`: the order and what remains of each line, and the
   * company's address book.
   */
  async open(orderId: number): Promise<void> {
    this.orderId = orderId;
    this.remaining = new Map();
    this.create.reset();
    await Promise.all([this.info.load(), this.addresses.load()]);
    runInAction(() => {
      this.remaining = new Map(
        (this.info.data?.remaining ?? []).map(({ detailId, weight }) => [detailId, weight]),
      );
    });
  }

  /**
   * Asks the server what remains of the chosen lines (another application may have taken some
   * meanwhile) and keeps the answer; a late answer of an older choice is dropped.
   */
  async refreshRemaining(detailIds: readonly number[]): Promise<void> {
    const { orderId } = this;
    if (orderId === null || detailIds.length === 0) return;
    const generation = ++this.#refreshGeneration;
    try {
      const lines = await this.#deps.service.deliveryLines(orderId, [...detailIds]);
      runInAction(() => {
        if (generation !== this.#refreshGeneration) return;
        const next = new Map(this.remaining);
        for (const line of lines) next.set(line.detailId, line.weight);
        this.remaining = next;
      });
    } catch (error) {
      // The client has shown the message; the tonnes known so far stay.
      if (!(error instanceof ApiError)) throw error;
    }
  }

  /**
   * Sends the application, then goes back to 待发货; null when refused (in flight) or failed
   * (see `create.error`).
   */
  async submit(request: CreateDeliveryRequest) {
    const made = await this.create.run(request);
    if (made) this.#deps.open({ route: 'orderToBeDelivery' });
    return made;
  }

  reset(): void {
    this.list.reset();
    this.infos.reset();
    this.orderId = null;
    this.info.reset();
    this.addresses.reset();
    this.remaining = new Map();
    this.create.reset();
    this.#refreshGeneration += 1;
  }
}

/** The delivery store, for `RootStore.feature`. */
export const createDeliveryApplicationStore: FeatureFactory<DeliveryApplicationStore> = ({
  http,
  orderCounts,
  env,
}) =>
  new DeliveryApplicationStore({
    service: createOrderCentreService(http),
    addresses: createAddressService(http).addresses,
    orderCounts,
    notify: env.notify,
    open: env.open,
  });
