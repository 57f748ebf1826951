import { makeAutoObservable, runInAction } from 'mobx';
import type { CompanySeal, SealOpenRequest, SignatureRecord } from '../../contract/signature.ts';
import type { DownloadedFile } from '../../http/index.ts';
import { createOrderCentreService } from '../../services/orderCentre.ts';
import type { OrderCentreService } from '../../services/orderCentre.ts';
import { createSignatureService } from '../../services/signature.ts';
import type { SignatureService } from '../../services/signature.ts';
import type { Environment } from '../Environment.ts';
import { FileFetch } from '../kit/FileFetch.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';
import { PagedList } from '../kit/PagedList.ts';
import { Resource } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';

interface SealStoreDeps {
  service: Pick<SignatureService, 'seal' | 'openSeal' | 'records'>;
  viewContract: OrderCentreService['viewContract'];
  env: Pick<Environment, 'notify' | 'saveFile'>;
}

/**
 * 电子签章 (center/userSignature): the company's seal (not opened, or opened with its image and
 * the authorised signer); opening it (the administrator's: the signer's name and mobile, proved
 * by the SMS code sent to it, sent once); the contracts signed with it (paged), each signed PDF
 * viewable and downloadable (the contract's PDF, which is the signed copy once signed).
 */
export class SealStore {
  readonly seal: Resource<CompanySeal | null>;
  readonly open: SingleFlight<SealOpenRequest, CompanySeal | null>;
  readonly records: PagedList<SignatureRecord>;
  /** The signed PDF being fetched, by contract id, one at a time. */
  readonly pdf: FileFetch<number>;
  /** The opening form is shown. */
  opening = false;
  readonly #deps: SealStoreDeps;

  constructor(deps: SealStoreDeps) {
    this.#deps = deps;
    const { service } = deps;
    this.seal = new Resource(service.seal);
    this.records = new PagedList(service.records, {});
    this.pdf = new FileFetch(deps.env.saveFile);
    this.open = new SingleFlight(async (request, key) => {
      const seal = await service.openSeal(request, key);
      runInAction(() => {
        this.seal.data = seal;
        this.opening = false;
      });
      deps.env.notify.success('电子签章开通成功');
      return seal;
    });
    makeAutoObservable(
      this,
      { seal: false, open: false, records: false, pdf: false },
      { autoBind: true },
    );
  }

  load(): Promise<void> {
    return this.seal.load();
  }

  startOpening(): void {
    this.open.reset();
    this.opening = true;
  }

  cancelOpening(): void {
    if (!this.open.pending) this.opening = false;
  }

  /** Sends the opening once; true when the seal is opened. */
  async openSeal(request: SealOpenRequest): Promise<boolean> {
    return (await this.open.run(request)) !== null;
  }

  /** The record's signed PDF (查看); null when the fetch failed (the client said why). */
  view(record: SignatureRecord): Promise<DownloadedFile | null> {
    return this.pdf.fetch(record.contractId, () => this.#deps.viewContract(record.contractId));
  }

  /** 下载: saves the signed PDF under the server's name. */
  download(record: SignatureRecord): Promise<void> {
    return this.pdf.save(
      record.contractId,
      () => this.#deps.viewContract(record.contractId),
      `${record.contractNo}.pdf`,
    );
  }

  reset(): void {
    this.seal.reset();
    this.open.reset();
    this.records.reset();
    this.pdf.reset();
    this.opening = false;
  }
}

/** The 电子签章 page's store, for `RootStore.feature`. */
export const createSealStore: FeatureFactory<SealStore> = ({ http, env }) =>
  new SealStore({
    service: createSignatureService(http),
    viewContract: createOrderCentreService(http).viewContract,
    env,
  });
