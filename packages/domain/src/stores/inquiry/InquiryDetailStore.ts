import { makeAutoObservable, observable, runInAction } from 'mobx';
import type {
  InquiryChange,
  InquiryDetail,
  InquiryQueueEntry,
  InquiryRef,
  InquirySummary,
} from '../../contract/inquiry.ts';
import type { InquiryMessage, InquiryMessageRequest } from '../../contract/inquiryDetail.ts';
import { INQUIRY_MESSAGE_MAX, inquiryMessageRequest } from '../../contract/inquiryDetail.ts';
import { splitProblem } from '../../rules/inquiryDetail.ts';
import { createInquiryService } from '../../services/inquiry.ts';
import type { InquiryService } from '../../services/inquiry.ts';
import { createInquiryDetailService } from '../../services/inquiryDetail.ts';
import type { InquiryDetailService } from '../../services/inquiryDetail.ts';
import type { Environment } from '../Environment.ts';
import { FileFetch } from '../kit/FileFetch.ts';
import { Resource } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';

/** The parts of an inquiry's detail: its lines, its change record, its conversation. */
export type InquiryDetailTab = 'lines' | 'changes' | 'messages';

interface InquiryDetailDeps {
  service: Pick<InquiryService, 'changes' | 'again' | 'unpack' | 'queues'>;
  detailService: InquiryDetailService;
  env: Pick<Environment, 'notify' | 'saveFile'>;
}

/**
 * An inquiry's detail beside the list (issue 13, item 2): where the company's waiting inquiries
 * stand in the mall's queue (getInquiryNewQueues), the change record (changeInfo), lines picked
 * for 再次询价 (anginInquiryNew; 重新报价 of an expired line is the same call with that line) and
 * for 拆分 of a 待受理 inquiry (unpackingInquiryDetailNewByBatchIds, confirmed in a dialog that
 * says why a pick cannot be split), the conversation with the mall (validated as the mall does,
 * sent once with an Idempotency-Key, the text kept after a failure) and the quote document
 * (printed in the client, or its PDF saved). Lines are read by the list's store.
 */
export class InquiryDetailStore {
  /** The inquiry whose detail is open. */
  inquiry: InquirySummary | null = null;
  tab: InquiryDetailTab = 'lines';
  readonly picked = observable.set<number>();
  readonly queue: Resource<InquiryQueueEntry[]>;
  readonly changes: Resource<InquiryChange[]>;
  readonly messages: Resource<InquiryMessage[]>;
  /** The message being written, the line it is about (null: the whole inquiry). */
  draft = '';
  draftLine: number | null = null;
  draftTried = false;
  readonly sending: SingleFlight<InquiryMessageRequest, InquiryMessage>;
  /** The 拆分 dialog is open; `splitTried` once 确定拆分 was pressed. */
  splitting = false;
  splitTried = false;
  readonly split: SingleFlight<{ id: number; detailIds: number[] }, InquiryRef>;
  readonly again: SingleFlight<number[], InquiryRef>;
  /** The quote document is shown for printing. */
  printing = false;
  readonly document: FileFetch<number>;
  readonly #env: InquiryDetailDeps['env'];
  readonly #detailService: InquiryDetailService;

  constructor({ service, detailService, env }: InquiryDetailDeps) {
    this.#env = env;
    this.#detailService = detailService;
    this.queue = new Resource(service.queues);
    this.changes = new Resource(() => service.changes(this.inquiry?.id ?? 0));
    this.messages = new Resource(() => detailService.messages(this.inquiry?.id ?? 0));
    this.sending = new SingleFlight((request, key) => detailService.sendMessage(request, key));
    this.split = new SingleFlight(({ id, detailIds }) => service.unpack(id, detailIds));
    this.again = new SingleFlight((detailIds, key) => service.again(detailIds, key));
    this.document = new FileFetch(env.saveFile);
    makeAutoObservable(
      this,
      {
        queue: false,
        changes: false,
        messages: false,
        sending: false,
        split: false,
        again: false,
        document: false,
      },
      { autoBind: true },
    );
  }

  /** Where the inquiry stands in the mall's queue (1 = next), or null when it is not waiting. */
  queuePosition(id: number): number | null {
    return this.queue.data?.find((entry) => entry.id === id)?.position ?? null;
  }

  /** Opens an inquiry's detail on its lines, nothing picked, nothing written. */
  open(inquiry: InquirySummary): void {
    this.close();
    this.inquiry = inquiry;
  }

  close(): void {
    this.inquiry = null;
    this.tab = 'lines';
    this.picked.clear();
    this.changes.reset();
    this.messages.reset();
    this.draft = '';
    this.draftLine = null;
    this.draftTried = false;
    this.sending.reset();
    this.splitting = false;
    this.splitTried = false;
    this.split.reset();
    this.again.reset();
    this.printing = false;
    this.document.reset();
  }

  /**
   * Shows a part of the detail: the change record or the conversation loads the first time, and
   * is fetched again behind what is shown when it comes back (a reply may have arrived).
   */
  setTab(tab: InquiryDetailTab): Promise<void> {
    this.tab = tab;
    const resource = { lines: null, changes: this.changes, messages: this.messages }[tab];
    return resource ? resource.refresh() : Promise.resolve();
  }

  pick(detailId: number, on: boolean): void {
    if (on) this.picked.add(detailId);
    else this.picked.delete(detailId);
  }

  setDraft(text: string): void {
    this.draft = text;
  }

  setDraftLine(detailId: number | null): void {
    this.draftLine = detailId;
  }

  /** The message's problem in the mall's Chinese: too long at once, empty once 发送 was pressed. */
  get draftError(): string | undefined {
    const tooLong = this.draft.trim().length > INQUIRY_MESSAGE_MAX;
    if (!this.draftTried && !tooLong) return undefined;
    const result = inquiryMessageRequest.safeParse({ id: 1, content: this.draft });
    return result.success ? undefined : result.error.issues[0]?.message;
  }

  /** 发送: validated, sent once; the conversation reloads and the field empties on success. */
  async send(): Promise<void> {
    const { inquiry } = this;
    if (!inquiry) return;
    this.draftTried = true;
    if (this.draftError) return;
    const sent = await this.sending.run({
      id: inquiry.id,
      content: this.draft.trim(),
      ...(this.draftLine !== null && { detailId: this.draftLine }),
    });
    if (!sent) return;
    runInAction(() => {
      this.draft = '';
      this.draftLine = null;
      this.draftTried = false;
    });
    await this.messages.refresh();
  }

  askSplit(): void {
    this.split.reset();
    this.splitTried = false;
    this.splitting = true;
  }

  dismissSplit(): void {
    if (this.split.pending) return;
    this.splitting = false;
  }

  /** Why the lines picked cannot be split off, once 确定拆分 was pressed. */
  splitError(detail: InquiryDetail): string | undefined {
    return this.splitTried ? splitProblem(detail.lines.length, this.picked.size) : undefined;
  }

  /** 确定拆分: the picked lines of the 待受理 inquiry become a new one; answers it, or null. */
  async confirmSplit(detail: InquiryDetail): Promise<InquiryRef | null> {
    this.splitTried = true;
    if (this.splitError(detail)) return null;
    const made = await this.split.run({ id: detail.id, detailIds: [...this.picked] });
    if (!made) return null;
    runInAction(() => {
      this.splitting = false;
      this.picked.clear();
    });
    this.#env.notify.success(`已拆分为新询价单 ${made.inquiryNo}`);
    void this.changes.refresh();
    return made;
  }

  /**
   * 再次询价 of the picked lines, or 重新报价 of one expired line: a new 待受理 inquiry with
   * copies of them. Answers it, or null (nothing picked, or refused).
   */
  async askAgain(detailIds: readonly number[]): Promise<InquiryRef | null> {
    if (detailIds.length === 0) {
      this.#env.notify.error('请选择询价明细');
      return null;
    }
    const made = await this.again.run([...detailIds]);
    if (!made) return null;
    runInAction(() => this.picked.clear());
    this.#env.notify.success(`已生成新询价单 ${made.inquiryNo}，等待商城受理`);
    return made;
  }

  showPrint(): void {
    this.printing = true;
  }

  hidePrint(): void {
    this.printing = false;
  }

  /** 下载报价单: the mall's PDF, saved under its name. */
  downloadDocument(): Promise<void> {
    const { inquiry } = this;
    if (!inquiry) return Promise.resolve();
    return this.document.save(
      inquiry.id,
      () => this.#detailService.quoteDocument(inquiry.id),
      `报价单-${inquiry.inquiryNo}.pdf`,
    );
  }

  reset(): void {
    this.close();
    this.queue.reset();
  }
}

/** The inquiry detail's store, for `RootStore.feature`. */
export const createInquiryDetailStore: FeatureFactory<InquiryDetailStore> = ({ http, env }) =>
  new InquiryDetailStore({
    service: createInquiryService(http),
    detailService: createInquiryDetailService(http),
    env,
  });
