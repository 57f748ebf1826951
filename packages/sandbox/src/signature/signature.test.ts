import { asc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, IDEMPOTENCY_KEY_HEADER } from '@mall/domain/contract';
import {
  ORDER_ADMIN_CODE,
  ORDER_ADMIN_MESSAGE,
  orderPaths,
  saleContractPage,
  type SaleContract,
} from '@mall/domain/contract/orders';
import {
  companySealOrNull,
  signatureAdminPaths,
  signaturePaths,
  signatureRecord,
  signatureRecordOrNull,
  signatureRecordPage,
} from '@mall/domain/contract/signature';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { contractSignings, contracts, orders, users } from '../db/schema.ts';
import { sealLayout, sealSvg, stampPdf } from './seal.ts';
import { FIXED_NOW, bindCodeFor, dataOf, failureOf, login, withQuery } from '../testing.ts';

let sandbox: Sandbox;
let admin: string;
let employee: string;
let clock = FIXED_NOW;
/** Two contracts of the demo company. */
let contractIds: [number, number];
let companyId: number;

const ADMIN = '13800000001';
const SIGNER = '13912345678';

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => clock, cacheSeed: true });
  admin = await login(sandbox.app, '13800000001');
  employee = await login(sandbox.app, '13800000002');
  const [user] = await sandbox.db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.username, '13800000001'));
  companyId = user?.companyId ?? 0;
  const own = await sandbox.db
    .select({ id: contracts.id })
    .from(contracts)
    .innerJoin(orders, eq(orders.id, contracts.orderId))
    .where(eq(orders.companyId, user?.companyId ?? 0))
    .orderBy(contracts.id);
  const [first, second] = own;
  if (!first || !second) throw new Error('the demo company needs two contracts');
  contractIds = [first.id, second.id];
});
afterAll(() => sandbox.close());

/** A bind code sent to the mobile after the resend interval, as the phone shows it. */
const codeFor = (mobile: string) => {
  clock = new Date(clock.getTime() + 61_000);
  return bindCodeFor(sandbox.app, mobile);
};

let keys = 0;
const keyed = (key = `sign-${(keys += 1)}`) => ({ [IDEMPOTENCY_KEY_HEADER]: key });
const seal = () => dataOf(sandbox.app, companySealOrNull, signaturePaths.seal, { token: admin });
const pdfOf = async (contractId: number) => {
  const response = await sandbox.app.request(
    `${API_BASE}${orderPaths.contractView}/${contractId}`,
    {
      headers: { Token: admin, Source: '11' },
    },
  );
  return new Uint8Array(await response.arrayBuffer());
};

describe('the seal drawn from the company name', () => {
  it('puts each character on the upper arc, left to right, symmetric about the top', () => {
    const layout = sealLayout('佛山铝业有限公司');
    expect(layout.map(({ char }) => char).join('')).toBe('佛山铝业有限公司');
    expect(layout[0]?.angle).toBeLessThan(0);
    expect((layout[0]?.angle ?? 0) + (layout.at(-1)?.angle ?? 0)).toBeCloseTo(0);
  });

  it('escapes the name in the SVG', () => {
    const svg = sealSvg('<script>&"');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;');
  });

  it('stamps a PDF on its last page and refuses bytes that are not one', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.addPage();
    const stamped = await stampPdf(await doc.save(), '测试公司');
    expect(stamped && Buffer.from(stamped.subarray(0, 4)).toString('latin1')).toBe('%PDF');
    expect((await PDFDocument.load(stamped ?? new Uint8Array())).getPageCount()).toBe(2);
    expect(await stampPdf(new TextEncoder().encode('%PDF-1.4 nothing'), '测试公司')).toBeNull();
  });
});

/** The demo company's contracts, every page of the list. */
const contractList = async (token: string) => {
  const rows: SaleContract[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await dataOf(
      sandbox.app,
      saleContractPage,
      withQuery(orderPaths.contracts, { pageNum, pageSize: 50 }),
      { token },
    );
    rows.push(...page.rows);
    if (rows.length >= page.total || page.rows.length === 0) return rows;
  }
};

const resetSignature = () =>
  dataOf(sandbox.app, companySealOrNull, signatureAdminPaths.reset, {
    body: { username: '13800000001' },
  });

describe('电子签章', () => {
  it('is seeded for the demo company: the seal its administrator signs with, the oldest contract signed', async () => {
    expect(await seal()).toMatchObject({
      companyName: '佛山市南海区鑫铝金属材料有限公司',
      signerMobile: ADMIN,
    });
    const [oldest] = await sandbox.db
      .select({ id: contracts.id, contractNo: contracts.contractNo })
      .from(contracts)
      .innerJoin(orders, eq(orders.id, contracts.orderId))
      .where(eq(orders.companyId, companyId))
      .orderBy(asc(contracts.createdAt), asc(contracts.id))
      .limit(1);
    const records = await dataOf(
      sandbox.app,
      signatureRecordPage,
      withQuery(signaturePaths.records, { pageNum: 1, pageSize: 10 }),
      { token: employee },
    );
    expect(records.rows.map((row) => row.contractNo)).toEqual([oldest?.contractNo]);
    // The list flags it signed, and it alone.
    const signed = (await contractList(employee)).filter((row) => row.signed);
    expect(signed.map((row) => row.contractId)).toEqual([oldest?.id]);
    const response = await sandbox.app.request(
      `${API_BASE}${orderPaths.contractView}/${oldest?.id}`,
      { headers: { Token: admin, Source: '11' } },
    );
    expect(response.headers.get('Content-Disposition')).toContain(
      encodeURIComponent(`销售合同-${oldest?.contractNo}-已签署.pdf`),
    );
    await resetSignature();
    expect((await contractList(employee)).some((row) => row.signed)).toBe(false);
  });

  it('is not opened once the back office took it away, and signing needs it', async () => {
    expect(await seal()).toBeNull();
    expect(
      await failureOf(sandbox.app, signaturePaths.sign, {
        token: admin,
        headers: keyed(),
        body: { contractId: contractIds[0], smsCode: '123456' },
      }),
    ).toEqual([400, '企业电子签章尚未开通']);
  });

  it('refuses an employee opening the seal or signing', async () => {
    const body = { signerName: '王海峰', signerMobile: SIGNER, smsCode: '123456' };
    expect(
      await failureOf(sandbox.app, signaturePaths.seal, {
        token: employee,
        headers: keyed(),
        body,
      }),
    ).toEqual([ORDER_ADMIN_CODE, ORDER_ADMIN_MESSAGE]);
    // An employee may see the seal's state.
    expect(
      await dataOf(sandbox.app, companySealOrNull, signaturePaths.seal, { token: employee }),
    ).toBeNull();
  });

  it('validates the fields, needs an Idempotency-Key and an SMS code', async () => {
    const [code, msg] = await failureOf(sandbox.app, signaturePaths.seal, {
      token: admin,
      headers: keyed(),
      body: { signerName: ' ', signerMobile: '1391234', smsCode: '12' },
    });
    expect(code).toBe(400);
    expect(msg).toMatch(/请输入签署人姓名|请输入正确的 11 位手机号|请输入 6 位数字验证码/);
    expect(
      await failureOf(sandbox.app, signaturePaths.seal, {
        token: admin,
        body: { signerName: '王海峰', signerMobile: SIGNER, smsCode: '123456' },
      }),
    ).toEqual([400, '缺少 Idempotency-Key']);
    expect(
      await failureOf(sandbox.app, signaturePaths.seal, {
        token: admin,
        headers: keyed(),
        body: { signerName: '王海峰', signerMobile: SIGNER, smsCode: '000000' },
      }),
    ).toEqual([400, '验证码错误或已过期']);
  });

  it('opens the seal once, drawn from the company name, with the administrator’s code', async () => {
    const smsCode = await codeFor(ADMIN);
    const opened = await dataOf(sandbox.app, companySealOrNull, signaturePaths.seal, {
      token: admin,
      headers: keyed(),
      body: { signerName: '王海峰', signerMobile: SIGNER, smsCode },
    });
    expect(opened).toMatchObject({ signerName: '王海峰', signerMobile: SIGNER });
    const svg = Buffer.from(opened?.sealImage.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toContain('<circle');
    expect(svg).toContain('<polygon');
    expect(svg).toContain(`<title>${opened?.companyName}电子签章</title>`);
    expect(await seal()).toEqual(opened);
    expect(
      await failureOf(sandbox.app, signaturePaths.seal, {
        token: admin,
        headers: keyed(),
        body: { signerName: '王海峰', signerMobile: SIGNER, smsCode: await codeFor(ADMIN) },
      }),
    ).toEqual([400, '企业电子签章已开通']);
  });

  it('signs a contract once: the PDF is stamped, the record kept, the key replayed', async () => {
    const [contractId] = contractIds;
    const before = await pdfOf(contractId);
    expect(
      await dataOf(sandbox.app, signatureRecordOrNull, `${signaturePaths.contract}/${contractId}`, {
        token: admin,
      }),
    ).toBeNull();
    expect(
      await failureOf(sandbox.app, signaturePaths.sign, {
        token: admin,
        headers: keyed(),
        body: { contractId, smsCode: '000000' },
      }),
    ).toEqual([400, '验证码错误或已过期']);
    const headers = keyed('sign-once');
    const body = { contractId, smsCode: await codeFor(SIGNER) };
    const signed = await dataOf(sandbox.app, signatureRecord, signaturePaths.sign, {
      token: admin,
      headers,
      body,
    });
    expect(signed).toMatchObject({ contractId, signerName: '王海峰' });
    // The same key again: the first answer, nothing signed twice.
    expect(
      await dataOf(sandbox.app, signatureRecord, signaturePaths.sign, {
        token: admin,
        headers,
        body,
      }),
    ).toEqual(signed);
    expect(
      await sandbox.db.$count(contractSignings, eq(contractSignings.contractId, contractId)),
    ).toBe(1);
    const listed = (await contractList(employee)).find((row) => row.contractId === contractId);
    expect(listed?.signed).toBe(true);

    const after = await pdfOf(contractId);
    expect(Buffer.from(after.subarray(0, 4)).toString('latin1')).toBe('%PDF');
    expect(Buffer.from(after).equals(Buffer.from(before))).toBe(false);
    expect(
      await dataOf(sandbox.app, signatureRecordOrNull, `${signaturePaths.contract}/${contractId}`, {
        token: employee,
      }),
    ).toEqual(signed);
    const page = await dataOf(
      sandbox.app,
      signatureRecordPage,
      withQuery(signaturePaths.records, { pageNum: 1, pageSize: 10 }),
      {
        token: employee,
      },
    );
    expect(page).toEqual({ rows: [signed], total: 1 });

    expect(
      await failureOf(sandbox.app, signaturePaths.sign, {
        token: admin,
        headers: keyed(),
        body: { contractId, smsCode: await codeFor(SIGNER) },
      }),
    ).toEqual([400, '该合同已签署']);
  });

  it('the back office takes the seal and the signings away', async () => {
    await resetSignature();
    expect(await seal()).toBeNull();
    expect(
      (
        await dataOf(
          sandbox.app,
          signatureRecordPage,
          withQuery(signaturePaths.records, { pageNum: 1, pageSize: 10 }),
          { token: admin },
        )
      ).total,
    ).toBe(0);
  });
});
