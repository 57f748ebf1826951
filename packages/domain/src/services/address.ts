import {
  addressPaths as a,
  customerAddress,
  customerAddressList,
  invoicingAnswer,
  regionList,
} from '../contract/address.ts';
import type {
  AddressDraft,
  CustomerAddress,
  InvoicingAnswer,
  InvoicingInfo,
  Region,
} from '../contract/address.ts';
import type { HttpClient } from '../http/index.ts';
import { anyData } from './anyData.ts';

/**
 * Every call of 收货地址 and 开票信息 (spec section 7, "Address"; shapes and chosen paths in
 * contract/address.ts). Made inside the area's store factories, so it loads with its pages.
 */
export const createAddressService = (http: HttpClient) => ({
  provinces: (): Promise<Region[]> => http.get(a.provinces, regionList),
  cities: (provinceId: number): Promise<Region[]> =>
    http.get(a.cities, regionList, { params: { provinceId } }),
  districts: (cityId: number): Promise<Region[]> =>
    http.get(a.districts, regionList, { params: { cityId } }),
  /** getAddressByCustomerId: the company's addresses, the default first. */
  addresses: (): Promise<CustomerAddress[]> => http.get(a.customerAddresses, customerAddressList),
  /** Adds an address once (Idempotency-Key): a retry after a lost answer makes no second one. */
  add: (draft: AddressDraft, idempotencyKey: string): Promise<CustomerAddress> =>
    http.post(a.add, customerAddress, draft, { idempotencyKey }),
  update: (id: number, draft: AddressDraft): Promise<CustomerAddress> =>
    http.put(`${a.address}/${id}`, customerAddress, draft),
  remove: async (id: number): Promise<void> => {
    await http.delete(`${a.address}/${id}`, anyData);
  },
  setDefault: async (id: number): Promise<void> => {
    await http.put(`${a.setDefault}/${id}`, anyData, {});
  },
  invoicing: (): Promise<InvoicingAnswer> => http.get(a.invoicing, invoicingAnswer),
  saveInvoicing: (info: InvoicingInfo): Promise<InvoicingAnswer> =>
    http.put(a.updateInvoicing, invoicingAnswer, info),
});
export type AddressService = ReturnType<typeof createAddressService>;
