import { describe, expect, it, vi } from 'vitest';
import { orderPaths } from '../../contract/orders.ts';
import {
  callsTo,
  createOrderServerF3,
  defaultHandlers,
  fail,
  ok,
  users,
} from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createContractsStore } from './ContractsStore.ts';

const server = setupTestServer(...defaultHandlers);

function setup() {
  const f3 = createOrderServerF3();
  server.use(...f3.handlers);
  const { env, root } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
  return { f3, env, contracts: root.feature(createContractsStore) };
}

/** A PDF of `size` bytes: %PDF, then zeros. */
const pdf = (name: string, size = 4) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x25, 0x50, 0x44, 0x46]);
  return new File([bytes], name, { type: 'application/pdf' });
};

describe('ContractsStore', () => {
  it('lists the contracts, filtered by order number', async () => {
    const { f3, contracts } = setup();
    await contracts.list.setFilter({ orderNo: '027' });
    expect(callsTo(f3.requests, orderPaths.contracts)[0]?.url.search).toBe(
      '?orderNo=027&pageNum=1&pageSize=10',
    );
    expect(contracts.list.rows.map((row) => [row.contractNo, row.status, row.signed])).toEqual([
      ['HT000000027001', 'customerUploaded', false],
      ['HT000000027002', 'generated', false],
      ['HT000000027003', 'generated', true],
    ]);
  });

  it('downloads the PDF under the server’s name, one at a time', async () => {
    const { f3, env, contracts } = setup();
    await contracts.list.load();
    const [first, second] = contracts.list.rows;
    if (!first || !second) throw new Error('fixture changed');
    const downloading = contracts.download(first);
    expect(contracts.pdf.pending).toBe(first.contractId);
    await contracts.download(second);
    await downloading;
    expect(f3.requests.map((call) => call.url.pathname)).toEqual([
      `/api/csr${orderPaths.contracts}`,
      `/api/csr${orderPaths.contractPdfUrl}`,
      `/api/csr${orderPaths.contractView}/${first.contractId}`,
    ]);
    expect(env.savedFiles.map((file) => file.fileName)).toEqual(['HT000000027001.pdf']);
    expect(contracts.pdf.pending).toBeNull();
  });

  it('answers the PDF to view, or null when it failed', async () => {
    const { contracts } = setup();
    await contracts.list.load();
    const [first] = contracts.list.rows;
    if (!first) throw new Error('fixture changed');
    expect((await contracts.view(first))?.blob.type).toBe('application/pdf');
    server.use(fail(`${orderPaths.contractView}/${first.contractId}`, 404, '合同不存在'));
    await expect(contracts.view(first)).resolves.toBeNull();
  });

  it('refuses a PDF address outside the API, so the token stays home', async () => {
    const { contracts, env } = setup();
    await contracts.list.load();
    const [first] = contracts.list.rows;
    if (!first) throw new Error('fixture changed');
    server.use(ok(orderPaths.contractPdfUrl, { url: 'https://evil.example.com/steal.pdf' }));
    await expect(contracts.view(first)).resolves.toBeNull();
    expect(env.notifications).toContainEqual({
      type: 'error',
      message: '服务器返回的数据格式有误，请稍后重试',
    });
  });

  it('checks the chosen file at the field and keeps the choice', async () => {
    const { contracts } = setup();
    await contracts.list.load();
    const [, contract] = contracts.list.rows;
    if (!contract) throw new Error('fixture changed');
    contracts.startUpload(contract);
    await contracts.choose(new File(['x'], '合同.docx', { type: 'application/msword' }));
    expect(contracts.chosen).toMatchObject({ fileName: '合同.docx', error: '请上传 PDF 文件' });
    // Named .pdf and typed as one by the browser, but a renamed image: told by its content.
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await contracts.choose(new File([png], '扫描件.pdf', { type: 'application/pdf' }));
    expect(contracts.chosen).toMatchObject({
      fileName: '扫描件.pdf',
      error: '请上传 PDF 文件',
      content: '',
    });
    await contracts.choose(pdf('合同.pdf', 5 * 1024 * 1024 + 1));
    expect(contracts.chosen?.error).toBe('文件不能超过 5 MB');
    expect(contracts.canUpload).toBe(false);
    await expect(contracts.sendUpload()).resolves.toBe(false);
  });

  it('uploads the signed PDF as base64, once; the list loads again', async () => {
    const { f3, env, contracts } = setup();
    await contracts.list.load();
    const [, contract] = contracts.list.rows;
    if (!contract) throw new Error('fixture changed');
    contracts.startUpload(contract);
    await contracts.choose(pdf('盖章合同.pdf'));
    expect(contracts.canUpload).toBe(true);
    await expect(Promise.all([contracts.sendUpload(), contracts.sendUpload()])).resolves.toEqual([
      true,
      false,
    ]);
    const uploads = callsTo(f3.requests, orderPaths.uploadContract);
    expect(uploads.map((call) => [call.method, call.body])).toEqual([
      ['PUT', { contractId: contract.contractId, fileName: '盖章合同.pdf', content: 'JVBERg==' }],
    ]);
    expect(env.notifications).toContainEqual({ type: 'success', message: '上传成功' });
    expect(contracts.chosen).toBeNull();
    await vi.waitFor(() => expect(contracts.list.rows[1]?.status).toBe('customerUploaded'));
  });

  it('is cleared on logout', async () => {
    const { contracts } = setup();
    await contracts.list.load();
    const [first] = contracts.list.rows;
    if (!first) throw new Error('fixture changed');
    contracts.startUpload(first);
    contracts.reset();
    expect([contracts.chosen, contracts.list.rows]).toEqual([null, []]);
  });
});
