import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { adminChangePaths } from '@mall/domain/contract/staff';
import { userCentrePaths } from '@mall/domain/contract/userCentre';
import {
  adminChangeFixtures,
  callsTo,
  createAdminChangeServer,
  pendingRecording,
} from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { failingPage, field, loadingPage, orderStories } from '@mall/app/testing';
import { CompanyUpdateAdminPage } from './CompanyUpdateAdminPage.tsx';
import { hrefTo } from '../../../routes/links.ts';

const page = orderStories(createAdminChangeServer);

const meta = preview.meta({
  title: '页面/用户中心/变更管理员 — CompanyUpdateAdminPage',
  component: CompanyUpdateAdminPage,
  ...page.meta('/center/userInfo/companyUpdateAdmin'),
});

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0];

/** Chooses a file in the letter picker (a user may switch the picker to all files). */
const chooseLetter = (canvas: HTMLElement, file: File) =>
  fireEvent.change(within(canvas).getByLabelText(/授权书/, { selector: 'input' }), {
    target: { files: [file] },
  });

/** Nothing filled in: every field's message, and nothing is sent. */
export const Empty = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '提交申请' }));
    for (const message of ['请输入手机号', '请输入 6 位短信验证码', '请上传授权书']) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    const sent = callsTo(page.serverOf(loaded).requests, adminChangePaths.request);
    await expect(sent.filter(({ method }) => method === 'POST')).toEqual([]);
  },
});

/**
 * A wrong mobile, a short code and a PDF named .png are refused at their fields; fixed, the code
 * is sent to the new administrator's mobile and the request is sent once: 审核中.
 */
export const Submit = meta.story({
  play: async ({ canvas, canvasElement, userEvent, loaded }) => {
    await canvas.findByRole('button', { name: '提交申请' });
    await userEvent.type(field(canvas, '新管理员手机号'), '1380000');
    await userEvent.type(field(canvas, '短信验证码'), '12');
    chooseLetter(canvasElement, new File(['%PDF-1.4'], '授权书.png', { type: 'image/png' }));
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(await canvas.findByText('请输入正确的 11 位手机号')).toBeVisible();
    await expect(canvas.getByText('请输入 6 位短信验证码')).toBeVisible();
    await expect(canvas.getByText('请上传 JPG 或 PNG 图片')).toBeVisible();
    await userEvent.clear(field(canvas, '新管理员手机号'));
    await userEvent.type(field(canvas, '新管理员手机号'), '13800000002');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByRole('button', { name: /秒后重发/ })).toBeDisabled();
    await userEvent.clear(field(canvas, '短信验证码'));
    await userEvent.type(field(canvas, '短信验证码'), '123456');
    chooseLetter(
      canvasElement,
      new File([new Uint8Array(PNG)], '授权书.png', { type: 'image/png' }),
    );
    await expect(await canvas.findByText('授权书.png')).toBeVisible();
    // Uploaded: the upload was answered and 已选择 is back in place of 上传中…. (The file's name
    // is on screen before the upload starts too, so the request is waited for.)
    await waitFor(() =>
      expect(callsTo(page.serverOf(loaded).requests, userCentrePaths.upload)).toHaveLength(1),
    );
    await expect(await canvas.findByText('已选择')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(await canvas.findByRole('status', { name: '变更申请审核中' })).toBeVisible();
    const sent = callsTo(page.serverOf(loaded).requests, adminChangePaths.request).filter(
      ({ method }) => method === 'POST',
    );
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.body).toEqual({
      mobile: '13800000002',
      smsCode: '123456',
      letterFileId: 601,
      letterFileName: '授权书.png',
    });
    await expect(sent[0]?.idempotencyKey).toBeTruthy();
  },
});

/** The request in flight: 提交申请 is busy, and a second press sends nothing more. */
export const SubmitInFlight = meta.story({
  beforeEach({ msw, loaded }) {
    msw.use(pendingRecording('post', adminChangePaths.request, page.serverOf(loaded).requests));
  },
  play: async ({ canvas, canvasElement, userEvent, loaded }) => {
    const { requests } = page.serverOf(loaded);
    const submit = await canvas.findByRole('button', { name: '提交申请' });
    await userEvent.type(field(canvas, '新管理员手机号'), '13800000002');
    await userEvent.type(field(canvas, '短信验证码'), '123456');
    chooseLetter(
      canvasElement,
      new File([new Uint8Array(PNG)], '授权书.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(callsTo(requests, userCentrePaths.upload)).toHaveLength(1));
    await expect(await canvas.findByText('已选择')).toBeVisible();
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(submit);
    const posts = () =>
      callsTo(requests, adminChangePaths.request).filter(({ method }) => method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(1));
    await expect(field(canvas, '新管理员手机号')).toHaveValue('13800000002');
  },
});

export const Loading = meta.story(loadingPage(adminChangePaths.request));

export const Pending = meta.story({
  ...page.withServer({ latest: adminChangeFixtures.pending }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: '变更申请审核中' })).toBeVisible();
    await expect(canvas.getByText('李晓燕（13800000002）')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '提交申请' })).not.toBeInTheDocument();
  },
});

/** Rejected: the reason, and 重新申请 brings the form back. */
export const Rejected = meta.story({
  ...page.withServer({ latest: adminChangeFixtures.rejected }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('status', { name: '变更申请已驳回' })).toHaveTextContent(
      '驳回原因：授权书未加盖企业公章',
    );
    await userEvent.click(canvas.getByRole('button', { name: '重新申请' }));
    await expect(await canvas.findByRole('button', { name: '提交申请' })).toBeVisible();
  },
});

export const Approved = meta.story({
  ...page.withServer({ latest: adminChangeFixtures.approved }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: '变更申请已通过' })).toBeVisible();
  },
});

export const Employee = meta.story({
  parameters: { session: 'certifiedStaff' },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText(/变更管理员仅限企业管理员操作/)).toBeVisible();
    await expect(callsTo(page.serverOf(loaded).requests, adminChangePaths.request)).toEqual([]);
  },
});

export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/完成企业认证后即可变更管理员/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去认证' })).toHaveAttribute(
      'href',
      hrefTo('companyCreate'),
    );
  },
});

export const ServerError = meta.story(
  failingPage(adminChangePaths.request, 500, '服务器繁忙', { msg: '服务器繁忙', retry: true }),
);
