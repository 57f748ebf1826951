import * as z from 'zod/mini';
import { mobileNumber } from './validation.ts';

/**
 * 收货地址 and 开票信息 of the user centre (userInfo/companyAddress, userInfo/companyInvoicing;
 * spec section 7, "Address"). The spec shows the four Address lookups and nothing of their
 * payloads; the rest is chosen once here, for the client, the story fixtures and the sandbox:
 *
 * - The divisions (province → city → district) are `region`s: `{ id, name }`. Ids are numbers
 *   the sandbox gives its fixed list of the real mainland divisions (every province-level
 *   division; the cities and districts of 广东, 江苏 and 浙江); a province without cities in
 *   the list answers an empty list of cities.
 * - Addresses and invoicing information belong to the company, not to one user: every member
 *   of a certified company reads them; only its administrator writes them (an employee gets
 *   body code ORDER_ADMIN_CODE with ORDER_ADMIN_MESSAGE, as the order payments). An
 *   uncertified user has no company and is refused (403, as the other company calls).
 * - A company has at most ADDRESS_MAX addresses and exactly one default as soon as it has one:
 *   the first address added is the default whatever was asked, setting another default clears
 *   the old one, and deleting the default makes the most recent remaining address the default.
 * - getAddressByCustomerId answers the company's addresses, the default first, then the newest.
 *   The delivery application reads it and starts from the default address.
 * - The invoice application makes its invoices out to the company's invoicing information
 *   when it is filled in (otherwise to the company's name, credit code and account, as before).
 */
/**
 * The rule every company's identity in the database keeps, a named check of the sandbox's audit
 * (`sandboxPaths.audit`): one name and taxpayer number (its 统一社会信用代码) and one bank account,
 * the same in its invoicing information, its account on file and every invoice made out to it.
 */
export const COMPANY_INVARIANTS = {
  oneCompanyIdentity:
    'a company’s invoicing information and invoices carry its own name and credit code, and its one bank account',
} as const;
export type CompanyInvariant = keyof typeof COMPANY_INVARIANTS;

export const addressPaths = {
  /** GET: every province-level division (regionList). */
  provinces: '/address/province/listProvince',
  /** GET provinceId: the province's cities (regionList). */
  cities: '/address/city/listCityByProvince',
  /** GET cityId: the city's districts (regionList). */
  districts: '/address/district/listDistrictByCity',
  /** GET: the company's addresses, the default first (customerAddressList). */
  customerAddresses: '/contract/customer/getAddressByCustomerId',
  /**
   * Chosen. POST addressDraft (Idempotency-Key): adds an address; answers customerAddress.
   * Administrator only.
   */
  add: '/pc/customer/address/add',
  /** Chosen. Followed by '/{id}': PUT addressDraft edits, DELETE removes. Administrator only. */
  address: '/pc/customer/address',
  /** Chosen. Followed by '/{id}': PUT makes it the only default. Administrator only. */
  setDefault: '/pc/customer/address/default',
  /** Chosen. GET: the company's invoicing information (invoicingInfo, blanks before it is filled). */
  invoicing: '/pc/customer/invoicing',
  /** Chosen. PUT invoicingInfo: replaces it. Administrator only. */
  updateInvoicing: '/pc/customer/invoicing/update',
} as const;

/** Most addresses a company keeps (chosen). */
export const ADDRESS_MAX = 20;
export const ADDRESS_MAX_MESSAGE = `最多保存 ${ADDRESS_MAX} 个收货地址`;

/** A province, city or district. */
export const region = z.object({ id: z.int(), name: z.string() });
export type Region = z.infer<typeof region>;
export const regionList = z.array(region);

export const provinceQuery = z.object({ provinceId: z.coerce.number().check(z.int()) });
export const cityQuery = z.object({ cityId: z.coerce.number().check(z.int()) });

const text = (missing: string, max: number, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong));

/** A division picked in a cascade: 0 while none is picked. */
const picked = (missing: string) => z.int().check(z.positive(missing));

/** The address form (新增/编辑收货地址), checked at each field and again by the sandbox. */
export const addressDraft = z.object({
  provinceId: picked('请选择省份'),
  cityId: picked('请选择城市'),
  districtId: picked('请选择区县'),
  detail: text('请输入详细地址', 100, '详细地址最多 100 个字'),
  contactName: text('请输入收货人', 20, '收货人最多 20 个字'),
  contactPhone: mobileNumber,
  /** Make it the default (the first address always is). */
  isDefault: z.boolean(),
});
export type AddressDraft = z.infer<typeof addressDraft>;

/** One of the company's addresses, with the divisions' names. */
export const customerAddress = z.extend(addressDraft, {
  id: z.int(),
  provinceName: z.string(),
  cityName: z.string(),
  districtName: z.string(),
});
export type CustomerAddress = z.infer<typeof customerAddress>;
export const customerAddressList = z.array(customerAddress);

/** An address on one line: 广东省 佛山市 南海区 桂城街道…. */
export const addressLine = (address: CustomerAddress): string =>
  `${address.provinceName} ${address.cityName} ${address.districtName} ${address.detail}`;

/** An address on one line with its contact, as an order made for 配送 keeps it. */
export const addressWithContact = (address: CustomerAddress): string =>
  `${addressLine(address)}（${address.contactName} ${address.contactPhone}）`;

/**
 * A taxpayer identification number (纳税人识别号): 15, 18 or 20 digits or capital letters
 * (the old tax registration number, the unified social credit code, an individual's).
 */
export const TAX_NO_PATTERN = /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/;

/** A landline or mobile number: digits, optionally an area code with '-' and an extension. */
const PHONE_PATTERN = /^(?:1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(?:-\d{1,6})?)$/;

/** 开票信息, the form and the answer alike. */
export const invoicingInfo = z.object({
  title: text('请输入发票抬头', 50, '发票抬头最多 50 个字'),
  taxNo: z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, '请输入纳税人识别号'),
      z.regex(TAX_NO_PATTERN, '纳税人识别号应为 15、18 或 20 位数字或大写字母'),
    ),
  bankName: text('请输入开户银行', 50, '开户银行最多 50 个字'),
  bankAccount: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, '请输入银行账号'),
      z.regex(/^\d{8,30}$/, '银行账号应为 8 到 30 位数字'),
    ),
  registeredAddress: text('请输入注册地址', 100, '注册地址最多 100 个字'),
  registeredPhone: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, '请输入注册电话'),
      z.regex(PHONE_PATTERN, '请输入正确的电话号码，如 0757-86001234'),
    ),
});
export type InvoicingInfo = z.infer<typeof invoicingInfo>;

/** 开票信息's fields with their labels, in the order the page and the make-order show them. */
export const INVOICING_LABELS: Readonly<Record<keyof InvoicingInfo, string>> = {
  title: '发票抬头',
  taxNo: '纳税人识别号',
  bankName: '开户银行',
  bankAccount: '银行账号',
  registeredAddress: '注册地址',
  registeredPhone: '注册电话',
};

/** GET invoicing: the information, or null before the company has filled it in. */
export const invoicingAnswer = z.object({ info: z.nullable(invoicingInfo) });
export type InvoicingAnswer = z.infer<typeof invoicingAnswer>;
