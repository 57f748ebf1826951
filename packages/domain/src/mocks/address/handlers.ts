import { http } from 'msw';
import { addressPaths } from '../../contract/address.ts';
import type { AddressDraft, CustomerAddress, InvoicingInfo } from '../../contract/address.ts';
import { anyOrigin, okGet, okJson, recording } from '../http.ts';
import type { RecordedRequest } from '../http.ts';
import {
  addressesFixture,
  invoicingFixture,
  provincesFixture,
  regionChildrenFixture,
} from './fixtures.ts';

/**
 * The company's addresses and invoicing information as the make-order confirmation reads them
 * (the fixtures): part of `defaultHandlers`.
 */
export const defaultAddressHandlers = [
  okGet(addressPaths.customerAddresses, addressesFixture),
  okGet(addressPaths.invoicing, { info: invoicingFixture }),
];

interface AddressServerOptions {
  addresses?: CustomerAddress[];
  /** null: the company has not filled it in. */
  invoicing?: InvoicingInfo | null;
}

const nameOf = (parentId: number, id: number) =>
  (parentId === 0 ? provincesFixture : (regionChildrenFixture[parentId] ?? [])).find(
    (region) => region.id === id,
  )?.name ?? '';

/**
 * A 收货地址 and 开票信息 server for one story: the calls it saw, the divisions of the fixtures,
 * the company's addresses (exactly one default, as the sandbox keeps them: the first added is
 * the default, removing the default makes the newest the default) and its invoicing information.
 */
export function createAddressServer({
  addresses: initial = addressesFixture,
  invoicing: initialInvoicing = invoicingFixture,
}: AddressServerOptions = {}) {
  const requests: RecordedRequest[] = [];
  let addresses = initial;
  let invoicing = initialInvoicing;
  let lastId = 100;
  const record = (respond: Parameters<typeof recording>[1]) => recording(requests, respond);
  const sorted = () =>
    [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.id - a.id);
  const withNames = (id: number, draft: AddressDraft): CustomerAddress => ({
    ...draft,
    id,
    provinceName: nameOf(0, draft.provinceId),
    cityName: nameOf(draft.provinceId, draft.cityId),
    districtName: nameOf(draft.cityId, draft.districtId),
  });
  const onlyDefault = (id: number) =>
    (addresses = addresses.map((row) => ({ ...row, isDefault: row.id === id })));
  const children = (param: string) => (url: URL) =>
    okJson(regionChildrenFixture[Number(url.searchParams.get(param))] ?? []);
  const handlers = [
    http.get(
      anyOrigin(addressPaths.provinces),
      record(() => okJson(provincesFixture)),
    ),
    http.get(
      anyOrigin(addressPaths.cities),
      record(({ url }) => children('provinceId')(url)),
    ),
    http.get(
      anyOrigin(addressPaths.districts),
      record(({ url }) => children('cityId')(url)),
    ),
    http.get(
      anyOrigin(addressPaths.customerAddresses),
      record(() => okJson(sorted())),
    ),
    http.post(
      anyOrigin(addressPaths.add),
      record(({ body }) => {
        const draft = body as AddressDraft;
        lastId += 1;
        const added = withNames(lastId, draft);
        addresses = [...addresses, { ...added, isDefault: false }];
        if (draft.isDefault || addresses.length === 1) onlyDefault(lastId);
        return okJson(added);
      }),
    ),
    http.put(
      anyOrigin(`${addressPaths.address}/:id`),
      record(({ body }, { id }) => {
        const draft = body as AddressDraft;
        const current = addresses.find((row) => row.id === Number(id));
        const edited = withNames(Number(id), { ...draft, isDefault: false });
        addresses = addresses.map((row) => (row.id === Number(id) ? edited : row));
        if (draft.isDefault || current?.isDefault) onlyDefault(Number(id));
        return okJson(edited);
      }),
    ),
    http.delete(
      anyOrigin(`${addressPaths.address}/:id`),
      record((_call, { id }) => {
        const removed = addresses.find((row) => row.id === Number(id));
        addresses = addresses.filter((row) => row.id !== Number(id));
        const [newest] = [...addresses].sort((a, b) => b.id - a.id);
        if (removed?.isDefault && newest) onlyDefault(newest.id);
        return okJson(null);
      }),
    ),
    http.put(
      anyOrigin(`${addressPaths.setDefault}/:id`),
      record((_call, { id }) => {
        onlyDefault(Number(id));
        return okJson(null);
      }),
    ),
    http.get(
      anyOrigin(addressPaths.invoicing),
      record(() => okJson({ info: invoicing })),
    ),
    http.put(
      anyOrigin(addressPaths.updateInvoicing),
      record(({ body }) => {
        invoicing = body as InvoicingInfo;
        return okJson({ info: invoicing });
      }),
    ),
  ];
  return { handlers, requests };
}
