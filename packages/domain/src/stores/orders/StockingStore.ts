import { makeAutoObservable, runInAction } from 'mobx';
import type {
  ContractReminder,
  Modification,
  ModifyOrderRequest,
  OrderFilter,
  OrderSummary,
  Payment,
  PaymentResult,
  PlannedDelivery,
  StockingDetail,
  SubmitDiffRequest,
} from '../../contract/orders.ts';
import { succeeded } from '../../http/index.ts';
import type { Environment } from '../Environment.ts';
import { PagedList } from '../kit/PagedList.ts';
import type { Resource } from '../kit/Resource.ts';
import { ResourceCache } from '../kit/ResourceCache.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { createOrderCentreStore } from './OrderCentreStore.ts';
import type { OrderCentreStore } from './OrderCentreStore.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';

/** Shown after a reminder was sent. */
const REMINDED_MESSAGE = '催货成功';
/** Shown after a modification was confirmed. */
const MODIFIED_MESSAGE = '修改成功';
/** Shown after a modification was taken back. */
const MODIFICATION_WITHDRAWN_MESSAGE = '已撤回修改';
/** Shown after a difference amount was paid (or its transfer recorded). */
const DIFF_PAID_MESSAGE = '差价支付成功';
/** Shown after a difference amount was cancelled. */
const DIFF_CANCELLED_MESSAGE = '已取消差价，订单已恢复修改前的数量';

/** Shown after a 磅差 was confirmed. */
const WEIGHING_CONFIRMED = '已确认磅差';
/** Shown after a 磅差 was disputed. */
const WEIGHING_DISPUTED = '已提交磅差异议，平台将复磅';

/** An answer to an order's 磅差: a reason disputes it, none confirms it. */
interface WeighingAnswer {
  orderId: number;
  reason?: string;
}

/** Which order's modification is being confirmed or taken back. */
interface ModificationRef {
  orderId: number;
  modifiedId: number;
}

/**
 * The orders being stocked (orderInStock): the list; per order the stocking detail, the planned
 * delivery and the reminder threads (opening them marks the replies read); 催货; and the
 * modification: priced (modifiedOrder), then confirmed or taken back, and the difference amount
 * it leaves paid (once, with an Idempotency-Key) or cancelled.
 */
export class StockingStore {
  readonly list: PagedList<OrderSummary, OrderFilter>;
  /** The latest priced modification of each order (modifiedOrder's answer). */
  modifications: ReadonlyMap<number, Modification> = new Map();
  /** Replies read since the detail loaded, by order. */
  readReplies: ReadonlySet<number> = new Set();
  readonly remind: SingleFlight<{ orderId: number; content: string }, ContractReminder>;
  readonly modify: SingleFlight<ModifyOrderRequest, Modification>;
  readonly confirmModification: SingleFlight<ModificationRef, Modification>;
  readonly withdrawModification: SingleFlight<ModificationRef, void>;
  /** The answer to a 磅差: confirmed, or disputed with a reason. */
  readonly answerWeighing: SingleFlight<WeighingAnswer, void>;
  readonly payDiff: SingleFlight<SubmitDiffRequest, PaymentResult>;
  readonly cancelDiff: SingleFlight<number, void>;
  readonly #details: ResourceCache<number, StockingDetail>;
  readonly #delivery: ResourceCache<number, PlannedDelivery>;
  readonly #threads: ResourceCache<number, ContractReminder[]>;
  readonly #centre: OrderCentreStore;

  constructor(centre: OrderCentreStore, env: Pick<Environment, 'notify'>) {
    const { service } = centre;
    const { notify } = env;
    this.#centre = centre;
    this.list = new PagedList<OrderSummary, OrderFilter>(service.stockingList, {});
    this.#details = new ResourceCache(service.stockingDetail);
    this.#delivery = new ResourceCache(service.plannedDelivery);
    this.#threads = new ResourceCache(service.followUp);
    this.remind = new SingleFlight(async ({ orderId, content }) => {
      const thread = await service.remind(orderId, content);
      notify.success(REMINDED_MESSAGE);
      void this.threads(orderId).load();
      return thread;
    });
    this.modify = new SingleFlight(async (request: ModifyOrderRequest) => {
      const priced = await service.modify(request);
      runInAction(() => {
        this.modifications = new Map(this.modifications).set(request.orderId, priced);
      });
      return priced;
    });
    this.confirmModification = new SingleFlight(async ({ orderId, modifiedId }) => {
      const confirmed = await service.submitModified(orderId, modifiedId);
      notify.success(MODIFIED_MESSAGE);
      return confirmed;
    });
    this.withdrawModification = new SingleFlight(async ({ orderId, modifiedId }) => {
      await service.cancelModified(orderId, modifiedId);
      notify.success(MODIFICATION_WITHDRAWN_MESSAGE);
    });
    this.answerWeighing = new SingleFlight(async (answer: WeighingAnswer) => {
      if (answer.reason === undefined) await service.confirmWeighing(answer.orderId);
      else await service.disputeWeighing(answer.orderId, answer.reason);
      notify.success(answer.reason === undefined ? WEIGHING_CONFIRMED : WEIGHING_DISPUTED);
    });
    this.payDiff = new SingleFlight(
      async (request: SubmitDiffRequest, key: string) => {
        const result = await service.submitDiff(request, key);
        notify.success(DIFF_PAID_MESSAGE);
        return result;
      },
      // A failed payment may still have been taken: the balance, the orders' differences and
      // the counts, fetched behind what is shown (the payment form keeps what was typed).
      {
        afterFailure: () =>
          Promise.all([centre.bank.refresh(), this.list.refresh(), centre.refreshCounts()]),
      },
    );
    this.cancelDiff = new SingleFlight(async (diffId: number) => {
      await service.cancelDiff(diffId);
      notify.success(DIFF_CANCELLED_MESSAGE);
    });
    makeAutoObservable(
      this,
      {
        list: false,
        remind: false,
        modify: false,
        confirmModification: false,
        withdrawModification: false,
        answerWeighing: false,
        payDiff: false,
        cancelDiff: false,
      },
      { autoBind: true },
    );
  }

  /** selectStokingPcByOrderId of an order; loads when asked to. */
  detail(orderId: number): Resource<StockingDetail> {
    return this.#details.get(orderId);
  }

  /** contract/delivery of an order. */
  plannedDelivery(orderId: number): Resource<PlannedDelivery> {
    return this.#delivery.get(orderId);
  }

  /** contract/followUp of an order: its reminder threads. */
  threads(orderId: number): Resource<ContractReminder[]> {
    return this.#threads.get(orderId);
  }

  /** Replies the buyer has not read (0 once the threads were opened). */
  unreadReplies(orderId: number): number {
    if (this.readReplies.has(orderId)) return 0;
    return this.detail(orderId).data?.unreadReplies ?? 0;
  }

  /** Opens an order's stocking detail: the detail and the planned delivery. */
  openDetail(orderId: number): Promise<void> {
    return Promise.all([this.detail(orderId).load(), this.plannedDelivery(orderId).load()]).then(
      () => undefined,
    );
  }

  /** Opens the reminder threads: loads them and marks the replies read (replyCheck). */
  async openThreads(orderId: number): Promise<void> {
    await this.threads(orderId).load();
    if (await succeeded(this.#centre.service.replyCheck(orderId))) {
      runInAction(() => {
        this.readReplies = new Set(this.readReplies).add(orderId);
      });
    }
  }

  /** The priced modification of an order awaiting confirmation, if known. */
  pendingModification(order: OrderSummary): Modification | null {
    const priced = this.modifications.get(order.orderId);
    return priced && priced.modifiedId === order.pendingModifiedId ? priced : null;
  }

  /** Confirms or takes back a modification; on success reloads the list. */
  async settleModification(ref: ModificationRef, confirm: boolean): Promise<boolean> {
    const flight = confirm ? this.confirmModification : this.withdrawModification;
    await flight.run(ref);
    if (flight.status !== 'done') return false;
    await this.#changed(ref.orderId);
    return true;
  }

  /**
   * Answers an order's 磅差: confirmed (no reason; it goes on to its final payment) or disputed
   * with a reason; answers whether it went through.
   */
  async answerWeighingDiff(answer: WeighingAnswer): Promise<boolean> {
    await this.answerWeighing.run(answer);
    if (this.answerWeighing.status !== 'done') return false;
    await this.#changed(answer.orderId);
    return true;
  }

  /** Pays an order's difference amount; answers whether it went through. */
  async payDifference(orderId: number, diffId: number, payment: Payment): Promise<boolean> {
    const result = await this.payDiff.run({ diffId, ...payment });
    if (result === null) return false;
    await this.#changed(orderId);
    return true;
  }

  /** Cancels an order's difference amount (the modification is reverted). */
  async cancelDifference(orderId: number, diffId: number): Promise<boolean> {
    await this.cancelDiff.run(diffId);
    if (this.cancelDiff.status !== 'done') return false;
    await this.#changed(orderId);
    return true;
  }

  /** Reloads the list (after a cancellation). */
  reload(): Promise<void> {
    return this.list.load();
  }

  reset(): void {
    this.list.reset();
    this.#details.reset();
    this.#delivery.reset();
    this.#threads.reset();
    this.modifications = new Map();
    this.readReplies = new Set();
    for (const flight of [
      this.remind,
      this.modify,
      this.confirmModification,
      this.withdrawModification,
      this.payDiff,
      this.cancelDiff,
    ])
      flight.reset();
  }

  /** An order changed: reload the list, its detail if open, and the counts. */
  async #changed(orderId: number): Promise<void> {
    const detail = this.detail(orderId);
    await Promise.all([
      this.list.load(),
      detail.status === 'idle' ? undefined : detail.load(),
      this.#centre.refreshCounts(),
    ]);
  }
}

/** Builds the stocking store for `RootStore.feature`. */
export const createStockingStore: FeatureFactory<StockingStore> = (deps) =>
  new StockingStore(deps.feature(createOrderCentreStore), deps.env);
