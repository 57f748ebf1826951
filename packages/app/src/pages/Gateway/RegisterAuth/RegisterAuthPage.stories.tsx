import { expect, waitFor, within } from 'storybook/test';
import { defaultHandlers, gatewayHandlers } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory, field } from '@mall/app/testing';
import { RegisterAuthPage } from './RegisterAuthPage.tsx';

const route =
  '/gateway/registerAuth?unionid=UID_2C4E&openid=7D3F1A9C&type=2&name=%E9%93%9D%E6%9D%90%E6%96%B0%E5%AE%A2';

const meta = preview.meta({
  title: '页面/登录注册/绑定账号 — RegisterAuthPage',
  component: RegisterAuthPage,
  ...appStory,
  parameters: { ...appStory.parameters, layout: 'centered', route },
  render: () => (
    <div style={{ width: 400 }}>
      <RegisterAuthPage />
    </div>
  ),
  beforeEach({ msw }) {
    msw.use(...defaultHandlers);
  },
});

export const ExistingAccount = meta.story({
  beforeEach({ msw }) {
    msw.use(gatewayHandlers.userTaken);
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await expect(canvas.getByText('QQ账号：铝材新客')).toBeInTheDocument();
    await userEvent.type(field(canvas, '手机号'), '13800000003');
    await userEvent.tab();
    await userEvent.type(field(canvas, '验证码'), '123456');
    await expect(canvas.queryByLabelText(/登录密码/, { selector: 'input' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '绑定并登录' }));
    await expect(await within(document.body).findByText('登录成功')).toBeInTheDocument();
    await waitFor(() => expect(loaded.env.navigations.length).toBe(1));
  },
});

/**
 * A free number asks for its password. The press may come before the number's check has
 * answered (it is not waited for here): the form asks the server then, and nothing is sent.
 */
export const NewNumberNeedsPassword = meta.story({
  beforeEach({ msw }) {
    msw.use(gatewayHandlers.userAvailable);
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.type(field(canvas, '手机号'), '13900000088');
    await userEvent.tab();
    await userEvent.type(field(canvas, '验证码'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '绑定并登录' }));
    await expect(await canvas.findByText('请输入密码')).toBeInTheDocument();
    await expect(field(canvas, '登录密码')).toHaveAttribute('aria-invalid', 'true');
    await expect(loaded.env.navigations).toEqual([]);
    await expect(within(document.body).queryByText('登录成功')).toBeNull();
  },
});

/** The press comes before the number's check has answered: the form asks again, then for the password. */
export const PressedBeforeTheCheckAnswers = meta.story({
  beforeEach({ msw }) {
    msw.use(gatewayHandlers.userAvailableFirstCheckHeld());
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.type(field(canvas, '手机号'), '13900000088');
    await userEvent.tab();
    await userEvent.type(field(canvas, '验证码'), '123456');
    await expect(canvas.queryByLabelText(/登录密码/, { selector: 'input' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '绑定并登录' }));
    await expect(await canvas.findByText('请输入密码')).toBeInTheDocument();
    await expect(field(canvas, '登录密码')).toHaveAttribute('aria-invalid', 'true');
    await expect(loaded.env.navigations).toEqual([]);
  },
});

export const MissingIdentity = meta.story({
  parameters: { route: '/gateway/registerAuth' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('授权信息缺失')).toBeInTheDocument();
  },
});
