import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { userCentrePaths } from '@mall/domain/contract/userCentre';
import {
  callsTo,
  certificationFixtures,
  createUserCentreServer,
  pendingRecording,
} from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { failingPage, field, loadingPage, orderStories, settled } from '@mall/app/testing';
import { CompanyCreatePage } from './CompanyCreatePage.tsx';

const page = orderStories(createUserCentreServer);

const meta = preview.meta({
  title: '页面/用户中心/企业认证 — CompanyCreatePage',
  component: CompanyCreatePage,
  ...page.meta('/center/userInfo/companyCreate', 'uncertified'),
});

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0];

/** Chooses a file in the licence picker (a user may switch the picker to all files). */
const chooseLicence = (canvas: HTMLElement, file: File) =>
  fireEvent.change(within(canvas).getByLabelText(/营业执照/, { selector: 'input' }), {
    target: { files: [file] },
  });

/** Nothing filled in: 提交认证 shows every field's message and sends nothing. */
export const Empty = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '提交认证' }));
    for (const message of [
      '请输入企业名称',
      '请输入统一社会信用代码',
      '请输入法定代表人',
      '请上传营业执照',
      '请输入联系人',
      '请输入手机号',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(callsTo(page.serverOf(loaded).requests, userCentrePaths.certify)).toEqual([]);
  },
});

/**
 * A wrong check character and a PDF named .png are refused at their fields (what was typed
 * stays); fixed, the form is sent once with an Idempotency-Key and the page shows 认证审核中.
 */
export const Submit = meta.story({
  play: async ({ canvas, canvasElement, userEvent, loaded }) => {
    const { requests } = page.serverOf(loaded);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /企业名称/ }),
      '佛山市华铝有限公司',
    );
    const code = field(canvas, '统一社会信用代码');
    await userEvent.type(code, '91350100m000100y44');
    await userEvent.tab();
    await expect(await canvas.findByText('统一社会信用代码校验位不正确，请核对')).toBeVisible();
    await expect(code).toHaveValue('91350100m000100y44');
    await userEvent.type(field(canvas, '法定代表人'), '王建国');
    await userEvent.type(field(canvas, '联系人'), '李敏');
    await userEvent.type(field(canvas, '联系电话'), '1391234567');
    await userEvent.tab();
    await expect(await canvas.findByText('请输入正确的 11 位手机号')).toBeVisible();

    chooseLicence(canvasElement, new File(['%PDF-1.4'], '营业执照.png', { type: 'image/png' }));
    await expect(await canvas.findByText('请上传 JPG 或 PNG 图片')).toBeVisible();
    await expect(callsTo(requests, userCentrePaths.upload)).toEqual([]);
    chooseLicence(
      canvasElement,
      new File([new Uint8Array(PNG)], '执照.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(callsTo(requests, userCentrePaths.upload)).toHaveLength(1));

    await userEvent.clear(code);
    await userEvent.type(code, '91350100M000100Y43');
    await userEvent.type(field(canvas, '联系电话'), '8');
    const submit = canvas.getByRole('button', { name: '提交认证' });
    await userEvent.click(submit);
    await expect(await canvas.findByRole('status', { name: '认证审核中' })).toHaveTextContent(
      '平台将在 1 个工作日内完成审核',
    );
    const sent = callsTo(requests, userCentrePaths.certify);
    await expect(sent.map(({ body }) => body)).toEqual([
      {
        companyName: '佛山市华铝有限公司',
        creditCode: '91350100M000100Y43',
        legalPerson: '王建国',
        licenceFileId: 501,
        licenceFileName: '执照.png',
        contactName: '李敏',
        contactPhone: '13912345678',
      },
    ]);
    await expect(sent[0]?.idempotencyKey).toBeTruthy();
    await expect(loaded.env.notifications).toContainEqual({
      type: 'success',
      message: '认证资料已提交，请等待审核',
    });
    await expect(canvas.getByText('佛山市华铝有限公司')).toBeVisible();
    await settled();
  },
});

/** The certification in flight: 提交认证 is busy, and a second press sends nothing more. */
export const SubmitInFlight = meta.story({
  beforeEach({ msw, loaded }) {
    msw.use(pendingRecording('post', userCentrePaths.certify, page.serverOf(loaded).requests));
  },
  play: async ({ canvas, canvasElement, userEvent, loaded }) => {
    const { requests } = page.serverOf(loaded);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /企业名称/ }),
      '佛山市华铝有限公司',
    );
    await userEvent.type(field(canvas, '统一社会信用代码'), '91350100M000100Y43');
    await userEvent.type(field(canvas, '法定代表人'), '王建国');
    await userEvent.type(field(canvas, '联系人'), '李敏');
    await userEvent.type(field(canvas, '联系电话'), '13912345678');
    chooseLicence(
      canvasElement,
      new File([new Uint8Array(PNG)], '执照.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(callsTo(requests, userCentrePaths.upload)).toHaveLength(1));
    const submit = canvas.getByRole('button', { name: '提交认证' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(submit);
    await waitFor(() => expect(callsTo(requests, userCentrePaths.certify)).toHaveLength(1));
    await expect(field(canvas, '企业名称')).toHaveValue('佛山市华铝有限公司');
  },
});

/** Sent and waiting: 认证审核中 with what was sent, and no form. */
export const Pending = meta.story({
  ...page.withServer({ certification: certificationFixtures.pending }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: '认证审核中' })).toHaveTextContent(
      '提交时间：2026-03-17 15:20:00',
    );
    await expect(canvas.getByText('91350100M000100Y43')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '提交认证' })).toBeNull();
  },
});

/** Refused: the reason, and the form filled with what was sent, to correct and send again. */
export const Rejected = meta.story({
  ...page.withServer({ certification: certificationFixtures.rejected }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: '认证未通过' })).toHaveTextContent(
      '未通过原因：营业执照照片模糊，请上传清晰的原件照片。请修改后重新提交。',
    );
    await expect(field(canvas, '企业名称')).toHaveValue('佛山市南海区华铝金属制品有限公司');
    await expect(field(canvas, '统一社会信用代码')).toHaveValue('91350100M000100Y43');
    await expect(canvas.getByText('营业执照.png')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '提交认证' })).toBeEnabled();
  },
});

export const Loading = meta.story(loadingPage(userCentrePaths.certification));

export const ServerError = meta.story(
  failingPage(userCentrePaths.certification, 500, '服务器繁忙', {
    msg: '服务器繁忙',
    retry: true,
  }),
);
