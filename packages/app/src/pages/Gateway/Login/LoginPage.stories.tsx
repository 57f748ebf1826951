import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { defaultHandlers, fail, ok, pending, users } from '@mall/domain/mocks';
import preview from '../../../../../../.storybook/preview.tsx';
import { appStory } from '../../../../../../.storybook/app.tsx';
import { LoginPage } from './LoginPage.tsx';

const meta = preview.meta({
  title: 'Pages/Gateway/Login',
  component: LoginPage,
  ...appStory,
  parameters: {
    ...appStory.parameters,
    layout: 'centered',
    route: '/gateway/login?redirect=%2Fcenter%2ForderAllOrder',
  },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers);
  },
});

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: '账号登录' })).toBeInTheDocument();
    await expect(canvas.getByLabelText(/手机号/)).toHaveValue('');
  },
});

export const InvalidInput = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('请输入手机号')).toBeInTheDocument();
    await expect(canvas.getByText('请输入密码')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/手机号/)).toHaveFocus();

    await userEvent.type(canvas.getByLabelText(/手机号/), '1380000');
    await userEvent.tab();
    await expect(await canvas.findByText('请输入正确的 11 位手机号')).toBeInTheDocument();
    await expect(loaded.env.navigations).toEqual([]);
  },
});

const fillAndSubmit = async (
  canvas: ReturnType<typeof within>,
  userEvent: {
    type: (el: Element, text: string) => Promise<void>;
    click: (el: Element) => Promise<void>;
  },
  username = '13800000001',
) => {
  await userEvent.type(canvas.getByLabelText(/手机号/), username);
  await userEvent.type(canvas.getByLabelText(/密码/), 'Mall@2026');
  await userEvent.click(canvas.getByRole('button', { name: '登录' }));
};

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
    await waitFor(() => expect(loaded.env.navigations).toEqual(['/center/orderAllOrder']), {
      timeout: 2000,
    });
    await expect(loaded.env.tokens.get()).toBe('mock-token-certified-admin');
  },
});

export const NewUserGoesToGuide = meta.story({
  beforeEach({ msw }) {
    msw.use(ok(paths.auth.login, { token: 'tok-new', user: users.newUser }));
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await fillAndSubmit(canvas, userEvent, '13800000004');
    await waitFor(() => expect(loaded.env.navigations).toEqual(['/guideNovice']), {
      timeout: 2000,
    });
  },
});

export const WrongPassword = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(paths.auth.login, 400, '账号或密码错误'));
  },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent);
    await expect(await within(document.body).findByText('账号或密码错误')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/手机号/)).toHaveValue('13800000001');
    await expect(canvas.getByLabelText(/密码/)).toHaveValue('Mall@2026');
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
