import { makeAutoObservable } from 'mobx';
import type { CustomerAddress, InvoicingAnswer, InvoicingInfo } from '../../contract/address.ts';
import type { DeliveryWay, OrderTerms } from '../../contract/orders.ts';
import { orderTerms } from '../../contract/orders.ts';
import { createAddressService } from '../../services/address.ts';
import type { AddressService } from '../../services/address.ts';
import { Resource } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';

interface OrderTermsStoreDeps {
  service: Pick<AddressService, 'addresses' | 'invoicing'>;
}

/** The fields of the confirmation that can be wrong. */
export type OrderTermsField = 'addressId' | 'remark' | 'poNo';

/**
 * The B2B confirmation of every make-order page (cart, quote, auction): 交货方式 (自提, or 配送 to
 * an address of the company's address book, its default preselected), the company's invoicing
 * information shown read-only, 备注 and 采购单号, checked with the contract's orderTerms as the
 * sandbox checks them. The 采购单号 is checked as it is typed; the rest when the order is sent.
 */
export class OrderTermsStore {
  readonly addresses: Resource<CustomerAddress[]>;
  readonly invoicing: Resource<InvoicingAnswer>;
  deliveryWay: DeliveryWay = 'pickup';
  /** The address picked; null: the company's default (the list's first). */
  pickedAddressId: number | null = null;
  remark = '';
  poNo = '';
  /** An order was asked for: every field's problem is shown from now on. */
  checked = false;

  constructor({ service }: OrderTermsStoreDeps) {
    this.addresses = new Resource(service.addresses);
    this.invoicing = new Resource(service.invoicing);
    makeAutoObservable(this, { addresses: false, invoicing: false }, { autoBind: true });
  }

  load(): Promise<void> {
    return Promise.all([this.addresses.load(), this.invoicing.load()]).then(() => undefined);
  }

  /** Both lookups answered (or failed). */
  get ready(): boolean {
    return [this.addresses.status, this.invoicing.status].every(
      (status) => status === 'ready' || status === 'error',
    );
  }

  /** The company's invoicing information; null before it is filled in (or unread). */
  get invoicingInfo(): InvoicingInfo | null {
    return this.invoicing.data?.info ?? null;
  }

  /** The address 配送 goes to: the one picked, else the default; null without addresses. */
  get addressId(): number | null {
    const list = this.addresses.data ?? [];
    const picked = list.find(({ id }) => id === this.pickedAddressId);
    return (picked ?? list.find(({ isDefault }) => isDefault) ?? list[0])?.id ?? null;
  }

  /** The terms as they will be sent. */
  get terms(): OrderTerms {
    return {
      deliveryWay: this.deliveryWay,
      addressId: this.deliveryWay === 'delivery' ? this.addressId : null,
      remark: this.remark,
      poNo: this.poNo.trim(),
    };
  }

  /** Each field's first problem (orderTerms'), whether shown yet or not. */
  get problems(): Partial<Record<OrderTermsField, string>> {
    const result = orderTerms.safeParse(this.terms);
    const problems: Partial<Record<OrderTermsField, string>> = {};
    if (result.success) return problems;
    for (const { path, message } of result.error.issues) {
      const field = path[0];
      if (field === 'addressId' || field === 'remark' || field === 'poNo')
        problems[field] ??= message;
    }
    return problems;
  }

  /** The problems shown: the 采购单号's as it is typed, every one after an order was asked. */
  get errors(): Partial<Record<OrderTermsField, string>> {
    const { poNo, ...rest } = this.problems;
    return { poNo, ...(this.checked ? rest : {}) };
  }

  setDeliveryWay(way: DeliveryWay): void {
    this.deliveryWay = way;
  }

  pickAddress(id: number): void {
    this.pickedAddressId = id;
  }

  setRemark(remark: string): void {
    this.remark = remark;
  }

  setPoNo(poNo: string): void {
    this.poNo = poNo;
  }

  /** Shows every problem; answers the terms to send, or null while one remains. */
  check(): OrderTerms | null {
    this.checked = true;
    return Object.keys(this.problems).length === 0 ? this.terms : null;
  }

  reset(): void {
    this.addresses.reset();
    this.invoicing.reset();
    this.deliveryWay = 'pickup';
    this.pickedAddressId = null;
    this.remark = '';
    this.poNo = '';
    this.checked = false;
  }
}

/** The make-order confirmation's store, for `RootStore.feature`. */
export const createOrderTermsStore: FeatureFactory<OrderTermsStore> = ({ http }) =>
  new OrderTermsStore({ service: createAddressService(http) });
