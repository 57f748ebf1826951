import { makeAutoObservable, runInAction } from 'mobx';
import type { InvoicingAnswer, InvoicingInfo } from '../../contract/address.ts';
import { ApiError } from '../../http/index.ts';
import { createAddressService } from '../../services/address.ts';
import type { AddressService } from '../../services/address.ts';
import type { Environment } from '../Environment.ts';
import { Resource } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';

interface InvoicingStoreDeps {
  service: Pick<AddressService, 'invoicing' | 'saveInvoicing'>;
  env: Pick<Environment, 'notify'>;
}

/** The form's blanks before the company has filled its information in. */
const BLANK: InvoicingInfo = {
  title: '',
  taxNo: '',
  bankName: '',
  bankAccount: '',
  registeredAddress: '',
  registeredPhone: '',
};

/**
 * 开票信息 (userInfo/companyInvoicing): the company's invoicing information, shown, and for the
 * administrator edited in place and saved once at a time; the invoice application makes its
 * invoices out to it.
 */
export class InvoicingStore {
  readonly invoicing: Resource<InvoicingAnswer>;
  /** The form is open (the administrator edits; a company without information starts there). */
  editing = false;
  saving = false;
  readonly #deps: InvoicingStoreDeps;

  constructor(deps: InvoicingStoreDeps) {
    this.#deps = deps;
    this.invoicing = new Resource(deps.service.invoicing);
    makeAutoObservable(this, { invoicing: false }, { autoBind: true });
  }

  /** The information on file; null before it is filled in. */
  get info(): InvoicingInfo | null {
    return this.invoicing.data?.info ?? null;
  }

  /** The form's first values. */
  get draft(): InvoicingInfo {
    return this.info ?? BLANK;
  }

  load(): Promise<void> {
    return this.invoicing.load();
  }

  edit(editing: boolean): void {
    this.editing = editing;
  }

  /** Saves the information; answers whether it was saved. */
  async save(info: InvoicingInfo): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    try {
      const answer = await this.#deps.service.saveInvoicing(info);
      runInAction(() => {
        this.invoicing.data = answer;
        this.editing = false;
      });
      this.#deps.env.notify.success('开票信息已保存');
      return true;
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  reset(): void {
    this.invoicing.reset();
    this.editing = false;
    this.saving = false;
  }
}

/** The invoicing information's store, for `RootStore.feature`. */
export const createInvoicingStore: FeatureFactory<InvoicingStore> = ({ http, env }) =>
  new InvoicingStore({ service: createAddressService(http), env });
