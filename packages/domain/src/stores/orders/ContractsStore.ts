import { makeAutoObservable, runInAction } from 'mobx';
import { CONTRACT_UPLOAD_MAX_BYTES } from '../../contract/orders.ts';
import type { OrderFilter, SaleContract, UploadContractRequest } from '../../contract/orders.ts';
import type { DownloadedFile } from '../../http/index.ts';
import { bytesToBase64, contractFileError } from '../../rules/contracts.ts';
import { createOrderCentreService } from '../../services/orderCentre.ts';
import type { OrderCentreService } from '../../services/orderCentre.ts';
import type { Environment } from '../Environment.ts';
import { FileFetch } from '../kit/FileFetch.ts';
import { PagedList } from '../kit/PagedList.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';

interface ContractsStoreDeps {
  service: Pick<OrderCentreService, 'contracts' | 'viewContract' | 'uploadContract'>;
  env: Pick<Environment, 'notify' | 'saveFile'>;
}

/** The signed contract chosen for an upload, checked and read. */
interface ChosenContract {
  contract: SaleContract;
  /** The chosen file's name; '' before one was chosen. */
  fileName: string;
  /** Why it cannot be uploaded (请上传 PDF 文件, 文件为空, 文件不能超过 5 MB); '' when it can. */
  error: string;
  /** Base64 of the PDF, once read; '' otherwise. */
  content: string;
}

/**
 * 历史合同 (orderHistory): the company's sale contracts (saleContract/order/list, paged, by
 * order number); 查看合同 and 下载合同 fetch the PDF as shown (saleContractView: the signed copy
 * once uploaded), one at a time; 上传盖章合同 (administrators) reads the chosen file, checks it
 * (named .pdf, a PDF by its content, at most CONTRACT_UPLOAD_MAX_BYTES), encodes it as base64
 * and sends it once (customerUploadCustomSaleContract), then reloads the list.
 */
export class ContractsStore {
  readonly list: PagedList<SaleContract, OrderFilter>;
  /** The PDF being fetched (keyed by contract id), one at a time. */
  readonly pdf: FileFetch<number>;
  /** The upload being prepared; null when its dialog is closed. */
  chosen: ChosenContract | null = null;
  readonly upload: SingleFlight<UploadContractRequest, void>;
  readonly #deps: ContractsStoreDeps;

  constructor(deps: ContractsStoreDeps) {
    this.#deps = deps;
    const { service } = deps;
    this.list = new PagedList(service.contracts, {});
    this.pdf = new FileFetch(deps.env.saveFile);
    this.upload = new SingleFlight(async (request) => {
      await service.uploadContract(request);
      deps.env.notify.success('上传成功');
      void this.list.load();
    });
    makeAutoObservable(this, { list: false, pdf: false, upload: false }, { autoBind: true });
  }

  /** The contract's PDF (查看合同 opens it); null when the fetch failed (the client said why). */
  view(contract: SaleContract): Promise<DownloadedFile | null> {
    return this.pdf.fetch(contract.contractId, this.#pdfOf(contract));
  }

  /** 下载合同: saves the PDF under the server's name (or the contract number). */
  download(contract: SaleContract): Promise<void> {
    return this.pdf.save(contract.contractId, this.#pdfOf(contract), `${contract.contractNo}.pdf`);
  }

  /** Opens the upload of a contract's signed copy. */
  startUpload(contract: SaleContract): void {
    this.upload.reset();
    this.chosen = { contract, fileName: '', error: '', content: '' };
  }

  /** Closes the upload, unless it is being sent. */
  cancelUpload(): void {
    if (!this.upload.pending) this.chosen = null;
  }

  /** Checks a chosen file and reads it; a bad file keeps the dialog open with the reason. */
  async choose(file: File | null): Promise<void> {
    const chosen = this.chosen;
    if (!chosen) return;
    if (!file) {
      this.chosen = { ...chosen, fileName: '', error: '请选择盖章合同文件', content: '' };
      return;
    }
    this.chosen = { ...chosen, fileName: file.name, error: '', content: '' };
    // Checked by its content, as the sandbox checks it: a renamed file is not a PDF.
    const bytes = new Uint8Array(await file.arrayBuffer());
    const error = contractFileError(file.name, bytes, CONTRACT_UPLOAD_MAX_BYTES);
    runInAction(() => {
      if (this.chosen?.fileName === file.name)
        this.chosen = { ...this.chosen, error, content: error ? '' : bytesToBase64(bytes) };
    });
  }

  /** Whether the chosen file is checked and read, ready to send. */
  get canUpload(): boolean {
    return this.chosen !== null && this.chosen.content !== '' && this.chosen.error === '';
  }

  /** Sends the chosen file; true when it went through (the dialog then closes). */
  async sendUpload(): Promise<boolean> {
    const chosen = this.chosen;
    if (!chosen || !this.canUpload) return false;
    await this.upload.run({
      contractId: chosen.contract.contractId,
      fileName: chosen.fileName,
      content: chosen.content,
    });
    if (this.upload.status !== 'done') return false;
    runInAction(() => {
      this.chosen = null;
    });
    return true;
  }

  reset(): void {
    this.list.reset();
    this.pdf.reset();
    this.chosen = null;
    this.upload.reset();
  }

  /** The contract's PDF as shown (saleContractView: the signed copy once uploaded). */
  #pdfOf(contract: SaleContract): () => Promise<DownloadedFile> {
    return () => this.#deps.service.viewContract(contract.contractId);
  }
}

/** The history contracts' store, for `RootStore.feature`. */
export const createContractsStore: FeatureFactory<ContractsStore> = ({ http, env }) =>
  new ContractsStore({ service: createOrderCentreService(http), env });
