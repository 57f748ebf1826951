import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { OrderTerms } from '../../contract/orders.ts';
import type { InquiryDetailAnswer, InquiryLine, MadeOrder } from '../../contract/inquiry.ts';
import { lineAt, orderableLines, quoteTotals } from '../../rules/inquiry.ts';
import { createInquiryService } from '../../services/inquiry.ts';
import type { InquiryService } from '../../services/inquiry.ts';
import type { Environment } from '../Environment.ts';
import { Resource } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { ServerClock } from '../session/ServerClock.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';

interface MakeOrderDeps {
  service: Pick<InquiryService, 'detail' | 'makeOrder'>;
  env: Pick<Environment, 'notify' | 'open' | 'timers' | 'visibility'>;
}

/** Shown when 提交订单 is pressed with no line picked. */
const NOTHING_PICKED = '请选择要下单的报价明细';

/**
 * 需求下单 (makeOrder?id=): a quoted inquiry's lines with their quotes; the buyer picks the lines
 * still valid (all at first), sees their tonnes and amount (exact, big.js), confirms, and one
 * to-be-submitted order is made at the quoted prices (makeOrder, sent once with an
 * Idempotency-Key), then 待提交 opens. A refused quote (QUOTE_INVALID_CODE: expired or deleted
 * meanwhile) is said above 提交订单 and the lines reload to show which; the picks stay.
 * Each valid quote counts down on the server's clock (`clock`, ticking while the page shows and
 * is visible); one that runs out while shown turns expired, and a pick of it drops out with the
 * reason said (`droppedPicks`).
 */
export class MakeOrderStore {
  readonly inquiry: Resource<InquiryDetailAnswer>;
  /** The server's clock, from the detail's serverTime. */
  readonly clock: ServerClock;
  readonly picked = observable.set<number>();
  /** Why 提交订单 cannot go on, said beside it; '' when nothing is wrong. */
  pickError = '';
  readonly ordering: SingleFlight<
    { id: number; detailIds: number[]; terms: OrderTerms },
    MadeOrder
  >;
  #id = 0;
  readonly #env: MakeOrderDeps['env'];

  constructor({ service, env }: MakeOrderDeps) {
    this.#env = env;
    this.clock = new ServerClock(env);
    this.inquiry = new Resource(async () => {
      const detail = await service.detail(this.#id);
      this.clock.sync(detail.serverTime);
      return detail;
    });
    this.ordering = new SingleFlight(
      ({ id, detailIds, terms }, key) => service.makeOrder(id, detailIds, terms, key),
      { afterFailure: () => this.inquiry.refresh() },
    );
    makeAutoObservable(this, { inquiry: false, ordering: false, clock: false }, { autoBind: true });
  }

  /** Loads the inquiry and picks every line still valid. */
  async open(id: number): Promise<void> {
    this.#id = id;
    this.picked.clear();
    this.pickError = '';
    this.ordering.reset();
    await this.inquiry.load();
    runInAction(() => {
      for (const line of this.orderable) this.picked.add(line.detailId);
    });
  }

  /** The lines as at the server's time now: a quote that ran out meanwhile is expired. */
  get lines(): InquiryLine[] {
    const { now } = this.clock;
    return (this.inquiry.data?.lines ?? []).map((line) => lineAt(line, now));
  }

  /** The lines whose quote is still valid. */
  get orderable(): InquiryLine[] {
    return orderableLines(this.lines);
  }

  /** The picked lines that can still be ordered (a line that expired meanwhile drops out). */
  get pickedLines(): InquiryLine[] {
    return this.orderable.filter((line) => this.picked.has(line.detailId));
  }

  /** Lines picked whose quote is no longer valid (it ran out while shown): left out of the order. */
  get droppedPicks(): InquiryLine[] {
    return this.lines.filter((line) => this.picked.has(line.detailId) && !this.isPickable(line));
  }

  get totals(): { tonnes: string; amount: string } {
    return quoteTotals(this.pickedLines);
  }

  isPickable(line: InquiryLine): boolean {
    return line.state === 'valid';
  }

  toggle(line: InquiryLine): void {
    if (!this.isPickable(line)) return;
    if (this.picked.has(line.detailId)) this.picked.delete(line.detailId);
    else this.picked.add(line.detailId);
    this.pickError = '';
  }

  /** Whether the confirm step may open; otherwise says why at 提交订单. */
  canSubmit(): boolean {
    this.pickError = this.pickedLines.length === 0 ? NOTHING_PICKED : '';
    return this.pickError === '';
  }

  /** Makes the order with the confirmation's terms, once; then 待提交. A refusal stays on the page. */
  async makeOrder(terms: OrderTerms): Promise<void> {
    if (!this.canSubmit()) return;
    const made = await this.ordering.run({
      id: this.#id,
      detailIds: this.pickedLines.map((line) => line.detailId),
      terms,
    });
    if (!made) return;
    this.#env.notify.success(`已生成待提交订单 ${made.orderNo}`);
    this.#env.open({ route: 'orderToBeSubmit' });
  }

  reset(): void {
    this.clock.reset();
    this.#id = 0;
    this.inquiry.reset();
    this.picked.clear();
    this.pickError = '';
    this.ordering.reset();
  }
}

/** 需求下单's store, for `RootStore.feature`. */
export const createMakeOrderStore: FeatureFactory<MakeOrderStore> = ({ http, env }) =>
  new MakeOrderStore({ service: createInquiryService(http), env });
