import { makeAutoObservable, runInAction } from 'mobx';
import type {
  InquiryDetailAnswer,
  InquiryLine,
  InquiryListQuery,
  InquiryStatus,
  InquirySummary,
} from '../../contract/inquiry.ts';
import { deleteQuoteRequest } from '../../contract/inquiry.ts';
import { lineAt } from '../../rules/inquiry.ts';
import { createInquiryService } from '../../services/inquiry.ts';
import type { InquiryService } from '../../services/inquiry.ts';
import type { Environment } from '../Environment.ts';
import { PagedList } from '../kit/PagedList.ts';
import { Resource } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { ServerClock } from '../session/ServerClock.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';

/** The list's filter: one status (none: every status of its side) and an inquiry number. */
export type InquiryFilter = Pick<InquiryListQuery, 'status' | 'inquiryNo'>;

/** A quote being deleted: the line, the reason typed, and whether 确定删除 was pressed. */
export interface QuoteDeletion {
  line: InquiryLine;
  reason: string;
  tried: boolean;
}

interface InquiryListDeps {
  service: Pick<InquiryService, 'list' | 'detail' | 'cancel' | 'deleteQuote'>;
  env: Pick<Environment, 'notify' | 'open' | 'timers' | 'visibility'>;
  /** 历史询价 (historyFlag true): ordered, expired and cancelled inquiries, read-only. */
  history: boolean;
}

/**
 * 询价单 (queryList) and 历史询价 (queryHistory): the company's inquiries of one side of the
 * lifecycle (getInquiryList, with the count of each status), by status and inquiry number; an
 * inquiry's lines with their quotes and validity (detail); and what each status allows (see
 * `inquiryActions`): 编辑, 复制 / 再次询价, 下单 (the make-order screen), 取消 (confirmed) and
 * 删除报价 with a required reason. An employee acting on another's inquiry is refused by the
 * mall (INQUIRY_OWNER_CODE); the refusal shows in the dialog it concerns. The lines' valid
 * quotes count down on the server's clock (`clock`, from the detail's serverTime).
 */
export class InquiryListStore {
  readonly history: boolean;
  readonly list: PagedList<InquirySummary, InquiryFilter>;
  /** The count of each status of the list's side, from the last page loaded. */
  counts: Partial<Record<InquiryStatus, number>> = {};
  /** The inquiry whose lines are shown. */
  shown: InquirySummary | null = null;
  readonly detail: Resource<InquiryDetailAnswer>;
  /** The server's clock the shown lines' validity counts down on. */
  readonly clock: ServerClock;
  /** The inquiry 取消 asks about. */
  cancelling: InquirySummary | null = null;
  readonly cancellation: SingleFlight<number, void>;
  deleting: QuoteDeletion | null = null;
  readonly quoteDeletion: SingleFlight<{ quoteId: number; delReason: string }, void>;
  readonly #env: InquiryListDeps['env'];

  constructor({ service, env, history }: InquiryListDeps) {
    this.history = history;
    this.#env = env;
    this.list = new PagedList(async (query) => {
      const page = await service.list({ ...query, historyFlag: history });
      runInAction(() => {
        this.counts = page.counts;
      });
      return page;
    }, {});
    this.clock = new ServerClock(env);
    this.detail = new Resource(async () => {
      const detail = await service.detail(this.shown?.id ?? 0);
      this.clock.sync(detail.serverTime);
      return detail;
    });
    this.cancellation = new SingleFlight((id) => service.cancel(id));
    this.quoteDeletion = new SingleFlight(({ quoteId, delReason }) =>
      service.deleteQuote(quoteId, delReason),
    );
    makeAutoObservable(
      this,
      {
        list: false,
        detail: false,
        clock: false,
        cancellation: false,
        quoteDeletion: false,
        history: false,
      },
      { autoBind: true },
    );
  }

  /** The status shown; undefined for every status of the side (全部). */
  get status(): InquiryStatus | undefined {
    return this.list.filter.status;
  }

  /** Every status of the side together. */
  get total(): number {
    return Object.values(this.counts).reduce((all, count) => all + count, 0);
  }

  setStatus(status: InquiryStatus | undefined): Promise<void> {
    const { inquiryNo } = this.list.filter;
    return this.list.setFilter({ ...(status && { status }), ...(inquiryNo && { inquiryNo }) });
  }

  /** Finds by inquiry number (trimmed; empty shows every inquiry of the status). */
  search(inquiryNo: string): Promise<void> {
    const { status } = this.list.filter;
    const number = inquiryNo.trim();
    return this.list.setFilter({ ...(status && { status }), ...(number && { inquiryNo: number }) });
  }

  /** Shows an inquiry's lines with their quotes (明细). */
  showLines(inquiry: InquirySummary): Promise<void> {
    this.shown = inquiry;
    return this.detail.load();
  }

  /** The shown inquiry's lines as at the server's time now: a quote that ran out is expired. */
  get lines(): InquiryLine[] {
    const { now } = this.clock;
    return (this.detail.data?.lines ?? []).map((line) => lineAt(line, now));
  }

  hideLines(): void {
    this.shown = null;
    this.detail.reset();
    this.clock.reset();
  }

  /** 编辑: the waiting inquiry in the form's edit mode. */
  edit(inquiry: InquirySummary): void {
    this.#env.open({ route: 'queryEditShadowAdd', id: inquiry.id });
  }

  /** 复制 / 再次询价: a new inquiry from a copy of this one's lines. */
  copy(inquiry: InquirySummary): void {
    this.#env.open({ route: 'queryCopy', id: inquiry.id });
  }

  /** 下单: the make-order screen of the quoted inquiry. */
  order(inquiry: InquirySummary): void {
    this.#env.open({ route: 'makeOrder', id: inquiry.id });
  }

  askCancel(inquiry: InquirySummary): void {
    this.cancellation.reset();
    this.cancelling = inquiry;
  }

  dismissCancel(): void {
    if (this.cancellation.pending) return;
    this.cancelling = null;
  }

  /** 确定取消: sends once; a refusal stays in the dialog. */
  async confirmCancel(): Promise<void> {
    const inquiry = this.cancelling;
    if (!inquiry) return;
    if ((await this.cancellation.run(inquiry.id)) === null) return;
    runInAction(() => {
      this.cancelling = null;
    });
    this.#env.notify.success('询价单已取消');
    await this.list.load();
  }

  askDeleteQuote(line: InquiryLine): void {
    this.quoteDeletion.reset();
    this.deleting = { line, reason: '', tried: false };
  }

  setDeleteReason(reason: string): void {
    if (this.deleting) this.deleting.reason = reason;
  }

  dismissDeleteQuote(): void {
    if (this.quoteDeletion.pending) return;
    this.deleting = null;
  }

  /** The reason's problem in the contract's Chinese, once 确定删除 was pressed. */
  get deleteReasonError(): string | undefined {
    const { deleting } = this;
    if (!deleting?.tried) return undefined;
    const result = deleteQuoteRequest.safeParse({ quoteId: 0, delReason: deleting.reason });
    return result.success ? undefined : result.error.issues[0]?.message;
  }

  /** 确定删除: the reason is required; sends once, then reloads the lines and the list. */
  async confirmDeleteQuote(): Promise<void> {
    const { deleting } = this;
    const quoteId = deleting?.line.quote?.quoteId;
    if (!deleting || quoteId === undefined) return;
    deleting.tried = true;
    if (this.deleteReasonError) return;
    const done = await this.quoteDeletion.run({ quoteId, delReason: deleting.reason.trim() });
    if (done === null) return;
    runInAction(() => {
      this.deleting = null;
    });
    this.#env.notify.success('报价已删除');
    await Promise.all([this.detail.refresh(), this.list.load()]);
  }

  reset(): void {
    this.list.reset();
    this.counts = {};
    this.hideLines();
    this.cancelling = null;
    this.cancellation.reset();
    this.deleting = null;
    this.quoteDeletion.reset();
  }
}

const build =
  (history: boolean): FeatureFactory<InquiryListStore> =>
  ({ http, env }) =>
    new InquiryListStore({ service: createInquiryService(http), env, history });

/** 询价单's store, for `RootStore.feature`. */
export const createInquiryListStore = build(false);
/** 历史询价's store, for `RootStore.feature`. */
export const createInquiryHistoryStore = build(true);
