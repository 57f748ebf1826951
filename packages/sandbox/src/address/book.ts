import { and, desc, eq, sql } from 'drizzle-orm';
import {
  ADDRESS_MAX,
  ADDRESS_MAX_MESSAGE,
  addressLine,
  addressWithContact,
} from '@mall/domain/contract/address';
import type { AddressDraft, CustomerAddress, InvoicingInfo } from '@mall/domain/contract/address';
import type { SandboxDb, SandboxTx } from '../db/client.ts';
import { companies, companyAccounts, companyInvoicing, customerAddresses } from '../db/schema.ts';
import { accountOf } from '../funds/ledger.ts';
import { refuse } from '../orders/guards.ts';
import { placeOf } from './regions.ts';

/** Unknown addresses and other companies' alike. */
export const ADDRESS_NOT_FOUND = '收货地址不存在';
/** Province, city and district that do not belong together. */
export const PLACE_MISMATCH = '所选省市区不匹配，请重新选择';

type Db = SandboxDb | SandboxTx;
type AddressRow = typeof customerAddresses.$inferSelect;

const toAddress = (row: AddressRow): CustomerAddress => {
  const place = placeOf(row.provinceId, row.cityId, row.districtId);
  return {
    id: row.id,
    provinceId: row.provinceId,
    cityId: row.cityId,
    districtId: row.districtId,
    provinceName: place?.provinceName ?? '',
    cityName: place?.cityName ?? '',
    districtName: place?.districtName ?? '',
    detail: row.detail,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    isDefault: row.isDefault,
  };
};

/** The company's addresses: the default first, then the newest. */
export const addressesOf = async (db: Db, companyId: number): Promise<CustomerAddress[]> => {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.companyId, companyId))
    .orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.id));
  return rows.map(toAddress);
};

/** The company's default address on one line with its contact, if it has one. */
export const defaultDeliveryContactOf = async (db: Db, companyId: number) => {
  const [first] = await addressesOf(db, companyId);
  return first
    ? {
        contactName: first.contactName,
        contactPhone: first.contactPhone,
        address: addressLine(first),
      }
    : undefined;
};

/**
 * One of the company's addresses on one line with its contact, as an order stores it for 配送;
 * refused (404, ADDRESS_NOT_FOUND) when unknown or another company's.
 */
export const deliveryAddressText = async (
  tx: SandboxTx,
  companyId: number,
  id: number,
): Promise<string> => addressWithContact(toAddress(await rowOf(tx, companyId, id)));

const checkPlace = (draft: AddressDraft) => {
  if (!placeOf(draft.provinceId, draft.cityId, draft.districtId)) refuse(400, PLACE_MISMATCH);
};

const rowOf = async (tx: SandboxTx, companyId: number, id: number): Promise<AddressRow> => {
  const [row] = await tx
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.companyId, companyId)));
  return row ?? refuse(404, ADDRESS_NOT_FOUND);
};

const clearDefault = (tx: SandboxTx, companyId: number) =>
  tx
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(and(eq(customerAddresses.companyId, companyId), eq(customerAddresses.isDefault, true)));

const fields = ({
  provinceId,
  cityId,
  districtId,
  detail,
  contactName,
  contactPhone,
}: AddressDraft) => ({
  provinceId,
  cityId,
  districtId,
  detail,
  contactName,
  contactPhone,
});

/** Adds an address; the company's first is its default whatever was asked. */
export const addAddress = async (
  tx: SandboxTx,
  companyId: number,
  draft: AddressDraft,
  now: Date,
): Promise<CustomerAddress> => {
  checkPlace(draft);
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(customerAddresses)
    .where(eq(customerAddresses.companyId, companyId));
  if (count >= ADDRESS_MAX) refuse(400, ADDRESS_MAX_MESSAGE);
  const isDefault = draft.isDefault || count === 0;
  if (isDefault) await clearDefault(tx, companyId);
  const [row] = await tx
    .insert(customerAddresses)
    .values({ ...fields(draft), companyId, isDefault, createdAt: now })
    .returning();
  return row ? toAddress(row) : refuse(500, '保存失败');
};

/** Edits an address; it may become the default, but the default stays one (untick is ignored). */
export const updateAddress = async (
  tx: SandboxTx,
  companyId: number,
  id: number,
  draft: AddressDraft,
): Promise<CustomerAddress> => {
  checkPlace(draft);
  const current = await rowOf(tx, companyId, id);
  const isDefault = current.isDefault || draft.isDefault;
  if (isDefault && !current.isDefault) await clearDefault(tx, companyId);
  const [row] = await tx
    .update(customerAddresses)
    .set({ ...fields(draft), isDefault })
    .where(eq(customerAddresses.id, id))
    .returning();
  return row ? toAddress(row) : refuse(404, ADDRESS_NOT_FOUND);
};

/** Makes an address the company's only default. */
export const setDefaultAddress = async (tx: SandboxTx, companyId: number, id: number) => {
  await rowOf(tx, companyId, id);
  await clearDefault(tx, companyId);
  await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, id));
};

/** Removes an address; removing the default makes the newest remaining one the default. */
export const deleteAddress = async (tx: SandboxTx, companyId: number, id: number) => {
  const row = await rowOf(tx, companyId, id);
  await tx.delete(customerAddresses).where(eq(customerAddresses.id, id));
  if (!row.isDefault) return;
  const [next] = await tx
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(eq(customerAddresses.companyId, companyId))
    .orderBy(desc(customerAddresses.id))
    .limit(1);
  if (next) {
    await tx
      .update(customerAddresses)
      .set({ isDefault: true })
      .where(eq(customerAddresses.id, next.id));
  }
};

/** The company's invoicing information, or null before it is filled in. */
export const invoicingOf = async (db: Db, companyId: number): Promise<InvoicingInfo | null> => {
  const [row] = await db
    .select()
    .from(companyInvoicing)
    .where(eq(companyInvoicing.companyId, companyId));
  if (!row) return null;
  const { title, taxNo, bankName, bankAccount, registeredAddress, registeredPhone } = row;
  return { title, taxNo, bankName, bankAccount, registeredAddress, registeredPhone };
};

/**
 * Writes the company's invoicing information: one identity, so its title and taxpayer number are
 * the company's own name and credit code (400 otherwise), and its bank becomes the company's one
 * bank account on file (where withdrawals go too).
 */
export const saveInvoicing = async (
  db: SandboxTx,
  companyId: number,
  info: InvoicingInfo,
  now: Date,
): Promise<void> => {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return refuse(404, '企业不存在');
  if (info.title.trim() !== company.name.trim()) {
    refuse(400, `发票抬头应与企业名称「${company.name}」一致`);
  }
  if (info.taxNo !== company.creditCode) refuse(400, '纳税人识别号应与企业的统一社会信用代码一致');
  await db
    .insert(companyInvoicing)
    .values({ ...info, companyId, updatedAt: now })
    .onConflictDoUpdate({ target: companyInvoicing.companyId, set: { ...info, updatedAt: now } });
  await accountOf(db, companyId);
  await db
    .update(companyAccounts)
    .set({ bankName: info.bankName, accountNo: info.bankAccount })
    .where(eq(companyAccounts.companyId, companyId));
};
