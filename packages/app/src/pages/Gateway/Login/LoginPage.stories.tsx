import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { defaultHandlers, fail, gatewayHandlers, ok, pending, users } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory, field } from '@mall/app/testing';
import { LoginNoticeDialog } from '../../../shell/LoginNoticeDialog/LoginNoticeDialog.tsx';
import { LoginPage } from './LoginPage.tsx';

const meta = preview.meta({
  title: '页面/登录注册/登录 — LoginPage',
  component: LoginPage,
  ...appStory,
  parameters: {
    ...appStory.parameters,
    layout: 'centered',
    route: '/gateway/login?redirect=%2Fcenter%2ForderAllOrder',
  },
  render: () => (
    <div style={{ width: 352 }}>
      <LoginPage />
      <LoginNoticeDialog />
    </div>
  ),
  beforeEach({ msw }) {
    msw.use(...defaultHandlers);
  },
});

type Canvas = ReturnType<typeof within>;
type Typist = {
  type: (el: Element, text: string) => Promise<void>;
  click: (el: Element) => Promise<void>;
};

const fillAndSubmit = async (canvas: Canvas, userEvent: Typist, username = '13800000001') => {
  await userEvent.type(field(canvas, '手机号'), username);
  await userEvent.type(field(canvas, '密码'), 'Mall@2026');
  await userEvent.click(canvas.getByRole('button', { name: '登录' }));
};

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '密码登录' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(field(canvas, '手机号')).toHaveValue('');
    await expect(canvas.getByRole('link', { name: '微信登录' })).toHaveAttribute(
      'href',
      expect.stringContaining('type=1'),
    );
  },
});

export const InvalidInput = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('请输入手机号')).toBeInTheDocument();
    await expect(canvas.getByText('请输入密码')).toBeInTheDocument();
    await expect(field(canvas, '手机号')).toHaveFocus();
    await userEvent.type(field(canvas, '手机号'), '1380000');
    await userEvent.tab();
    await expect(await canvas.findByText('请输入正确的 11 位手机号')).toBeInTheDocument();
    await expect(loaded.env.navigations).toEqual([]);
  },
});

export const Submitting = meta.story({
  beforeEach({ msw }) {
    msw.use(pending(paths.auth.login));
  },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent);
    await expect(canvas.getByRole('button', { name: '登录' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const Success = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await fillAndSubmit(canvas, userEvent);
    await expect(await within(document.body).findByText('登录成功')).toBeInTheDocument();
    await waitFor(() => expect(loaded.env.navigations).toEqual(['/center/orderAllOrder']));
    await expect(loaded.env.tokens.get()).toBe('mock-token-certified-admin');
  },
});

export const NewUserGoesToGuide = meta.story({
  beforeEach({ msw }) {
    msw.use(ok(paths.auth.login, { token: 'tok-new', user: users.newUser }));
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await fillAndSubmit(canvas, userEvent, '13800000004');
    await waitFor(() => expect(loaded.env.navigations).toEqual(['/guideNovice']));
  },
});

export const WrongPassword = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(paths.auth.login, 400, '账号或密码错误'));
  },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent);
    await expect(await within(document.body).findByText('账号或密码错误')).toBeInTheDocument();
    await expect(field(canvas, '手机号')).toHaveValue('13800000001');
    await expect(field(canvas, '密码')).toHaveValue('Mall@2026');
  },
});

export const FrozenAccount409 = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(paths.auth.login, 409, '该账号已被冻结'));
  },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent, '13800000005');
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('该账号已被冻结，请致电客服 400-820-6060 处理');
  },
});

export const BusinessAppAccount502 = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(paths.auth.login, 502, ''));
  },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent, '13800000006');
    await expect(
      await within(document.body).findByText('该账号请在业务端App登录'),
    ).toBeInTheDocument();
  },
});

export const SmsCountdown = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '短信登录' }));
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByText('请输入手机号')).toBeInTheDocument();
    await userEvent.type(field(canvas, '手机号'), '13800000003');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByRole('button', { name: /^\d+ 秒后重发$/ })).toBeDisabled();
    await expect(await within(document.body).findByText('验证码已发送')).toBeInTheDocument();
  },
});

export const SwitchingTabsKeepsInput = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas, '手机号'), '13800000001');
    await userEvent.click(canvas.getByRole('tab', { name: '短信登录' }));
    await userEvent.click(canvas.getByRole('tab', { name: '密码登录' }));
    await expect(field(canvas, '手机号')).toHaveValue('13800000001');
  },
});

export const SmsBadCode = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '短信登录' }));
    await userEvent.type(field(canvas, '手机号'), '13800000003');
    await userEvent.type(field(canvas, '验证码'), '12ab');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('请输入 6 位数字验证码')).toBeInTheDocument();
  },
});

export const QrWaiting = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '扫码登录' }));
    await expect(await canvas.findByRole('img', { name: '登录二维码' })).toBeInTheDocument();
  },
});

export const QrScanned = meta.story({
  beforeEach({ msw }) {
    msw.use(gatewayHandlers.qrScanned);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '扫码登录' }));
    await expect(await canvas.findByText('扫码成功，请在手机上确认登录')).toBeInTheDocument();
  },
});

export const QrExpired = meta.story({
  beforeEach({ msw }) {
    msw.use(gatewayHandlers.qrExpired);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '扫码登录' }));
    await expect(await canvas.findByRole('button', { name: '刷新二维码' })).toBeInTheDocument();
  },
});

export const QrConfirmed = meta.story({
  beforeEach({ msw }) {
    msw.use(gatewayHandlers.qrConfirmed);
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '扫码登录' }));
    await expect(await within(document.body).findByText('登录成功')).toBeInTheDocument();
    await waitFor(() => expect(loaded.env.navigations).toEqual(['/center/orderAllOrder']));
  },
});
