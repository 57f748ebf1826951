import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { InquiryDetail, InquiryLine, MadeOrder } from '../../contract/inquiry.ts';
import { orderableLines, quoteTotals } from '../../rules/inquiry.ts';
import { createInquiryService } from '../../services/inquiry.ts';
import type { InquiryService } from '../../services/inquiry.ts';
import type { Environment } from '../Environment.ts';
import { Resource } from '../Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { SingleFlight } from '../orders/SingleFlight.ts';

interface MakeOrderDeps {
  service: Pick<InquiryService, 'detail' | 'makeOrder'>;
  env: Pick<Environment, 'notify' | 'open'>;
}

/** Shown when 提交订单 is pressed with no line picked. */
const NOTHING_PICKED = '请选择要下单的报价明细';

/**
 * 需求下单 (makeOrder?id=): a quoted inquiry's lines with their quotes; the buyer picks the lines
 * still valid (all at first), sees their tonnes and amount (exact, big.js), confirms, and one
 * to-be-submitted order is made at the quoted prices (makeOrder, sent once with an
 * Idempotency-Key), then 待提交 opens. A refused quote (QUOTE_INVALID_CODE: expired or deleted
 * meanwhile) is said above 提交订单 and the lines reload to show which; the picks stay.
 */
export class MakeOrderStore {
  readonly inquiry: Resource<InquiryDetail>;
  readonly picked = observable.set<number>();
  /** Why 提交订单 cannot go on, said beside it; '' when nothing is wrong. */
  pickError = '';
  readonly ordering: SingleFlight<{ id: number; detailIds: number[] }, MadeOrder>;
  #id = 0;
  readonly #env: MakeOrderDeps['env'];

  constructor({ service, env }: MakeOrderDeps) {
    this.#env = env;
    this.inquiry = new Resource(() => service.detail(this.#id));
    this.ordering = new SingleFlight(
      ({ id, detailIds }, key) => service.makeOrder(id, detailIds, key),
      { afterFailure: () => this.inquiry.refresh() },
    );
    makeAutoObservable(this, { inquiry: false, ordering: false }, { autoBind: true });
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

  get lines(): InquiryLine[] {
    return this.inquiry.data?.lines ?? [];
  }

  /** The lines whose quote is still valid. */
  get orderable(): InquiryLine[] {
    return orderableLines(this.lines);
  }

  /** The picked lines that can still be ordered (a line that expired meanwhile drops out). */
  get pickedLines(): InquiryLine[] {
    return this.orderable.filter((line) => this.picked.has(line.detailId));
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

  /** Makes the order, once; then 待提交. A refusal stays on the page. */
  async makeOrder(): Promise<void> {
    if (!this.canSubmit()) return;
    const made = await this.ordering.run({
      id: this.#id,
      detailIds: this.pickedLines.map((line) => line.detailId),
    });
    if (!made) return;
    this.#env.notify.success(`已生成待提交订单 ${made.orderNo}`);
    this.#env.open({ route: 'orderToBeSubmit' });
  }

  reset(): void {
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
