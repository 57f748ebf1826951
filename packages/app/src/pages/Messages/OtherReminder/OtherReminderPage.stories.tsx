import { expect, waitFor } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { defaultHandlers, fail, ok, pending } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory } from '@mall/app/testing';
import { OtherReminderPage } from './OtherReminderPage.tsx';

const meta = preview.meta({
  title: '页面/消息中心/我的提醒 — OtherReminderPage',
  component: OtherReminderPage,
  ...appStory,
  parameters: { ...appStory.parameters, session: 'certifiedAdmin', route: '/center/otherReminder' },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers);
  },
});

/** Every reminder, newest first: text, orders, time, 未读 or 已读, and 查看. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('XS20260312015、XS20260312016')).toBeVisible();
    await expect(canvas.getByRole('table', { name: '我的提醒' })).toHaveTextContent(
      '订单已开始生产',
    );
    await expect(canvas.getAllByText('未读')).toHaveLength(2);
    await expect(canvas.getByText('共 13 条')).toBeVisible();
  },
});

/** 查看 clears a new reminder and goes where its code leads (013: in-stock orders). */
export const OpenReminder = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: '查看：订单已开始生产 2026-03-13 10:05:12' }),
    );
    await waitFor(() => expect(loaded.env.navigations).toEqual(['/center/orderInStock']));
  },
});

/** The next page. */
export const SecondPage = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '第 2 页' }));
    await expect(await canvas.findByRole('button', { name: '第 2 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
});

/** No reminders yet. */
export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(ok(paths.common.reminderHistory, { rows: [], total: 0 }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无提醒')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(pending(paths.common.reminderHistory));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('加载中');
  },
});

/** The list failed: the client's message and 重试. */
export const ServerError = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(paths.common.reminderHistory, 500, '服务器端出错'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('服务器端出错');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
});
