import { makeAutoObservable, runInAction } from 'mobx';
import type { OrderComment, OrderSummary } from '../../contract/orders.ts';
import type { OrderCentreService } from '../../services/orderCentre.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';

/** The order an evaluation is written for. */
type EvaluatedOrder = Pick<OrderSummary, 'orderId' | 'orderNo'>;

/**
 * 评价订单 (orderComment): the order being evaluated (the dialog is open while there is one)
 * and its evaluation, sent once; `onDone` follows a success (message, reloads).
 */
export class OrderEvaluation {
  /** The order whose evaluation is being written; null when the dialog is closed. */
  order: EvaluatedOrder | null = null;
  readonly send: SingleFlight<OrderComment, void>;

  constructor(service: Pick<OrderCentreService, 'commentOrder'>, onDone: () => void) {
    this.send = new SingleFlight(async (comment) => {
      await service.commentOrder(comment);
      onDone();
    });
    makeAutoObservable(this, { send: false }, { autoBind: true });
  }

  /** Opens the evaluation of an order, forgetting a failure of another one. */
  open(order: EvaluatedOrder): void {
    if (this.order?.orderId !== order.orderId) this.send.reset();
    this.order = order;
  }

  close(): void {
    if (!this.send.pending) this.order = null;
  }

  /** Sends the open order's evaluation; true when it went through (the dialog then closes). */
  async submit(value: Omit<OrderComment, 'orderId'>): Promise<boolean> {
    if (!this.order) return false;
    await this.send.run({ ...value, orderId: this.order.orderId });
    if (this.send.status !== 'done') return false;
    runInAction(() => {
      this.order = null;
    });
    return true;
  }

  reset(): void {
    this.order = null;
    this.send.reset();
  }
}
