import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressPaths,
  customerAddress,
  customerAddressList,
  invoicingAnswer,
  regionList,
} from '@mall/domain/contract/address';
import type { AddressDraft, InvoicingInfo } from '@mall/domain/contract/address';
import { IDEMPOTENCY_KEY_HEADER } from '@mall/domain/contract';
import { ORDER_ADMIN_CODE } from '@mall/domain/contract/orders';
import { ADDRESS_NOT_FOUND, PLACE_MISMATCH } from './book.ts';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { companyAccounts, users } from '../db/schema.ts';
import { FIXED_NOW, dataOf, failureOf, login, withQuery } from '../testing.ts';

let sandbox: Sandbox;
let admin: string;
let employee: string;
let stranger: string;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => FIXED_NOW, cacheSeed: true });
  admin = await login(sandbox.app, '13800000001');
  employee = await login(sandbox.app, '13800000002');
  // Another certified company's administrator: the uncertified demo user joins the frozen one's.
  const [frozen] = await sandbox.db.select().from(users).where(eq(users.username, '13800000005'));
  await sandbox.db
    .update(users)
    .set({ companyId: frozen?.companyId ?? 0, isAdministrators: 1, userExamineState: 2 })
    .where(eq(users.username, '13800000003'));
  stranger = await login(sandbox.app, '13800000003');
});
afterAll(() => sandbox.close());

let keys = 0;
const key = () => ({ [IDEMPOTENCY_KEY_HEADER]: `address-${(keys += 1)}` });
const regions = (path: string) => dataOf(sandbox.app, regionList, path);
const addresses = (token = admin) =>
  dataOf(sandbox.app, customerAddressList, addressPaths.customerAddresses, { token });

/** 广东省 佛山市 顺德区. */
const SHUNDE: AddressDraft = {
  provinceId: 440_000,
  cityId: 440_600,
  districtId: 440_603,
  detail: '北滘镇工业园 8 号',
  contactName: '梁振华',
  contactPhone: '13711112222',
  isDefault: false,
};

describe('the divisions', () => {
  it('lists every province-level division, and the cities and districts of three provinces', async () => {
    const provinces = await regions(addressPaths.provinces);
    expect(provinces).toHaveLength(34);
    expect(provinces.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        '北京市',
        '广东省',
        '江苏省',
        '浙江省',
        '新疆维吾尔自治区',
        '澳门特别行政区',
      ]),
    );
    for (const [provinceId, city, count] of [
      [440_000, '佛山市', 21],
      [320_000, '苏州市', 13],
      [330_000, '杭州市', 11],
    ] as const) {
      const cities = await regions(withQuery(addressPaths.cities, { provinceId }));
      expect(cities).toHaveLength(count);
      expect(cities.map(({ name }) => name)).toContain(city);
    }
    const districts = await regions(withQuery(addressPaths.districts, { cityId: 440_600 }));
    expect(districts.map(({ name }) => name)).toEqual([
      '禅城区',
      '南海区',
      '顺德区',
      '三水区',
      '高明区',
    ]);
    expect(await regions(withQuery(addressPaths.cities, { provinceId: 110_000 }))).toEqual([]);
  });
});

describe('the company’s addresses', () => {
  it('starts with the seeded default first, names its divisions', async () => {
    const [first, second] = await addresses();
    expect(first).toMatchObject({
      isDefault: true,
      provinceName: '广东省',
      cityName: '佛山市',
      districtName: '南海区',
    });
    expect(second).toMatchObject({ isDefault: false, cityName: '无锡市' });
    // Every member reads them.
    expect(await addresses(employee)).toHaveLength(2);
  });

  it('keeps exactly one default through add, set default, edit and delete', async () => {
    const defaults = async () => (await addresses()).filter(({ isDefault }) => isDefault);
    const body = { ...SHUNDE, isDefault: true };
    expect(await failureOf(sandbox.app, addressPaths.add, { token: admin, body })).toEqual([
      400,
      '缺少 Idempotency-Key',
    ]);
    // The addition sent again with its key (its answer lost): the first answer, one address.
    const headers = key();
    const add = () =>
      dataOf(sandbox.app, customerAddress, addressPaths.add, { token: admin, body, headers });
    const added = await add();
    expect(await add()).toEqual(added);
    expect((await defaults()).map(({ id }) => id)).toEqual([added.id]);
    expect(await addresses()).toHaveLength(3);

    const [, other] = await addresses();
    await dataOf(sandbox.app, z.null(), `${addressPaths.setDefault}/${other?.id}`, {
      token: admin,
      method: 'PUT',
    });
    expect((await defaults()).map(({ id }) => id)).toEqual([other?.id]);

    const edited = await dataOf(
      sandbox.app,
      customerAddress,
      `${addressPaths.address}/${added.id}`,
      {
        token: admin,
        method: 'PUT',
        body: { ...SHUNDE, detail: '北滘镇工业园 9 号', isDefault: true },
      },
    );
    expect(edited).toMatchObject({ detail: '北滘镇工业园 9 号', isDefault: true });
    expect((await defaults()).map(({ id }) => id)).toEqual([added.id]);

    await dataOf(sandbox.app, z.null(), `${addressPaths.address}/${added.id}`, {
      token: admin,
      method: 'DELETE',
    });
    const left = await addresses();
    expect(left).toHaveLength(2);
    expect(left.filter(({ isDefault }) => isDefault)).toHaveLength(1);
  });

  it('refuses a bad contact, a district of another city, and an employee', async () => {
    expect(
      await failureOf(sandbox.app, addressPaths.add, {
        token: admin,
        headers: key(),
        body: { ...SHUNDE, contactPhone: '1371111222' },
      }),
    ).toEqual([400, '请输入正确的 11 位手机号']);
    expect(
      await failureOf(sandbox.app, addressPaths.add, {
        token: admin,
        headers: key(),
        body: { ...SHUNDE, contactName: ' ' },
      }),
    ).toEqual([400, '请输入收货人']);
    expect(
      await failureOf(sandbox.app, addressPaths.add, {
        token: admin,
        headers: key(),
        body: { ...SHUNDE, cityId: 320_500 },
      }),
    ).toEqual([400, PLACE_MISMATCH]);
    const [code] = await failureOf(sandbox.app, addressPaths.add, {
      token: employee,
      body: SHUNDE,
    });
    expect(code).toBe(ORDER_ADMIN_CODE);
  });

  it('does not reach another company’s address', async () => {
    const [own] = await addresses();
    expect(await addresses(stranger)).toEqual([]);
    for (const [path, method] of [
      [`${addressPaths.address}/${own?.id}`, 'DELETE'],
      [`${addressPaths.setDefault}/${own?.id}`, 'PUT'],
    ] as const) {
      expect(await failureOf(sandbox.app, path, { token: stranger, method })).toEqual([
        404,
        ADDRESS_NOT_FOUND,
      ]);
    }
    expect(
      await failureOf(sandbox.app, `${addressPaths.address}/${own?.id}`, {
        token: stranger,
        method: 'PUT',
        body: SHUNDE,
      }),
    ).toEqual([404, ADDRESS_NOT_FOUND]);
    expect(await addresses()).toContainEqual(own);
  });
});

describe('invoicing information', () => {
  const INFO: InvoicingInfo = {
    title: '佛山市南海区鑫铝金属材料有限公司',
    taxNo: '91440605J48QXG2C8C',
    bankName: '中国银行佛山分行',
    bankAccount: '6216610200012345678',
    registeredAddress: '广东省佛山市南海区狮山镇松岗工业大道 12 号',
    registeredPhone: '0757-86681234',
  };

  it('is read by members, written by the administrator, the taxpayer number checked', async () => {
    const read = (token: string) =>
      dataOf(sandbox.app, invoicingAnswer, addressPaths.invoicing, { token });
    // Seeded from the company itself: its credit code.
    expect((await read(employee)).info?.taxNo).toBe('91440605J48QXG2C8C');
    expect(await read(stranger)).toEqual({ info: null });
    expect(
      await failureOf(sandbox.app, addressPaths.updateInvoicing, {
        token: admin,
        method: 'PUT',
        body: { ...INFO, taxNo: '9144060512345' },
      }),
    ).toEqual([400, '纳税人识别号应为 15、18 或 20 位数字或大写字母']);
    const [code] = await failureOf(sandbox.app, addressPaths.updateInvoicing, {
      token: employee,
      method: 'PUT',
      body: INFO,
    });
    expect(code).toBe(ORDER_ADMIN_CODE);
    // One identity: another title or taxpayer number than the company's is refused.
    expect(
      await failureOf(sandbox.app, addressPaths.updateInvoicing, {
        token: admin,
        method: 'PUT',
        body: { ...INFO, taxNo: '440605123456789' },
      }),
    ).toEqual([400, '纳税人识别号应与企业的统一社会信用代码一致']);
    expect(
      await failureOf(sandbox.app, addressPaths.updateInvoicing, {
        token: admin,
        method: 'PUT',
        body: { ...INFO, title: '佛山市鑫铝贸易有限公司' },
      }),
    ).toEqual([400, '发票抬头应与企业名称「佛山市南海区鑫铝金属材料有限公司」一致']);
    await dataOf(sandbox.app, invoicingAnswer, addressPaths.updateInvoicing, {
      token: admin,
      method: 'PUT',
      body: INFO,
    });
    expect((await read(admin)).info).toEqual(INFO);
    // Its bank is the company's one account on file.
    const [account] = await sandbox.db
      .select({ bankName: companyAccounts.bankName, accountNo: companyAccounts.accountNo })
      .from(companyAccounts)
      .innerJoin(users, eq(users.companyId, companyAccounts.companyId))
      .where(eq(users.username, '13800000001'));
    expect(account && [account.bankName, account.accountNo]).toEqual([
      INFO.bankName,
      INFO.bankAccount,
    ]);
  });
});
