import type { IComputedValue } from 'mobx';
import { computed, makeAutoObservable, reaction, runInAction } from 'mobx';
import type {
  IdentificationResult,
  InquiryRef,
  LineSuggestion,
  SubmitInquiryRequest,
} from '../../contract/inquiry.ts';
import { INQUIRY_LIMITS, submitInquiryRequest } from '../../contract/inquiry.ts';
import { ApiError } from '../../http/index.ts';
import type { DraftLine, InquiryDraft, LineErrors, LineField } from '../../rules/inquiry.ts';
import { readNotation } from '../../contract/notation.ts';
import { SIZE_FIELDS } from '../../contract/productForms.ts';
import {
  LINE_FIELDS,
  PRODUCT_FIELDS,
  draftFrom,
  lineFields,
  emptyLine,
  isBlankLine,
  lineErrors,
  parseDraft,
  linesLeftOutText,
  theoreticalTonnes,
  toRequest,
  withSuggestion,
  withinLineLimit,
} from '../../rules/inquiry.ts';
import { createInquiryService } from '../../services/inquiry.ts';
import type { InquiryService } from '../../services/inquiry.ts';
import { readJson, STORAGE_KEYS, writeJson } from '../../storage/index.ts';
import type { StoredUser } from '../../contract/session.ts';
import type { Environment } from '../Environment.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { PausedQuery } from '../kit/PausedQuery.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';
import { WorkbookImport } from './WorkbookImport.ts';

/**
 * Where the form's draft is kept (new, copy and draft modes); edit mode adds '.<id>'. Per user:
 * the storage the root hands its stores keeps it apart for each (PER_USER_KEYS).
 */
const INQUIRY_DRAFT_KEY = STORAGE_KEYS.inquiryDraft;
/** How often identificationResult is polled, and how many times at most. */
export const IDENTIFY_POLL_MS = 1_000;
const IDENTIFY_POLLS = 30;
/** How long typing must pause before the search key is asked, and how many suggestions show. */
export const SUGGEST_DELAY_MS = 300;
const SUGGESTIONS_SHOWN = 8;

const SUBMITTED_MESSAGE = '询价单已提交';
const TEMPLATE_NAME = '询价单导入模板.xlsx';
/** Said when a picked file cannot be read at all (our text; the spec gives none). */
const READ_FAILED = '文件读取失败，请重新选择';

/** The form's modes: a new inquiry (query, or a kept draft: queryShadowAdd), a copy, an edit. */
export type InquiryFormMode = 'new' | 'draft' | 'copy' | 'edit';

/** Where the identification of pasted text stands. */
export type IdentifyStatus = 'idle' | 'pending' | 'succeeded' | 'failed' | 'error';

type ContactField = 'contactName' | 'contactPhone' | 'remark';

/** A line as the form's table shows it: its fields' text, the problems to show, its tonnes. */
export interface LineView {
  key: string;
  values: Readonly<Record<LineField, string>>;
  /** The problem of each field, once it should show. */
  errors: LineErrors;
  /** The theoretical tonnes of a line in pieces, or null. */
  tonnes: string | null;
  /** The sizes the line's product form does not take (the table greys them out). */
  disabled: readonly LineField[];
  /** What the identification says of a field: guessed, to be checked. */
  notes: Partial<Record<LineField, string>>;
}

/** An item the identification read, as the buyer checks and corrects it before adding it. */
export interface IdentifiedItem {
  /** The item's text as written. */
  text: string;
  /** The line read, editable; null when the item held nothing of an inquiry. */
  line: DraftLine | null;
  guessed: readonly IdentifiedField[];
  missing: readonly IdentifiedField[];
  notes: readonly string[];
  reason: string | null;
}
type IdentifiedField = IdentificationResult['rows'][number]['guessed'][number];

/** The fields of an identified line the dialog shows (city, date and remark are the form's). */
export const IDENTIFIED_FIELDS = [...PRODUCT_FIELDS, 'quantity', 'unit'] as const;

/** Beside a field the identification assumed. */
const GUESSED_NOTE = '推测，请核对';
/** Beside a field the identification could not read. */
const MISSING_NOTE = '未识别，请填写';

interface InquiryFormDeps {
  service: InquiryService;
  /** The logged-in user, the form's default contact. */
  session: { readonly user: StoredUser | null };
  env: Pick<Environment, 'notify' | 'open' | 'storage' | 'timers' | 'saveFile' | 'today'>;
}

/** A line's typed fields, without its key and batch. */
const fieldsOf = ({
  key: _key,
  batchId: _batchId,
  ...fields
}: DraftLine): Record<LineField, string> => fields;

/**
 * The inquiry form (query, queryCopy, queryShadowAdd, queryEditShadowAdd): the contact and a
 * table of lines, checked field by field with the contract's schema, kept in browser storage on
 * every change (so a failed submit, a reload or leaving the page loses nothing), filled from spot
 * goods, frequent products, history requirements, pasted text (identification) and the
 * buyer's own workbooks (.xlsx, .xls, .csv, read in the browser and previewed before their
 * lines are added), and sent once (Idempotency-Key).
 */
export class InquiryFormStore {
  mode: InquiryFormMode = 'new';
  draft: InquiryDraft = { contactName: '', contactPhone: '', remark: '', lines: [] };
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  /** After a submit attempt every problem shows; before, only those of fields left. */
  showAllErrors = false;
  /**
   * The fields left ('contactName', '<line key>.<field>'): a map, whose `has` is observed key
   * by key, so that touching one line's field changes that line's view only.
   */
  readonly touched = new Map<string, true>();
  /** The submit: sent once, a retry of the same draft with the same Idempotency-Key. */
  readonly sending: SingleFlight<SubmitInquiryRequest, InquiryRef>;
  frequent: LineSuggestion[] | null = null;
  history: LineSuggestion[] | null = null;
  identifyText = '';
  identifyStatus: IdentifyStatus = 'idle';
  identified: IdentificationResult | null = null;
  /** The preview of the workbook picked, until its lines are added or it is closed. */
  workbook: WorkbookImport | null = null;
  /** The items of the last identification, each line editable before it is added. */
  identifiedItems: IdentifiedItem[] = [];
  /** The identification's dialog is open. */
  identifyOpen = false;
  /** The line whose specification is being typed, with the search key's suggestions for it. */
  suggestFor: string | null = null;
  suggestions: LineSuggestion[] = [];
  /** 常询产品 found by inventory code (null: not searched). */
  byCode: LineSuggestion[] | null = null;
  readonly service: InquiryService;
  readonly #env: InquiryFormDeps['env'];
  readonly #session: InquiryFormDeps['session'];
  /** The last inquiry's delivery city, for new lines while the table has none. */
  #lastCity = '';
  #nextKey = 1;
  #poll: unknown = null;
  /** The line's specification search, and 常询产品's search by inventory code. */
  readonly #specQuery: PausedQuery;
  readonly #codeQuery: PausedQuery;
  #stopSaving: (() => void) | null = null;
  /** Each line's view, computed while observed: the same object until that line changes. */
  readonly #views = new WeakMap<DraftLine, IComputedValue<LineView>>();

  constructor({ service, session, env }: InquiryFormDeps) {
    this.service = service;
    this.#session = session;
    this.#env = env;
    this.#specQuery = new PausedQuery(env.timers, SUGGEST_DELAY_MS);
    this.#codeQuery = new PausedQuery(env.timers, SUGGEST_DELAY_MS);
    this.sending = new SingleFlight((request: SubmitInquiryRequest, key: string) =>
      service.submit(request, key),
    );
    makeAutoObservable(this, { service: false, sending: false }, { autoBind: true });
  }

  /** The submit is in flight. */
  get submitting(): boolean {
    return this.sending.pending;
  }

  get storageKey(): string {
    return this.mode === 'edit' && this.draft.id !== undefined
      ? `${INQUIRY_DRAFT_KEY}.${this.draft.id}`
      : INQUIRY_DRAFT_KEY;
  }

  /** The day of the form's checks (a wanted date before it is refused). */
  get today(): string {
    return this.#env.today();
  }

  /**
   * Whether a line is checked: a line the buyer typed in, or, after a submit with nothing
   * typed, the first line (so that the empty submit names what it needs).
   */
  #checked(line: DraftLine): boolean {
    if (!isBlankLine(line)) return true;
    return this.showAllErrors && this.filledCount === 0 && this.draft.lines[0] === line;
  }

  /** Each line's problems by field. */
  get errors(): ReadonlyMap<string, LineErrors> {
    return new Map(
      this.draft.lines
        .filter((line) => this.#checked(line))
        .map((line) => [line.key, lineErrors(line, this.today)]),
    );
  }

  /**
   * What keeps the form from being sent, once a submit was tried: nothing typed, and each line
   * with a problem and the fields it concerns (the titles are the table's), e.g.
   * '第 1 行：牌号、厚度'. Empty before a submit, and when the form can be sent.
   */
  submitProblems(titles: Readonly<Record<LineField, string>>): string[] {
    if (!this.showAllErrors) return [];
    const problems: string[] = [];
    if (this.filledCount === 0) problems.push('请至少填写一行询价明细');
    this.draft.lines.forEach((line, index) => {
      const fields = LINE_FIELDS.filter((field) => this.errors.get(line.key)?.[field]);
      if (fields.length > 0)
        problems.push(`第 ${index + 1} 行：${fields.map((field) => titles[field]).join('、')}`);
    });
    const contact = Object.values(this.contactErrors);
    return [...problems, ...contact];
  }

  get contactErrors(): Partial<Record<ContactField, string>> {
    const result = submitInquiryRequest.safeParse({ ...this.draft, lines: [] });
    const errors: Partial<Record<ContactField, string>> = {};
    if (result.success) return errors;
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (field === 'contactName' || field === 'contactPhone' || field === 'remark')
        errors[field] ??= issue.message;
    }
    return errors;
  }

  /** The lines that will be sent. */
  get filledCount(): number {
    return this.draft.lines.filter((line) => !isBlankLine(line)).length;
  }

  /** Nothing to send, or a problem somewhere. */
  get valid(): boolean {
    return (
      this.filledCount > 0 &&
      Object.keys(this.contactErrors).length === 0 &&
      [...this.errors.values()].every((errors) => Object.keys(errors).length === 0)
    );
  }

  /** The form holds as many lines as it may (INQUIRY_LIMITS.lines): 添加一行 is refused. */
  get linesFull(): boolean {
    return this.draft.lines.length >= INQUIRY_LIMITS.lines;
  }

  /**
   * What the table shows of `line`. Read while observed (an observer's render), it is the same
   * object until the line's own fields, its touched fields or `showAllErrors` change: a
   * keystroke in one line gives a new view of that line only, and the table renders that
   * line's row alone.
   */
  lineView(line: DraftLine): LineView {
    let view = this.#views.get(line);
    if (!view) {
      view = computed(() => this.#viewOf(line));
      this.#views.set(line, view);
    }
    return view.get();
  }

  #viewOf(line: DraftLine): LineView {
    const { key } = line;
    const problems: LineErrors = this.#checked(line) ? lineErrors(line, this.today) : {};
    const errors: LineErrors = {};
    for (const field of LINE_FIELDS) {
      const problem = problems[field];
      if (problem && (this.showAllErrors || this.touched.has(`${key}.${field}`)))
        errors[field] = problem;
    }
    return { ...this.#shape(line), errors };
  }

  /** A line's view without its problems: values, tonnes and the sizes its form leaves out. */
  #shape(line: DraftLine): Omit<LineView, 'errors'> {
    const { used } = lineFields(line);
    const disabled = SIZE_FIELDS.filter((field) => !used.includes(field) && line[field] === '');
    return {
      key: line.key,
      values: fieldsOf(line),
      tonnes: theoreticalTonnes(line),
      disabled,
      notes: {},
    };
  }

  /**
   * An identified item's line as the identification dialog shows it: the fields it guessed
   * marked '推测，请核对', those its form needs and it missed as problems ('未识别，请填写',
   * until filled), and its other problems as the form would name them.
   */
  identifiedView(item: IdentifiedItem & { line: DraftLine }): LineView {
    const { line } = item;
    const problems = lineErrors(line, this.today);
    const errors: LineErrors = {};
    for (const field of IDENTIFIED_FIELDS) {
      const problem = problems[field];
      if (problem) errors[field] = item.missing.includes(field) ? MISSING_NOTE : problem;
    }
    const notes: LineView['notes'] = {};
    for (const field of IDENTIFIED_FIELDS)
      if (item.guessed.includes(field) && !errors[field]) notes[field] = GUESSED_NOTE;
    return { ...this.#shape(line), errors, notes };
  }

  contactError(field: ContactField): string | undefined {
    if (!this.showAllErrors && !this.touched.has(field)) return undefined;
    return this.contactErrors[field];
  }

  /**
   * Opens the form in a mode: restores the kept draft, or loads the inquiry copied or edited;
   * spot batches (`batchIds`) become lines, and a goods search's `words` are read as the
   * identification reads (its dialog opens with the lines to check).
   */
  async open(
    mode: InquiryFormMode,
    options: { id?: number; batchIds?: number[]; words?: string } = {},
  ) {
    this.#stopSaving?.();
    this.mode = mode;
    this.status = 'loading';
    this.showAllErrors = false;
    this.touched.clear();
    try {
      const kept = mode === 'edit' ? null : this.#kept(INQUIRY_DRAFT_KEY);
      if ((mode === 'copy' || mode === 'edit') && options.id !== undefined) {
        const kept = this.#kept(`${INQUIRY_DRAFT_KEY}.${options.id}`);
        const source = mode === 'edit' && kept ? null : await this.#load(mode, options.id);
        runInAction(() => {
          this.draft = source ? this.#fromRequest(source) : (kept as InquiryDraft);
        });
      } else {
        runInAction(() => {
          this.draft = kept ?? { contactName: '', contactPhone: '', remark: '', lines: [] };
        });
      }
      await this.#prefill();
      if (options.batchIds?.length) await this.addFromBatches(options.batchIds);
      runInAction(() => {
        if (this.draft.lines.length === 0) this.addLine();
        if (options.words?.trim()) this.identifyHere(options.words.trim());
        this.status = 'ready';
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      runInAction(() => {
        this.status = 'error';
      });
      return;
    }
    this.#stopSaving = reaction(
      () => JSON.stringify(this.draft),
      (json) => {
        writeJson(this.#env.storage, this.storageKey, JSON.parse(json) as InquiryDraft);
      },
    );
  }

  #kept(key: string): InquiryDraft | null {
    const draft = readJson(this.#env.storage, key, parseDraft);
    if (!draft || draft.lines.length === 0) return null;
    for (const line of draft.lines) {
      const number = Number(line.key.replace(/^l/, ''));
      if (Number.isFinite(number)) this.#nextKey = Math.max(this.#nextKey, number + 1);
    }
    return draft;
  }

  #load(mode: 'copy' | 'edit', id: number): Promise<SubmitInquiryRequest> {
    return mode === 'edit' ? this.service.modify(id) : this.service.shadow(id);
  }

  #fromRequest(request: SubmitInquiryRequest): InquiryDraft {
    return {
      ...(this.mode === 'edit' && request.id !== undefined && { id: request.id }),
      contactName: request.contactName,
      contactPhone: request.contactPhone,
      remark: request.remark ?? '',
      lines: request.lines.map((line) => draftFrom(this.#key(), line)),
    };
  }

  /**
   * Where the form has no contact: the logged-in user's own name and mobile (never the contact
   * of the company's last inquiry, which may be another user's), and the last inquiry's city.
   */
  async #prefill(): Promise<void> {
    if (this.draft.contactName && this.draft.contactPhone) return;
    const user = this.#session.user;
    runInAction(() => {
      this.draft.contactName ||= user?.realname ?? '';
      this.draft.contactPhone ||= user?.username ?? '';
    });
    const last = await this.service.lastInfo();
    if (!last) return;
    runInAction(() => {
      this.#lastCity = last.deliveryCity;
      for (const line of this.draft.lines) line.deliveryCity ||= last.deliveryCity;
    });
  }

  #key(): string {
    return `l${this.#nextKey++}`;
  }

  /** What a new line starts with: the city and date of the line above. */
  #defaults() {
    const last = this.draft.lines.at(-1);
    return {
      deliveryCity: last?.deliveryCity || this.#lastCity,
      wantedDate: last?.wantedDate ?? '',
    };
  }

  /** Adds an empty line at the end and answers its key; null when the form is full. */
  addLine(): string | null {
    if (this.linesFull) return null;
    const line = emptyLine(this.#key(), this.#defaults());
    this.draft.lines.push(line);
    return line.key;
  }

  removeLine(key: string): void {
    this.draft.lines = this.draft.lines.filter((line) => line.key !== key);
    if (this.draft.lines.length === 0) this.addLine();
  }

  setField(key: string, field: LineField, value: string): void {
    const line = this.draft.lines.find((one) => one.key === key);
    if (line) line[field] = value;
  }

  setContact(field: ContactField, value: string): void {
    this.draft[field] = value;
  }

  /** A field was left: its problem shows from now on. */
  touch(name: string): void {
    this.touched.set(name, true);
  }

  /**
   * Lines from suggestions, replacing a blank last line, up to the form's limit of lines: those
   * beyond it are left out, and the buyer is told how many. Answers how many were left out.
   */
  addLines(
    sources: readonly (LineSuggestion | Partial<SubmitInquiryRequest['lines'][number]>)[],
  ): number {
    const defaults = this.#defaults();
    return this.#addDrafts(sources.map((source) => draftFrom('', source, defaults)));
  }

  /** Lines added as `addLines` says, each given a key of the form's. */
  #addDrafts(lines: readonly DraftLine[]): number {
    if (lines.length === 0) return 0;
    const last = this.draft.lines.at(-1);
    if (last && isBlankLine(last)) this.draft.lines.pop();
    const { taken, left } = withinLineLimit(this.draft.lines.length, lines);
    this.draft.lines.push(...taken.map((line) => ({ ...line, key: this.#key() })));
    if (left > 0) this.#env.notify.warning(linesLeftOutText(left));
    return left;
  }

  /**
   * Spot batches (from the cart, a goods detail or 再次购买) as lines, each of its batch's form
   * (an ingot too). A batch the server no longer has is left out, and the buyer is told how
   * many were (the text is ours; the spec gives none).
   */
  async addFromBatches(batchIds: readonly number[]): Promise<void> {
    const lines = await this.service.fromBatches([...batchIds]);
    this.addLines(lines);
    const left = batchIds.filter((id) => !lines.some(({ batchId }) => batchId === id)).length;
    if (left > 0) this.#env.notify.warning(`${left} 件现货已下架或不存在，未带入询价`);
  }

  /** 常购产品: the frequently inquired products and the history requirements. */
  async loadFrequent(): Promise<void> {
    const [frequent, history] = await Promise.all([
      this.service.frequent(),
      this.service.historyRequire(),
    ]);
    runInAction(() => {
      this.frequent = frequent;
      this.history = history;
    });
  }

  /**
   * The buyer types a line's specification (its 牌号 field, e.g. '6063-T5' or an inventory
   * code): once typing pauses, the search key's suggestions open under it.
   */
  searchSpec(key: string, text: string): void {
    const term = text.trim();
    if (term === '') {
      this.closeSuggestions();
      return;
    }
    this.#specQuery.ask(
      () => this.service.searchKey(term),
      (found) =>
        runInAction(() => {
          this.suggestFor = key;
          this.suggestions = found.slice(0, SUGGESTIONS_SHOWN);
        }),
      () => runInAction(() => this.closeSuggestions()),
    );
  }

  /** A suggestion chosen: it fills the line's product fields (see `withSuggestion`). */
  pickSuggestion(key: string, index: number): void {
    const suggestion = this.suggestions[index];
    const at = this.draft.lines.findIndex((line) => line.key === key);
    const line = this.draft.lines[at];
    if (suggestion && line) this.draft.lines[at] = withSuggestion(line, suggestion);
    this.closeSuggestions();
  }

  closeSuggestions(): void {
    this.#specQuery.cancel();
    this.suggestFor = null;
    this.suggestions = [];
  }

  /**
   * 常询产品 whose inventory code contains `code`, asked once typing pauses (an answer for older
   * text is dropped); an empty code clears the search at once.
   */
  searchByCode(code: string): void {
    const term = code.trim();
    if (term === '') {
      this.#codeQuery.cancel();
      this.byCode = null;
      return;
    }
    this.#codeQuery.ask(
      () => this.service.frequentByCode(term),
      (found) =>
        runInAction(() => {
          this.byCode = found;
        }),
    );
  }

  setIdentifyText(text: string): void {
    this.identifyText = text;
  }

  /** Starts the identification of the pasted text and polls until it is read. */
  async identify(): Promise<void> {
    if (this.identifyStatus === 'pending' || this.identifyText.trim() === '') return;
    this.identifyStatus = 'pending';
    this.identified = null;
    try {
      const { id } = await this.service.identify(this.identifyText);
      this.#pollIdentification(id, IDENTIFY_POLLS);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      runInAction(() => {
        this.identifyStatus = 'error';
      });
    }
  }

  #pollIdentification(id: number, left: number): void {
    this.#poll = this.#env.timers.setTimeout(() => {
      void this.service.identificationResult(id).then(
        (result) =>
          runInAction(() => {
            if (result.status === 'pending' && left > 1) {
              this.#pollIdentification(id, left - 1);
              return;
            }
            this.#showIdentified(result.rows);
            this.identified = result;
            this.identifyStatus = result.status === 'pending' ? 'failed' : result.status;
          }),
        () =>
          runInAction(() => {
            this.identifyStatus = 'error';
          }),
      );
    }, IDENTIFY_POLL_MS);
  }

  /** The items read, each line made editable with the form's city and date to start from. */
  #showIdentified(rows: readonly Omit<IdentificationResult['rows'][number], 'row'>[]): void {
    const defaults = this.#defaults();
    this.identifiedItems = rows.map(({ text, line, guessed, missing, notes, reason }) => ({
      text,
      line: line ? draftFrom(`i${this.#nextKey++}`, line, defaults) : null,
      guessed,
      missing,
      notes,
      reason,
    }));
  }

  /**
   * Reads `text` here, with the parser the mall's identification uses (contract/notation.ts),
   * and shows the items as an identification would: the goods search's words carried into
   * the form (发布求购) are checked by the buyer before they become lines.
   */
  identifyHere(text: string): void {
    this.identifyText = text;
    const items = readNotation(text, this.today);
    this.#showIdentified(items);
    this.identified = {
      id: 0,
      status: items.some(({ reason }) => reason === null) ? 'succeeded' : 'failed',
      rows: items.map((item, index) => ({ row: index + 1, ...item })),
    };
    this.identifyStatus = items.some(({ line }) => line) ? 'succeeded' : 'failed';
    this.identifyOpen = true;
  }

  setIdentifyOpen(open: boolean): void {
    this.identifyOpen = open;
  }

  /** Back to the text, to read it again (the items read are dropped). */
  clearIdentified(): void {
    this.identified = null;
    this.identifiedItems = [];
    this.identifyStatus = 'idle';
  }

  /** An identified line the buyer does not want. */
  removeIdentified(key: string): void {
    this.identifiedItems = this.identifiedItems.filter((item) => item.line?.key !== key);
  }

  /** The buyer corrects a field of an identified line. */
  setIdentifiedField(key: string, field: LineField, value: string): void {
    const line = this.identifiedItems.find((item) => item.line?.key === key)?.line;
    if (line) line[field] = value;
  }

  /** Adds the identified lines, as corrected, to the table, where they are checked like typed ones. */
  acceptIdentified(): void {
    this.#addDrafts(this.identifiedItems.flatMap(({ line }) => (line ? [line] : [])));
    this.clearIdentified();
    this.identifyText = '';
    this.identifyOpen = false;
  }

  async downloadTemplate(): Promise<void> {
    try {
      const file = await this.service.exportTemplate();
      this.#env.saveFile(file.blob, file.fileName ?? TEMPLATE_NAME);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }

  /**
   * Reads a picked workbook in the browser (its reader loaded only now) into a preview; its
   * lines are added once the buyer confirms it (`confirmImport`). A file picked while another
   * is read replaces it.
   */
  async importFile(file: File): Promise<void> {
    const preview = new WorkbookImport(file.name, this.#defaults());
    this.workbook = preview;
    try {
      const [{ readWorkbookFile }, bytes] = await Promise.all([
        import('../../workbook/readWorkbookFile.ts'),
        file.arrayBuffer(),
      ]);
      preview.load(readWorkbookFile(file.name, new Uint8Array(bytes)));
    } catch {
      preview.fail(READ_FAILED);
    }
  }

  /**
   * How many of the preview's good lines the form takes (it holds INQUIRY_LIMITS.lines at
   * most, a blank last line replaced) and how many are left out.
   */
  get importFits(): { taken: number; left: number } {
    const lines = this.workbook?.read.lines ?? [];
    const last = this.draft.lines.at(-1);
    const held = this.draft.lines.length - (last && isBlankLine(last) ? 1 : 0);
    const { taken, left } = withinLineLimit(held, lines);
    return { taken: taken.length, left };
  }

  /** 导入: the preview's good lines are added, once the values it asks are good and room left. */
  confirmImport(): void {
    const lines = this.workbook?.confirm();
    if (!lines || this.importFits.taken === 0) return;
    const left = this.addLines(lines.map(({ line }) => line));
    this.#env.notify.success(`已导入 ${lines.length - left} 行`);
    this.workbook = null;
  }

  closeImport(): void {
    this.workbook = null;
  }

  /**
   * Sends the inquiry once; a failure keeps the draft where it is, and sending it again unchanged
   * reuses the Idempotency-Key, so an answer lost on the way does not make a second inquiry.
   */
  async submit(): Promise<boolean> {
    this.showAllErrors = true;
    if (this.submitting || !this.valid) return false;
    const sent = await this.sending.run(toRequest(this.draft, this.draft.lines));
    if (!sent) return false;
    runInAction(() => {
      this.#stopSaving?.();
      this.#stopSaving = null;
      this.#env.storage.removeItem(this.storageKey);
    });
    this.#env.notify.success(SUBMITTED_MESSAGE);
    this.#env.open({ route: 'queryList' });
    return true;
  }

  reset(): void {
    this.#stopSaving?.();
    this.#stopSaving = null;
    if (this.#poll !== null) this.#env.timers.clearTimeout(this.#poll);
    this.#poll = null;
    this.status = 'idle';
    this.identifyStatus = 'idle';
    this.identified = null;
    this.workbook = null;
    this.identifiedItems = [];
    this.byCode = null;
    this.sending.reset();
    this.closeSuggestions();
  }
}

/** Builds the inquiry form's store for `RootStore.feature`. */
export const createInquiryFormStore: FeatureFactory<InquiryFormStore> = ({ http, session, env }) =>
  new InquiryFormStore({ service: createInquiryService(http), session, env });
