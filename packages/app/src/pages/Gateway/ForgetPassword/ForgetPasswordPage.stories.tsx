import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { defaultHandlers, fail, gatewayHandlers } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory, field } from '@mall/app/testing';
import { ForgetPasswordPage } from './ForgetPasswordPage.tsx';

const meta = preview.meta({
  title: '页面/登录注册/找回密码 — ForgetPasswordPage',
  component: ForgetPasswordPage,
  ...appStory,
  parameters: { ...appStory.parameters, layout: 'centered', route: '/gateway/forgetPassword' },
  render: () => (
    <div style={{ width: 400 }}>
      <ForgetPasswordPage />
    </div>
  ),
  beforeEach({ msw }) {
    msw.use(...defaultHandlers, gatewayHandlers.userTaken);
  },
});

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: '找回密码' })).toBeInTheDocument();
  },
});

export const UnknownNumber = meta.story({
  beforeEach({ msw }) {
    msw.use(gatewayHandlers.userAvailable);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas, '手机号'), '13900000099');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByText('该手机号尚未注册')).toBeInTheDocument();
  },
});

export const WeakPassword = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas, '新密码'), '12345678');
    await userEvent.tab();
    await expect(await canvas.findByText('密码须包含字母')).toBeInTheDocument();
  },
});

export const ServerRefusesCode = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(paths.auth.forget, 400, '验证码错误或已过期'));
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.type(field(canvas, '手机号'), '13800000003');
    await userEvent.type(field(canvas, '验证码'), '000000');
    await userEvent.type(field(canvas, '新密码'), 'Alu2026pass');
    await userEvent.type(field(canvas, '确认密码'), 'Alu2026pass');
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    await expect(await within(document.body).findByText('验证码错误或已过期')).toBeInTheDocument();
    await expect(loaded.env.navigations).toEqual([]);
  },
});

export const Reset = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.type(field(canvas, '手机号'), '13800000003');
    await userEvent.type(field(canvas, '验证码'), '123456');
    await userEvent.type(field(canvas, '新密码'), 'Alu2026pass');
    await userEvent.type(field(canvas, '确认密码'), 'Alu2026pass');
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    await expect(
      await within(document.body).findByText('密码已重置，请使用新密码登录'),
    ).toBeInTheDocument();
    await waitFor(() => expect(loaded.env.navigations).toEqual(['/gateway/login']));
  },
});
