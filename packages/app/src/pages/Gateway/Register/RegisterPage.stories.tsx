import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { defaultHandlers, fail, gatewayHandlers } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory, field } from '@mall/app/testing';
import { RegisterPage } from './RegisterPage.tsx';

const meta = preview.meta({
  title: '页面/登录注册/注册 — RegisterPage',
  component: RegisterPage,
  ...appStory,
  parameters: { ...appStory.parameters, layout: 'centered', route: '/gateway/register' },
  render: () => (
    <div style={{ width: 400 }}>
      <RegisterPage />
    </div>
  ),
  beforeEach({ msw }) {
    msw.use(...defaultHandlers);
  },
});

/** The consent is asked, never ticked for the buyer, its two documents linked. */
export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: '注册账号' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: '我已阅读并同意' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: '《用户协议》' })).toHaveAttribute(
      'href',
      '#/home/aboutUs/agreement',
    );
    await expect(canvas.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute(
      'href',
      '#/home/aboutUs/privacy',
    );
  },
});

export const InvalidInput = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas, '密码'), 'abc');
    await userEvent.type(field(canvas, '确认密码'), 'abd');
    await userEvent.click(canvas.getByRole('button', { name: '注册并登录' }));
    await expect(await canvas.findByText('请输入手机号')).toBeInTheDocument();
    await expect(canvas.getByText('请输入短信验证码')).toBeInTheDocument();
    await expect(canvas.getByText('请输入真实姓名')).toBeInTheDocument();
    await expect(canvas.getByText('密码至少 8 位')).toBeInTheDocument();
    await expect(canvas.getByText('两次输入的密码不一致')).toBeInTheDocument();
    await expect(canvas.getByText('请阅读并同意《用户协议》《隐私政策》')).toBeInTheDocument();
    // Nothing typed is lost.
    await expect(field(canvas, '确认密码')).toHaveValue('abd');
  },
});

export const NumberTaken = meta.story({
  beforeEach({ msw }) {
    msw.use(gatewayHandlers.userTaken);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas, '手机号'), '13800000001');
    await userEvent.tab();
    await expect(await canvas.findByText('该手机号已注册，请直接登录')).toBeInTheDocument();
  },
});

export const ServerRefusesCode = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(paths.auth.register, 400, '验证码错误或已过期'));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas, '手机号'), '13900000077');
    await userEvent.type(field(canvas, '验证码'), '123456');
    await userEvent.type(field(canvas, '真实姓名'), '李明');
    await userEvent.type(field(canvas, '密码'), 'Alu2026pass');
    await userEvent.type(field(canvas, '确认密码'), 'Alu2026pass');
    await userEvent.click(canvas.getByRole('checkbox', { name: '我已阅读并同意' }));
    await userEvent.click(canvas.getByRole('button', { name: '注册并登录' }));
    await expect(await within(document.body).findByText('验证码错误或已过期')).toBeInTheDocument();
    await expect(field(canvas, '真实姓名')).toHaveValue('李明');
  },
});

export const Registered = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.type(field(canvas, '手机号'), '13900000077');
    await userEvent.type(field(canvas, '验证码'), '123456');
    await userEvent.type(field(canvas, '真实姓名'), '李明');
    await userEvent.type(field(canvas, '密码'), 'Alu2026pass');
    await userEvent.type(field(canvas, '确认密码'), 'Alu2026pass');
    await userEvent.click(canvas.getByRole('checkbox', { name: '我已阅读并同意' }));
    await userEvent.click(canvas.getByRole('button', { name: '注册并登录' }));
    await expect(await within(document.body).findByText('登录成功')).toBeInTheDocument();
    await waitFor(() => expect(loaded.env.navigations).toEqual(['/guideNovice']));
  },
});
