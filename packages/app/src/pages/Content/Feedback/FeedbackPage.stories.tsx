import { expect, waitFor, within, type userEvent } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import {
  defaultContentHandlers,
  defaultHandlers,
  fail,
  pending,
  recordingOk,
  type RecordedRequest,
} from '@mall/domain/mocks';
import { choose } from '#.storybook/choose';
import preview from '#.storybook/preview';
import { appStory } from '@mall/app/testing';
import { HelpPage } from '../Help/HelpPage.tsx';

const requests: RecordedRequest[] = [];
const TEXT = '搜索结果希望可以按仓库距离排序，方便就近提货。';

/** Feedback sits in the help centre (modelHelp/feedback), so its stories render the help page. */
const meta = preview.meta({
  title: '页面/资讯与帮助/意见反馈 — FeedbackPage',
  component: HelpPage,
  ...appStory,
  parameters: {
    ...appStory.parameters,
    session: 'certifiedAdmin',
    route: '/home/modelHelp/feedback',
  },
  beforeEach({ msw }) {
    requests.length = 0;
    msw.use(
      recordingOk(paths.content.feedback, null, requests),
      ...defaultHandlers,
      ...defaultContentHandlers,
    );
  },
});

type Canvas = ReturnType<typeof within>;
type User = Pick<typeof userEvent, 'type' | 'click'>;

const fill = async (canvas: Canvas, userEvent: User, mobile = '') => {
  await choose(userEvent, canvas.getByRole('combobox', { name: /反馈类型/ }), '功能建议');
  await userEvent.type(canvas.getByRole('textbox', { name: /反馈内容/ }), TEXT);
  if (mobile) await userEvent.type(canvas.getByRole('textbox', { name: /联系手机/ }), mobile);
};

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: '意见反馈' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '意见反馈' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
});

/** Every error shows under its field, in Chinese, and nothing is sent. */
export const ValidationErrors = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /反馈内容/ }), '太慢了');
    await userEvent.type(canvas.getByRole('textbox', { name: /联系手机/ }), '1380000');
    await userEvent.click(canvas.getByRole('button', { name: '提交反馈' }));
    await expect(await canvas.findByText('反馈内容至少 10 个字')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /反馈类型/ })).toHaveAccessibleDescription(
      '请选择反馈类型',
    );
    await expect(canvas.getByText('请输入正确的 11 位手机号')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /反馈内容/ })).toHaveValue('太慢了');
    await expect(requests).toEqual([]);
  },
});

/** Sent once: the thanks replace the form, and 继续反馈 brings back an empty one. */
export const Sent = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('form', { name: '意见反馈' });
    await fill(canvas, userEvent, '13800000001');
    await userEvent.dblClick(canvas.getByRole('button', { name: '提交反馈' }));
    await expect(await canvas.findByText('提交成功')).toBeVisible();
    await expect(requests.map(({ body }) => body)).toEqual([
      { type: 1, content: TEXT, mobile: '13800000001' },
    ]);
    await userEvent.click(canvas.getByRole('button', { name: '继续反馈' }));
    await expect(canvas.getByRole('textbox', { name: /反馈内容/ })).toHaveValue('');
  },
});

/** While it is being sent, the button spins and a second press sends nothing. */
export const Sending = meta.story({
  beforeEach({ msw }) {
    msw.use(pending(paths.content.feedback));
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('form', { name: '意见反馈' });
    await fill(canvas, userEvent);
    const submit = canvas.getByRole('button', { name: '提交反馈' });
    await userEvent.click(submit);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
});

/** A refused feedback shows the server's message and keeps what was typed. */
export const ServerErrorKeepsText = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(paths.content.feedback, 500));
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('form', { name: '意见反馈' });
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: '提交反馈' }));
    await expect(await within(document.body).findByText('服务器端出错')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /反馈内容/ })).toHaveValue(TEXT);
    await expect(canvas.getByRole('button', { name: '提交反馈' })).not.toHaveAttribute('aria-busy');
  },
});

/** A visitor may write, but sending asks to log in first. */
export const VisitorAskedToLogIn = meta.story({
  parameters: { session: 'visitor' },
  play: async ({ canvas, userEvent, loaded }) => {
    await canvas.findByRole('form', { name: '意见反馈' });
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: '提交反馈' }));
    await waitFor(() => expect(loaded.root.guard.prompt?.text).toBe('请登录之后享受更多服务'));
    await expect(requests).toEqual([]);
    await expect(canvas.getByRole('textbox', { name: /反馈内容/ })).toHaveValue(TEXT);
  },
});
