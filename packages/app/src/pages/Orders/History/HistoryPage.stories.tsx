import { expect, fireEvent, fn, spyOn, waitFor, within } from 'storybook/test';
import { orderPaths } from '@mall/domain/contract/orders';
import type { MswApi } from 'msw-storybook-addon/types';
import { signaturePaths } from '@mall/domain/contract/signature';
import {
  callsTo,
  createOrderServerF3,
  createSignatureServer,
  fail,
  orderHandlersF3,
  sealFixture,
} from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import {
  type AppLoaded,
  failingOrders,
  field,
  loadingPage,
  orderAction,
  orderStories,
  uncertifiedOrders,
} from '@mall/app/testing';
import { HistoryPage } from './HistoryPage.tsx';
import { hrefTo } from '../../../routes/links.ts';

const page = orderStories(createOrderServerF3);

const meta = preview.meta({
  title: '页面/订单中心/历史合同 — HistoryPage',
  component: HistoryPage,
  ...page.meta('/center/orderHistory'),
});

const body = () => within(document.body);

/**
 * Chooses a file in the upload dialog's picker, as a user who switched the picker to all
 * files may (user-event's upload would drop a file the `accept` attribute does not list).
 */
const choose = (dialog: HTMLElement, file: File) =>
  fireEvent.change(within(dialog).getByLabelText(/盖章合同/, { selector: 'input' }), {
    target: { files: [file] },
  });

/**
 * The contracts with their order's 采购单号 and 交货方式 and their status; an administrator may upload a signed copy, and sign a
 * contract not yet signed with the electronic seal (one signed with it says 已电子签章).
 */
export const Loaded = meta.story({
  play: async ({ canvas, loaded }) => {
    const server = page.serverOf(loaded);
    const table = await canvas.findByRole('table', { name: '历史合同' });
    await within(table).findByText('HT000000027001');
    await expect(table).toHaveTextContent('已上传盖章合同（盖章合同.pdf）');
    await expect(table).toHaveTextContent('平台合同');
    // 签署 first, then 查看合同; 下载合同 and 上传盖章合同 wait under 更多.
    await expect(canvas.getByRole('button', { name: '签署 HT000000027002' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: '更多操作 合同 HT000000027002' }),
    ).toBeVisible();
    // Each contract's 采购单号 and 交货方式, — where its order has none.
    const delivered = within(table).getByText('HT000000027002').closest('tr');
    await expect(delivered).toHaveTextContent(
      'PO-2026-0042配送：广东省 佛山市 南海区 狮山镇松岗工业大道 12 号（陈志强 13800000001）',
    );
    await expect(within(table).getByText('HT000000027001').closest('tr')).toHaveTextContent('——');
    const signed = within(table).getByText('HT000000027003').closest('tr');
    await expect(signed).toHaveTextContent('已电子签章');
    await expect(canvas.queryByRole('button', { name: '签署 HT000000027003' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '下载合同 HT000000027003' })).toBeVisible();
    await expect(callsTo(server.requests, orderPaths.contracts)[0]?.url.search).toBe(
      '?pageNum=1&pageSize=10',
    );
  },
});

/** 下载合同 saves the PDF under the server's name. */
export const Download = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await orderAction(canvas, userEvent, '下载合同 HT000000027002');
    await waitFor(() =>
      expect((loaded as AppLoaded).env.savedFiles.map((file) => file.fileName)).toEqual([
        'HT000000027002.pdf',
      ]),
    );
    await expect((loaded as AppLoaded).env.savedFiles[0]?.blob.type).toBe('application/pdf');
  },
});

/** 查看合同 opens a tab at the click, then shows the PDF there through a blob: URL. */
export const View = meta.story({
  play: async ({ canvas, userEvent }) => {
    const tab = { close: fn(), location: { href: '' } };
    const open = spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    try {
      await userEvent.click(await canvas.findByRole('button', { name: '查看合同 HT000000027001' }));
      await expect(open).toHaveBeenCalledWith('', '_blank');
      await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
      await expect(tab.close).not.toHaveBeenCalled();
    } finally {
      open.mockRestore();
    }
  },
});

/**
 * 上传盖章合同: a file that is not a PDF, a renamed image named .pdf (told by its content), then a
 * PDF over 5 MB, are refused at the field (the chosen name stays); a PDF is confirmed, sent once
 * as base64; 上传成功, the list reloads.
 */
export const Upload = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await orderAction(canvas, userEvent, '上传盖章合同 HT000000027002');
    const dialog = await body().findByRole('dialog', { name: '上传盖章合同' });
    await expect(dialog).toHaveTextContent('合同编号：HT000000027002');
    const upload = within(dialog).getByRole('button', { name: '上传' });
    await expect(upload).toBeDisabled();

    choose(dialog, new File(['x'], '合同.docx', { type: 'application/msword' }));
    await expect(
      await within(dialog).findByText('合同.docx：文件格式不支持，请上传 PDF 格式的文件'),
    ).toBeVisible();
    await expect(within(dialog).queryByText('合同.docx')).not.toBeInTheDocument();
    // Named .pdf but a renamed image: told by its content, at the field.
    choose(
      dialog,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], '扫描件.pdf', {
        type: 'application/pdf',
      }),
    );
    await expect(await within(dialog).findByText('扫描件.pdf')).toBeVisible();
    await waitFor(() =>
      expect(
        within(dialog).getByLabelText(/盖章合同/, { selector: 'input' }),
      ).toHaveAccessibleDescription(
        '请上传 PDF 文件 请上传加盖公章的合同扫描件，支持 PDF，单个不超过 5MB',
      ),
    );
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0x25, 0x50, 0x44, 0x46]);
    choose(dialog, new File([big], '大合同.pdf', { type: 'application/pdf' }));
    await expect(
      await within(dialog).findByText('大合同.pdf：文件过大，单个文件不能超过 5MB'),
    ).toBeVisible();
    await expect(upload).toBeDisabled();

    choose(dialog, new File(['%PDF'], '盖章合同.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(upload).toBeEnabled());
    await userEvent.click(upload);
    const confirm = await body().findByRole('alertdialog', { name: '确认上传' });
    await expect(confirm).toHaveTextContent(
      '确定上传「盖章合同.pdf」作为合同 HT000000027002 的盖章合同吗？',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: '确认上传' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({ type: 'success', message: '上传成功' }),
    );
    const uploads = callsTo(server.requests, orderPaths.uploadContract);
    await expect(uploads.map((call) => [call.method, call.body])).toEqual([
      ['PUT', { contractId: 70002, fileName: '盖章合同.pdf', content: 'JVBERg==' }],
    ]);
    await waitFor(() =>
      expect(canvas.getByRole('table', { name: '历史合同' })).toHaveTextContent(
        '已上传盖章合同（盖章合同.pdf）',
      ),
    );
    await expect(callsTo(server.requests, orderPaths.contracts)).toHaveLength(2);
  },
});

/** A refused upload keeps the chosen file and says why. */
export const UploadRefused = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(orderPaths.uploadContract, 4100, '合同已归档，无法上传'));
  },
  play: async ({ canvas, userEvent }) => {
    await orderAction(canvas, userEvent, '上传盖章合同 HT000000027002');
    const dialog = await body().findByRole('dialog', { name: '上传盖章合同' });
    choose(dialog, new File(['%PDF'], '盖章合同.pdf', { type: 'application/pdf' }));
    const upload = within(dialog).getByRole('button', { name: '上传' });
    await waitFor(() => expect(upload).toBeEnabled());
    await userEvent.click(upload);
    const confirm = await body().findByRole('alertdialog', { name: '确认上传' });
    await userEvent.click(within(confirm).getByRole('button', { name: '确认上传' }));
    await expect(await within(dialog).findByText('合同已归档，无法上传')).toBeVisible();
    await expect(within(dialog).getByText('盖章合同.pdf')).toBeVisible();
  },
});

/** The story's 电子签章 server beside the order server (made afresh for each story by a loader). */
const withSignature = (options: Parameters<typeof createSignatureServer>[0]) => ({
  loaders: [() => ({ signature: createSignatureServer(options) })],
  beforeEach({ msw, loaded }: { msw: MswApi; loaded: Record<string, unknown> }) {
    msw.use(...signatureOf(loaded).handlers);
  },
});
const signatureOf = (loaded: Record<string, unknown>) =>
  loaded.signature as ReturnType<typeof createSignatureServer>;
const signsOf = (loaded: Record<string, unknown>) =>
  callsTo(signatureOf(loaded).requests, signaturePaths.sign);

/**
 * 签署 with the opened seal: no code is refused at the field; the code is sent to the signer's
 * mobile, the signing is confirmed and sent once with an Idempotency-Key; the dialog then says
 * the contract is signed.
 */
export const Sign = meta.story({
  ...withSignature({ seal: sealFixture }),
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '签署 HT000000027002' }));
    const dialog = within(await body().findByRole('dialog', { name: '签署合同' }));
    await expect(await dialog.findByText('验证码将发送至授权签署人手机 138****0001')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '签署' }));
    await expect(await dialog.findByText('请输入短信验证码')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    await expect(await dialog.findByRole('button', { name: /秒后重发/ })).toBeDisabled();
    await userEvent.type(field(dialog, '短信验证码'), '123456');
    await userEvent.click(dialog.getByRole('button', { name: '签署' }));
    const confirm = await body().findByRole('alertdialog', { name: '确认签署' });
    await expect(confirm).toHaveTextContent(
      '确定使用企业电子签章签署合同 HT000000027002 吗？签署后不可撤销。',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: '确认签署' }));
    await expect(await dialog.findByRole('status', { name: '该合同已签署' })).toBeVisible();
    await expect(dialog.getByText('王海峰')).toBeVisible();
    const sent = signsOf(loaded);
    await expect(sent.map(({ body: sentBody }) => sentBody)).toEqual([
      { contractId: 70002, smsCode: '123456' },
    ]);
    await expect(sent[0]?.idempotencyKey).toBeTruthy();
    await expect(loaded.env.notifications).toContainEqual({
      type: 'success',
      message: '合同签署成功',
    });
    // The list is read again, for the row to say 已电子签章.
    await waitFor(() =>
      expect(callsTo(page.serverOf(loaded).requests, orderPaths.contracts)).toHaveLength(2),
    );
  },
});

/** The signing in flight: 确认签署 is busy, and a second press sends nothing more. */
export const SigningInFlight = meta.story({
  ...withSignature({ seal: sealFixture, hang: 'sign' }),
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '签署 HT000000027002' }));
    const dialog = within(await body().findByRole('dialog', { name: '签署合同' }));
    await dialog.findByText(/验证码将发送至授权签署人手机/);
    await userEvent.type(field(dialog, '短信验证码'), '123456');
    await userEvent.click(dialog.getByRole('button', { name: '签署' }));
    const confirm = within(await body().findByRole('alertdialog', { name: '确认签署' }));
    await userEvent.click(confirm.getByRole('button', { name: '确认签署' }));
    await waitFor(() =>
      expect(confirm.getByRole('button', { name: '确认签署' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await userEvent.click(confirm.getByRole('button', { name: '确认签署' }));
    // The button is busy before the request reaches the mock server: wait for it to arrive.
    await waitFor(() => expect(signsOf(loaded)).toHaveLength(1));
  },
});

/** A contract signed since the list was read (elsewhere): the dialog says so and offers no signing. */
export const AlreadySigned = meta.story({
  ...withSignature({
    seal: sealFixture,
    records: [
      {
        id: 1,
        contractId: 70002,
        contractNo: 'HT000000027002',
        orderNo: 'DD20260317027002',
        signerName: '王海峰',
        signedAt: '2026-03-18 09:30:00',
      },
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '签署 HT000000027002' }));
    const dialog = within(await body().findByRole('dialog', { name: '签署合同' }));
    await expect(await dialog.findByRole('status', { name: '该合同已签署' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: '签署' })).not.toBeInTheDocument();
  },
});

/** Before the seal is opened, the dialog says so and leads to 电子签章. */
export const SealNotOpened = meta.story({
  ...withSignature({}),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '签署 HT000000027002' }));
    const dialog = within(await body().findByRole('dialog', { name: '签署合同' }));
    await expect(
      await dialog.findByRole('status', {
        name: '企业电子签章尚未开通，请先在电子签章中开通',
      }),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: '前往电子签章' })).toHaveAttribute(
      'href',
      hrefTo('userSignature'),
    );
  },
});

/** An employee reads and downloads contracts; uploading and signing are left to the administrator. */
export const NotAdmin = meta.story({
  parameters: { session: 'certifiedStaff' },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: '下载合同 HT000000027002' });
    await expect(canvas.getByText('上传盖章合同和签署合同需由企业管理员操作')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /上传盖章合同 HT/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /签署 HT/ })).not.toBeInTheDocument();
  },
});

export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(...orderHandlersF3.empty);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无历史合同，订单提交后将在这里生成合同')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看全部订单' })).toHaveAttribute(
      'href',
      hrefTo('orderAllOrder'),
    );
  },
});

/** An order number that matches no contract says so and offers 清空筛选: the contracts again. */
export const FilteredEmpty = meta.story({
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: '历史合同' });
    await within(table).findByText('HT000000027001');
    await userEvent.type(canvas.getByRole('textbox', { name: '订单编号' }), 'DD00000000{Enter}');
    await expect(await canvas.findByText('没有符合筛选条件的合同')).toBeVisible();
    await expect(canvas.queryByText('暂无历史合同，订单提交后将在这里生成合同')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '清空筛选' }));
    await within(table).findByText('HT000000027001');
    await expect(canvas.getByRole('textbox', { name: '订单编号' })).toHaveValue('');
  },
});

export const Loading = meta.story(loadingPage(orderPaths.contracts));

export const ServerError = meta.story(failingOrders(orderPaths.contracts, '合同服务暂不可用'));

export const Uncertified = meta.story(uncertifiedOrders(orderPaths.contracts));
