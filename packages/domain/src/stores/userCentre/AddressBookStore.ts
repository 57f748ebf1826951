import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import type { AddressDraft, CustomerAddress, Region } from '../../contract/address.ts';
import { ApiError } from '../../http/index.ts';
import { createAddressService } from '../../services/address.ts';
import type { AddressService } from '../../services/address.ts';
import type { Environment } from '../Environment.ts';
import { Resource } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';

interface AddressBookStoreDeps {
  service: AddressService;
  env: Pick<Environment, 'notify'>;
}

/** The address dialog: a new address, or the one being edited. */
export type AddressEditing = { kind: 'add' } | { kind: 'edit'; address: CustomerAddress };

/** An empty address form (nothing picked in the cascade). */
export const BLANK_ADDRESS: AddressDraft = {
  provinceId: 0,
  cityId: 0,
  districtId: 0,
  detail: '',
  contactName: '',
  contactPhone: '',
  isDefault: false,
};

/**
 * 收货地址 (userInfo/companyAddress): the company's addresses (getAddressByCustomerId, the
 * default first); the province → city → district cascade, each level asked of the server once
 * and kept; adding and editing in a dialog, deleting after a confirm, setting the default.
 * Each write is sent once at a time and reloads the list (the server keeps exactly one default);
 * an addition carries an Idempotency-Key its retry reuses, so a lost answer adds no second one.
 */
export class AddressBookStore {
  readonly addresses: Resource<CustomerAddress[]>;
  readonly provinces: Resource<Region[]>;
  /** The cities (`p<provinceId>`) and districts (`c<cityId>`) asked so far. */
  readonly #children = observable.map<string, Region[]>({}, { deep: false });
  /** The dialog open; null for none. */
  editing: AddressEditing | null = null;
  /** The address waiting for the confirmation of its removal; null for none. */
  deleting: CustomerAddress | null = null;
  /** A write is in flight. */
  saving = false;
  /** The province and city picked in the dialog's cascade (0 for none). */
  picked = { provinceId: 0, cityId: 0 };
  readonly #deps: AddressBookStoreDeps;
  /** The addition: the same draft sent again after a failure reuses its key. */
  readonly #adding: SingleFlight<AddressDraft, CustomerAddress>;

  constructor(deps: AddressBookStoreDeps) {
    this.#deps = deps;
    this.#adding = new SingleFlight((draft: AddressDraft, key: string) =>
      deps.service.add(draft, key),
    );
    this.addresses = new Resource(deps.service.addresses);
    this.provinces = new Resource(deps.service.provinces);
    makeAutoObservable(
      this,
      { addresses: false, provinces: false, editing: observableRef, deleting: observableRef },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    await Promise.all([this.addresses.load(), this.provinces.load()]);
  }

  /** The picked province's cities, once they arrived; [] before. */
  get cities(): readonly Region[] {
    return this.#children.get(`p${this.picked.provinceId}`) ?? [];
  }

  /** The picked city's districts, once they arrived; [] before. */
  get districts(): readonly Region[] {
    return this.#children.get(`c${this.picked.cityId}`) ?? [];
  }

  /** Picks a province (no city yet) and asks for its cities, once. */
  pickProvince(provinceId: number): Promise<void> {
    this.picked = { provinceId, cityId: 0 };
    return this.#ask(`p${provinceId}`, provinceId, () => this.#deps.service.cities(provinceId));
  }

  /** Picks a city and asks for its districts, once. */
  pickCity(cityId: number): Promise<void> {
    this.picked = { ...this.picked, cityId };
    return this.#ask(`c${cityId}`, cityId, () => this.#deps.service.districts(cityId));
  }

  async #ask(key: string, id: number, fetch: () => Promise<Region[]>): Promise<void> {
    if (id <= 0 || this.#children.has(key)) return;
    try {
      const regions = await fetch();
      runInAction(() => this.#children.set(key, regions));
    } catch (failure) {
      // The client has told the buyer; the select stays empty and may be picked again.
      if (!(failure instanceof ApiError)) throw failure;
    }
  }

  /** Opens the dialog for a new address, or to edit one (its cascade asked at once). */
  open(editing: AddressEditing): void {
    this.editing = editing;
    this.picked = { provinceId: 0, cityId: 0 };
    if (editing.kind === 'edit') {
      void this.pickProvince(editing.address.provinceId);
      void this.pickCity(editing.address.cityId);
    }
  }

  close(): void {
    this.editing = null;
  }

  /** The dialog's first values. */
  get draft(): AddressDraft {
    const editing = this.editing;
    if (editing?.kind !== 'edit') return { ...BLANK_ADDRESS, isDefault: this.isEmpty };
    const { provinceId, cityId, districtId, detail, contactName, contactPhone, isDefault } =
      editing.address;
    return { provinceId, cityId, districtId, detail, contactName, contactPhone, isDefault };
  }

  /** The company has no address yet (the first one will be the default). */
  get isEmpty(): boolean {
    return (this.addresses.data ?? []).length === 0;
  }

  /** Saves the dialog's address (added or edited); answers whether it was saved. */
  save(draft: AddressDraft): Promise<boolean> {
    const editing = this.editing;
    if (!editing) return Promise.resolve(false);
    const { service } = this.#deps;
    return this.#write(
      () =>
        editing.kind === 'edit'
          ? service.update(editing.address.id, draft)
          : this.#adding.run(draft),
      editing.kind === 'edit' ? '收货地址已保存' : '收货地址已添加',
      () => (this.editing = null),
    );
  }

  /** Asks to confirm the removal of an address. */
  askDelete(address: CustomerAddress | null): void {
    this.deleting = address;
  }

  /** Removes the address waiting for confirmation. */
  confirmDelete(): Promise<boolean> {
    const address = this.deleting;
    if (!address) return Promise.resolve(false);
    return this.#write(
      () => this.#deps.service.remove(address.id),
      '收货地址已删除',
      () => (this.deleting = null),
    );
  }

  makeDefault(address: CustomerAddress): Promise<boolean> {
    return this.#write(() => this.#deps.service.setDefault(address.id), '已设为默认地址');
  }

  /** Sends one write; `send` answers null for a failure already shown (a SingleFlight's). */
  async #write(send: () => Promise<unknown>, done: string, after?: () => void): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    try {
      if ((await send()) === null) {
        void this.addresses.load();
        return false;
      }
      runInAction(() => after?.());
      this.#deps.env.notify.success(done);
      await this.addresses.load();
      return true;
    } catch (failure) {
      // The client has shown the server's message; a failed write may still have changed the list.
      if (!(failure instanceof ApiError)) throw failure;
      void this.addresses.load();
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  reset(): void {
    this.addresses.reset();
    this.provinces.reset();
    this.#children.clear();
    this.editing = null;
    this.deleting = null;
    this.saving = false;
    this.picked = { provinceId: 0, cityId: 0 };
    this.#adding.reset();
  }
}

/** The address book's store, for `RootStore.feature`. */
export const createAddressBookStore: FeatureFactory<AddressBookStore> = ({ http, env }) =>
  new AddressBookStore({ service: createAddressService(http), env });
