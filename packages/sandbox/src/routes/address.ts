import { Hono } from 'hono';
import {
  INVOICING_LABELS,
  addressDraft,
  addressPaths,
  cityQuery,
  invoicingInfo,
  provinceQuery,
} from '@mall/domain/contract/address';
import type { CustomerAddress, InvoicingAnswer, Region } from '@mall/domain/contract/address';
import { requireCertified, requireUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import {
  addAddress,
  addressesOf,
  deleteAddress,
  invoicingOf,
  saveInvoicing,
  setDefaultAddress,
  updateAddress,
} from '../address/book.ts';
import { citiesOf, districtsOf, provinces } from '../address/regions.ts';
import { ok } from '../envelope.ts';
import { companyOf, idempotent, inTransaction, requirePermission } from '../orders/guards.ts';
import { validateJson, validateQuery } from '../validation.ts';

const LABELS = {
  provinceId: '省份',
  cityId: '城市',
  districtId: '区县',
  detail: '详细地址',
  contactName: '收货人',
  contactPhone: '联系电话',
  isDefault: '默认地址',
  ...INVOICING_LABELS,
};

/**
 * 收货地址 and 开票信息: the divisions (public), the company's addresses and invoicing
 * information (read by its members, written by its administrator).
 */
export const addressRoutes = (deps: Deps) => {
  const { db, now } = deps;
  const auth = requireUser(deps);
  const member = [auth, requireCertified] as const;
  const manage = [auth, requireCertified, requirePermission('addressManage')] as const;
  const idParam = '/:id{[0-9]+}';

  return new Hono<AppEnv>()
    .get(addressPaths.provinces, () => ok<readonly Region[]>(provinces))
    .get(addressPaths.cities, (c) => {
      const query = validateQuery(c, provinceQuery, { labels: LABELS });
      return query.ok ? ok<readonly Region[]>(citiesOf(query.data.provinceId)) : query.response;
    })
    .get(addressPaths.districts, (c) => {
      const query = validateQuery(c, cityQuery, { labels: LABELS });
      return query.ok ? ok<readonly Region[]>(districtsOf(query.data.cityId)) : query.response;
    })
    .get(addressPaths.customerAddresses, ...member, async (c) =>
      ok<CustomerAddress[]>(await addressesOf(db, companyOf(c))),
    )
    .post(addressPaths.add, ...manage, idempotent(deps), async (c) => {
      const body = await validateJson(c, addressDraft, { labels: LABELS });
      if (!body.ok) return body.response;
      return inTransaction(db, async (tx) =>
        ok<CustomerAddress>(await addAddress(tx, companyOf(c), body.data, now())),
      );
    })
    .put(`${addressPaths.address}${idParam}`, ...manage, async (c) => {
      const body = await validateJson(c, addressDraft, { labels: LABELS });
      if (!body.ok) return body.response;
      const id = Number(c.req.param('id'));
      return inTransaction(db, async (tx) =>
        ok<CustomerAddress>(await updateAddress(tx, companyOf(c), id, body.data)),
      );
    })
    .delete(`${addressPaths.address}${idParam}`, ...manage, async (c) => {
      const id = Number(c.req.param('id'));
      return inTransaction(db, async (tx) => {
        await deleteAddress(tx, companyOf(c), id);
        return ok(null);
      });
    })
    .put(`${addressPaths.setDefault}${idParam}`, ...manage, async (c) => {
      const id = Number(c.req.param('id'));
      return inTransaction(db, async (tx) => {
        await setDefaultAddress(tx, companyOf(c), id);
        return ok(null);
      });
    })
    .get(addressPaths.invoicing, ...member, async (c) =>
      ok<InvoicingAnswer>({ info: await invoicingOf(db, companyOf(c)) }),
    )
    .put(
      addressPaths.updateInvoicing,
      auth,
      requireCertified,
      requirePermission('invoicingManage'),
      async (c) => {
        const body = await validateJson(c, invoicingInfo, { labels: LABELS });
        if (!body.ok) return body.response;
        const companyId = companyOf(c);
        return inTransaction(db, async (tx) => {
          await saveInvoicing(tx, companyId, body.data, now());
          return ok<InvoicingAnswer>({ info: body.data });
        });
      },
    );
};
