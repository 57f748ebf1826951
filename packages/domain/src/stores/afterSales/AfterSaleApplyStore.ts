import { makeAutoObservable, observable, runInAction } from 'mobx';
import type {
  AfterSale,
  AfterSaleKind,
  AfterSaleReason,
  AfterSaleRequest,
  ApplyInfo,
  Measured,
  UploadedPic,
} from '../../contract/afterSales.ts';
import { imageTypeOf } from '../../contract/afterSales.ts';
import type { ApplyErrors, ApplyForm, ClaimLineForm } from '../../rules/afterSales.ts';
import {
  AFTER_SALE_DETAIL_ROUTES,
  EMPTY_MEASURED,
  checkApplyForm,
  maxAmountOf,
  photoError,
} from '../../rules/afterSales.ts';
import { bytesToBase64 } from '../../rules/contracts.ts';
import { needsPhotos } from '../../rules/evidence.ts';
import { createAfterSalesService } from '../../services/afterSales.ts';
import type { AfterSalesService } from '../../services/afterSales.ts';
import type { Environment } from '../Environment.ts';
import { Resource } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';

/** What the form is for: a new application of an order, or the edit of one. */
export type ApplyTarget = { orderId: number } | { afterSaleId: number };

const EMPTY_LINE: ClaimLineForm = {
  selected: false,
  pieces: '',
  weight: '',
  measured: EMPTY_MEASURED,
};

const emptyForm = (): ApplyForm => ({
  kind: null,
  reasonId: null,
  lines: {},
  amount: '',
  description: '',
  contactName: '',
  contactPhone: '',
});

/** The form of an application as it was sent, to edit it. */
const formOf = (sale: AfterSale): ApplyForm => ({
  kind: sale.kind,
  reasonId: sale.reasonId,
  lines: Object.fromEntries(
    sale.lines.map((line) => [
      line.detailId,
      {
        selected: true,
        pieces: line.pieces === null ? '' : String(line.pieces),
        weight: line.weight,
        measured: line.measured ?? EMPTY_MEASURED,
      },
    ]),
  ),
  amount: sale.kind === 'exchange' ? '' : sale.amount,
  description: sale.description,
  contactName: sale.contactName,
  contactPhone: sale.contactPhone,
});

interface AfterSaleApplyStoreDeps {
  service: Pick<
    AfterSalesService,
    'applyInfo' | 'detail' | 'reasons' | 'calculateWeight' | 'uploadPic' | 'apply' | 'update'
  >;
  env: Pick<Environment, 'notify' | 'open'>;
}

/**
 * 新建售后 (orderAfterSales/add?orderId=) and 修改售后 (update?id=): what the order's lines may
 * still claim (getAppApplyInfo), the kind and its reasons, the lines (pieces → calculateWeight,
 * or tonnes), the amount (never above what was paid for them), photos through the watermark
 * upload (checked at the field), the description and the contact. Nothing typed is lost on a
 * refusal; the application is sent once (Idempotency-Key) and its detail opens.
 */
export class AfterSaleApplyStore {
  target: ApplyTarget | null = null;
  readonly info: Resource<ApplyInfo>;
  /** The application being edited; null for a new one. */
  editing: AfterSale | null = null;
  form: ApplyForm = emptyForm();
  errors: ApplyErrors = {};
  reasons = observable.map<AfterSaleKind, AfterSaleReason[]>();
  pics: UploadedPic[] = [];
  /** Photos being uploaded. */
  uploading = 0;
  readonly submitting: SingleFlight<AfterSaleRequest, AfterSale>;
  readonly #deps: AfterSaleApplyStoreDeps;

  constructor(deps: AfterSaleApplyStoreDeps) {
    this.#deps = deps;
    const { service } = deps;
    this.info = new Resource(async () => {
      const target = this.target ?? { orderId: 0 };
      if ('afterSaleId' in target) {
        const [info, sale] = await Promise.all([
          service.applyInfo(target),
          service.detail(target.afterSaleId),
        ]);
        runInAction(() => {
          this.editing = sale;
          this.form = formOf(sale);
          this.pics = sale.pics;
        });
        void this.loadReasons(sale.kind);
        return info;
      }
      const info = await service.applyInfo(target);
      runInAction(() => {
        if (!this.form.contactName) this.form.contactName = info.contactName;
        if (!this.form.contactPhone) this.form.contactPhone = info.contactPhone;
      });
      return info;
    });
    this.submitting = new SingleFlight((request: AfterSaleRequest, key: string) => {
      const editing = this.editing;
      return editing
        ? service.update(editing.afterSaleId, request, key)
        : service.apply(request, key);
    });
    makeAutoObservable(this, { info: false, submitting: false }, { autoBind: true });
  }

  /** Starts the form for an order, or for editing an application. */
  start(target: ApplyTarget): Promise<void> {
    this.reset();
    this.target = target;
    return this.info.load();
  }

  /** The most the application may ask: what was paid for the selected tonnes. */
  get maxAmount(): string {
    return this.info.data ? maxAmountOf(this.form, this.info.data) : '0.00';
  }

  /** The reasons of the chosen kind (empty before it arrives). */
  get kindReasons(): AfterSaleReason[] {
    return this.form.kind ? (this.reasons.get(this.form.kind) ?? []) : [];
  }

  /** The chosen reason's text ('' before one is chosen). */
  get reason(): string {
    return this.kindReasons.find(({ reasonId }) => reasonId === this.form.reasonId)?.reason ?? '';
  }

  /** Whether the chosen kind and reason need photos (the field says so before it is sent). */
  get photosRequired(): boolean {
    return this.form.kind !== null && needsPhotos(this.form.kind, this.reason);
  }

  async loadReasons(kind: AfterSaleKind): Promise<void> {
    if (this.reasons.has(kind)) return;
    try {
      const reasons = await this.#deps.service.reasons(kind);
      runInAction(() => this.reasons.set(kind, reasons));
    } catch {
      // The client has shown why; the select stays empty.
    }
  }

  #clear(field: string): void {
    if (field in this.errors) {
      this.errors = Object.fromEntries(
        Object.entries(this.errors).filter(([key]) => key !== field),
      );
    }
  }

  setKind(kind: AfterSaleKind): void {
    if (kind !== this.form.kind) this.form = { ...this.form, kind, reasonId: null };
    this.#clear('kind');
    void this.loadReasons(kind);
  }

  setField(
    field: 'reasonId' | 'amount' | 'description' | 'contactName' | 'contactPhone',
    value: string,
  ): void {
    this.form =
      field === 'reasonId'
        ? { ...this.form, reasonId: value ? Number(value) : null }
        : { ...this.form, [field]: value };
    this.#clear(field);
  }

  #line(detailId: number): ClaimLineForm {
    return this.form.lines[detailId] ?? EMPTY_LINE;
  }

  #setLine(detailId: number, patch: Partial<ClaimLineForm>): void {
    this.form = {
      ...this.form,
      lines: { ...this.form.lines, [detailId]: { ...this.#line(detailId), ...patch } },
    };
  }

  selectLine(detailId: number, selected: boolean): void {
    this.#setLine(detailId, { selected });
    this.#clear('lines');
  }

  /** Tonnes of a line sold by weight. */
  setWeight(detailId: number, weight: string): void {
    this.#setLine(detailId, { weight });
    this.#clear(`weight:${detailId}`);
  }

  /** Pieces of sheet goods: their tonnes come from calculateWeight (a stale answer is dropped). */
  async setPieces(detailId: number, pieces: string): Promise<void> {
    this.#setLine(detailId, { pieces, weight: '' });
    this.#clear(`pieces:${detailId}`);
    const line = this.info.data?.lines.find((one) => one.detailId === detailId);
    const count = Number(pieces);
    if (!line || line.pieceWeight === null || !/^\d+$/.test(pieces) || count < 1) return;
    try {
      const { weight } = await this.#deps.service.calculateWeight({
        batchId: line.batchId,
        pieces: count,
      });
      runInAction(() => {
        if (this.#line(detailId).pieces === pieces) this.#setLine(detailId, { weight });
      });
    } catch {
      // The client has shown why; the weight stays empty and the form asks again.
    }
  }

  setMeasured(detailId: number, field: keyof Measured, value: string): void {
    this.#setLine(detailId, { measured: { ...this.#line(detailId).measured, [field]: value } });
    this.#clear(`measured:${detailId}`);
  }

  /** Checks each chosen photo at the field (count, type by content, size) and uploads it. */
  async addPhotos(files: readonly File[]): Promise<void> {
    this.#clear('pics');
    for (const file of files) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const error = photoError(file, this.pics.length + this.uploading, imageTypeOf(bytes));
      if (error) {
        runInAction(() => (this.errors = { ...this.errors, pics: `${file.name}：${error}` }));
        return;
      }
      runInAction(() => (this.uploading += 1));
      try {
        const pic = await this.#deps.service.uploadPic({
          fileName: file.name,
          content: bytesToBase64(bytes),
        });
        runInAction(() => this.pics.push(pic));
      } catch {
        // The client has shown why; the photo is not kept.
      } finally {
        runInAction(() => (this.uploading -= 1));
      }
    }
  }

  removePhoto(picId: number): void {
    this.pics = this.pics.filter((pic) => pic.picId !== picId);
    this.#clear('pics');
  }

  /** Checks the whole form and sends it once; its detail opens. */
  async submit(): Promise<void> {
    const info = this.info.data;
    if (!info || this.uploading > 0) return;
    const checked = checkApplyForm(
      this.form,
      info,
      this.pics.map(({ picId }) => picId),
      this.reason,
    );
    if ('errors' in checked) {
      this.errors = checked.errors;
      return;
    }
    this.errors = {};
    const sale = await this.submitting.run(checked.request);
    if (!sale) return;
    this.#deps.env.notify.success(this.editing ? '售后申请已修改' : '售后申请已提交');
    this.#deps.env.open({ route: AFTER_SALE_DETAIL_ROUTES[sale.kind], id: sale.afterSaleId });
  }

  reset(): void {
    this.target = null;
    this.info.reset();
    this.editing = null;
    this.form = emptyForm();
    this.errors = {};
    this.pics = [];
    this.uploading = 0;
    this.submitting.reset();
  }
}

/** The application form's store, for `RootStore.feature`. */
export const createAfterSaleApplyStore: FeatureFactory<AfterSaleApplyStore> = ({ http, env }) =>
  new AfterSaleApplyStore({ service: createAfterSalesService(http), env });
