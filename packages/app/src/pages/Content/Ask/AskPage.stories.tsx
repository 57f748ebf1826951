import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import {
  defaultContentHandlers,
  defaultHandlers,
  fail,
  recordingOk,
  type RecordedRequest,
} from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory } from '@mall/app/testing';
import { AskPage } from './AskPage.tsx';

const requests: RecordedRequest[] = [];
const TITLE = '6063 型材可以做白色粉末喷涂吗？';

const meta = preview.meta({
  title: '页面/资讯与帮助/我要提问 — AskPage',
  component: AskPage,
  ...appStory,
  parameters: { ...appStory.parameters, session: 'uncertified', route: '/home/modelAskAbout/ask' },
  beforeEach({ msw }) {
    requests.length = 0;
    msw.use(
      recordingOk(paths.content.ask, { id: 25 }, requests),
      ...defaultHandlers,
      ...defaultContentHandlers,
    );
  },
});

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: '我要提问' })).toBeVisible();
    await expect(canvas.queryByText('登录后即可提问')).toBeNull();
  },
});

/** A question too short, and the description kept as typed. */
export const ValidationErrors = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /问题描述/ }), '约 8 吨');
    await userEvent.type(canvas.getByRole('textbox', { name: /^\*?\s*问题$/ }), '能喷涂吗');
    await userEvent.click(canvas.getByRole('button', { name: '提交问题' }));
    await expect(await canvas.findByText('问题至少 5 个字')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /问题描述/ })).toHaveValue('约 8 吨');
    await expect(requests).toEqual([]);
  },
});

/** A logged-in user, certified or not, asks; the new question's page opens. */
export const Asked = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^\*?\s*问题$/ }), TITLE);
    await userEvent.click(canvas.getByRole('button', { name: '提交问题' }));
    await expect(await within(document.body).findByText('提问成功，客服会尽快回复')).toBeVisible();
    await expect(requests.map(({ body }) => body)).toEqual([{ title: TITLE, content: '' }]);
    await expect(loaded.env.navigations).toEqual(['/home/modelAskAbout/detail/25']);
  },
});

/** A visitor may write the question; sending asks to log in first. */
export const GuardedForVisitor = meta.story({
  parameters: { session: 'visitor' },
  play: async ({ canvas, userEvent, loaded }) => {
    await expect(canvas.getByText('登录后即可提问')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^\*?\s*问题$/ }), TITLE);
    await userEvent.click(canvas.getByRole('button', { name: '提交问题' }));
    await waitFor(() => expect(loaded.root.guard.prompt?.text).toBe('请登录之后享受更多服务'));
    await expect(requests).toEqual([]);
    await expect(canvas.getByRole('textbox', { name: /^\*?\s*问题$/ })).toHaveValue(TITLE);
  },
});

/** A refused question shows the server's message and keeps what was typed. */
export const ServerErrorKeepsText = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(paths.content.ask, 500));
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^\*?\s*问题$/ }), TITLE);
    await userEvent.click(canvas.getByRole('button', { name: '提交问题' }));
    await expect(await within(document.body).findByText('服务器端出错')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^\*?\s*问题$/ })).toHaveValue(TITLE);
    await expect(loaded.env.navigations).toEqual([]);
  },
});
