/**
 * One company identity on every PDF: the contract, the order's detail list and the quote document
 * carry the buyer company's name and taxpayer number as 企业信息 (companyInfo) shows them, and the
 * bank as its invoicing details (申请开票's source) hold it; and the sale contract, listed and as
 * its PDF, carries its order's 采购单号 and 交货方式. The text is read as it is fed to pdfkit.
 */
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE } from '@mall/domain/contract';
import { addressPaths, invoicingAnswer } from '@mall/domain/contract/address';
import { inquiryListPage, inquiryPaths } from '@mall/domain/contract/inquiry';
import { inquiryDetailPaths } from '@mall/domain/contract/inquiryDetail';
import { orderPaths, saleContractPage } from '@mall/domain/contract/orders';
import { certification, userCentrePaths } from '@mall/domain/contract/userCentre';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { FIXED_NOW, dataOf, login, withQuery } from '../testing.ts';

let sandbox: Sandbox;
let admin: string;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => FIXED_NOW, cacheSeed: true });
  admin = await login(sandbox.app, '13800000001');
});
afterAll(() => sandbox.close());

/** Every string a request's PDF wrote with pdfkit's text(). */
const textOf = async (path: string, init: RequestInit = {}): Promise<string[]> => {
  const text = vi.spyOn(PDFDocument.prototype, 'text');
  try {
    const response = await sandbox.app.request(`${API_BASE}${path}`, {
      ...init,
      headers: { Token: admin, Source: '11', 'Content-Type': 'application/json' },
    });
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    await response.arrayBuffer();
    return text.mock.calls.flatMap(([value]) => (typeof value === 'string' ? [value] : []));
  } finally {
    text.mockRestore();
  }
};

describe('the buyer company on every PDF', () => {
  it('prints the name, taxpayer number and bank that companyInfo and the invoicing details hold', async () => {
    const { company } = await dataOf(sandbox.app, certification, userCentrePaths.certification, {
      token: admin,
    });
    const { info } = await dataOf(sandbox.app, invoicingAnswer, addressPaths.invoicing, {
      token: admin,
    });
    if (!company || !info) throw new Error('the demo company has no identity');
    expect([info.title, info.taxNo]).toEqual([company.companyName, company.creditCode]);
    const identity = (role: string) => [
      `${role}：${company.companyName}`,
      `纳税人识别号：${company.creditCode}`,
      `开户银行：${info.bankName}    银行账号：${info.bankAccount}`,
    ];

    const { rows } = await dataOf(
      sandbox.app,
      saleContractPage,
      withQuery(orderPaths.contracts, { pageNum: 1, pageSize: 10 }),
      { token: admin },
    );
    const [contract] = rows;
    if (!contract) throw new Error('no contract');
    const contractText = await textOf(`${orderPaths.contractView}/${contract.contractId}`);
    expect(contractText).toEqual(expect.arrayContaining(identity('乙方（买方）')));
    expect(contractText).toContain(`乙方（盖章）：${company.companyName}`);

    const detailText = await textOf(orderPaths.detailPdf, {
      method: 'POST',
      body: JSON.stringify({ orderId: contract.orderId }),
    });
    expect(detailText).toEqual(expect.arrayContaining(identity('买方')));

    const quoted = await dataOf(
      sandbox.app,
      inquiryListPage,
      withQuery(inquiryPaths.list, { pageNum: 1, pageSize: 10, status: 'quoted' }),
      { token: admin },
    );
    const [inquiry] = quoted.rows;
    if (!inquiry) throw new Error('no quoted inquiry');
    const quoteText = await textOf(`${inquiryDetailPaths.quoteDocument}/${inquiry.id}`);
    expect(quoteText).toEqual(expect.arrayContaining(identity('询价单位')));
  });
});

describe('the sale contract', () => {
  it('lists and prints its order’s 采购单号 and 交货方式', async () => {
    const { rows } = await dataOf(
      sandbox.app,
      saleContractPage,
      withQuery(orderPaths.contracts, { pageNum: 1, pageSize: 50 }),
      { token: admin },
    );
    const contract = rows.find((row) => row.poNo !== '' && row.deliveryWay === 'delivery');
    if (!contract) throw new Error('no contract of a delivered order with a 采购单号');
    expect(contract.poNo).toMatch(/^CG\d{8}-\d+$/);
    expect(contract.deliveryAddress).toMatch(/^.+（.+ \d{11}）$/);
    const text = await textOf(`${orderPaths.contractView}/${contract.contractId}`);
    expect(text).toContain(`采购单号：${contract.poNo}`);
    expect(text).toContain(`交货方式：配送：${contract.deliveryAddress}`);
  });
});
