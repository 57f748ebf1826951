import { expect, waitFor } from 'storybook/test';
import { passwordPaths } from '@mall/domain/contract/password';
import { callsTo, fail, pending, recordingOk, type RecordedRequest } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory, field, settled } from '@mall/app/testing';
import { UpdatePasswordPage } from './UpdatePasswordPage.tsx';

const ROUTE = '/center/userUpdatePassword';

const meta = preview.meta({
  title: '页面/用户中心/修改密码 — UpdatePasswordPage',
  component: UpdatePasswordPage,
  ...appStory,
  parameters: { ...appStory.parameters, session: 'certifiedAdmin', route: ROUTE },
});

type Canvas = Parameters<typeof field>[0];
type Typist = {
  type: (el: Element, text: string) => Promise<void>;
  click: (el: Element) => Promise<void>;
};

/** Types the three passwords and presses 确认修改. */
const fillAndSend = async (
  canvas: Canvas,
  userEvent: Typist,
  [oldPassword, password, again]: [string, string, string],
) => {
  await userEvent.type(field(canvas, '原密码'), oldPassword);
  await userEvent.type(field(canvas, '新密码'), password);
  await userEvent.type(field(canvas, '确认密码'), again);
  await userEvent.click(canvas.getByRole('button', { name: '确认修改' }));
};

const GOOD: [string, string, string] = ['Alu6061t6', 'NewPass2026', 'NewPass2026'];

/** Nothing typed: 确认修改 shows each field's message, and nothing is sent. */
export const Empty = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '确认修改' }));
    await expect(await canvas.findByText('请输入原密码')).toBeVisible();
    await expect(canvas.getByText('请输入密码')).toBeVisible();
    await expect(canvas.getByText('请再次输入密码')).toBeVisible();
    await expect(field(canvas, '原密码')).toHaveFocus();
  },
});

/**
 * Every rule of the new password, one after the other at its field (what was typed stays), then
 * a repetition that differs and a new password equal to the old one.
 */
export const Validation = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('form', { name: '修改密码' });
    const next = field(canvas, '新密码');
    for (const [typed, message] of [
      ['Ab1', '密码至少 8 位'],
      ['Abcdefgh12345678901234', '密码不能超过 20 位'],
      ['Abcd 12345', '密码不能包含空格'],
      ['12345678', '密码须包含字母'],
      ['Abcdefgh', '密码须包含数字'],
    ] as const) {
      await userEvent.clear(next);
      await userEvent.type(next, typed);
      await userEvent.tab();
      await expect(await canvas.findByText(message)).toBeVisible();
      await expect(next).toHaveValue(typed);
    }
    await userEvent.clear(next);
    await fillAndSend(canvas, userEvent, ['NewPass2026', 'NewPass2026', 'Other2026']);
    await expect(await canvas.findByText('两次输入的密码不一致')).toBeVisible();
    await expect(await canvas.findByText('新密码不能与原密码相同')).toBeVisible();
  },
});

/** The mall refuses the old password: 原密码不正确 stands at it, the session stays. */
export const WrongOldPassword = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(passwordPaths.change, 400, '原密码不正确'));
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await fillAndSend(canvas, userEvent, GOOD);
    const old = field(canvas, '原密码');
    await waitFor(() => expect(old).toHaveAccessibleDescription('原密码不正确'));
    await expect(old).toHaveValue('Alu6061t6');
    await expect(loaded.root.session.isLoggedIn).toBe(true);
    await settled();
  },
});

/** Sent and not yet answered: the button spins and a second press sends nothing. */
export const InFlight = meta.story({
  beforeEach({ msw }) {
    msw.use(pending(passwordPaths.change));
  },
  play: async ({ canvas, userEvent }) => {
    await fillAndSend(canvas, userEvent, GOOD);
    const button = canvas.getByRole('button', { name: /确认修改/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
});

/** The mall fails: its message shows under the form and everything typed stays. */
export const ServerError = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(passwordPaths.change, 500, '系统繁忙，请稍后再试'));
  },
  play: async ({ canvas, userEvent }) => {
    await fillAndSend(canvas, userEvent, GOOD);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('系统繁忙，请稍后再试');
    await expect(field(canvas, '新密码')).toHaveValue('NewPass2026');
    await settled();
  },
});

/** Changed: the session is forgotten and the login page opens with the notice. */
export const Changed = meta.story({
  loaders: [() => ({ requests: [] as RecordedRequest[] })],
  beforeEach({ msw, loaded }) {
    msw.use(recordingOk(passwordPaths.change, null, loaded.requests as RecordedRequest[]));
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await fillAndSend(canvas, userEvent, GOOD);
    const { env, root } = loaded;
    await waitFor(() => expect(env.navigations).toContain('/gateway/login'));
    await expect(root.session.isLoggedIn).toBe(false);
    await expect(env.notifications).toContainEqual({
      type: 'success',
      message: '密码已修改，请使用新密码重新登录',
    });
    const [sent] = callsTo(loaded.requests as RecordedRequest[], passwordPaths.change);
    await expect(sent?.body).toEqual({ oldPassword: 'Alu6061t6', password: 'NewPass2026' });
    await settled();
  },
});
