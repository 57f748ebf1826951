import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { API_BASE, paths, REMINDER_CODES } from '@mall/domain/contract';
import type { ReminderAction } from '@mall/domain/contract';
import { defaultHandlers, ok } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory } from '@mall/app/testing';
import { HeaderMessages } from './HeaderMessages.tsx';

const reminder = (actionCode: ReminderAction['actionCode'], minute: number, orders = '') => ({
  actionCode,
  happenTime: `2026-03-14 09:${String(minute).padStart(2, '0')}:00`,
  businessMsg: orders,
});

/** Serves `actions` until they are consumed; records each consume's happenTime ('' for all). */
function reminderServer(actions: ReminderAction[]) {
  const state = { actions, consumed: [] as string[] };
  const json = (data: unknown) => HttpResponse.json({ code: 200, msg: 'success', data });
  return {
    state,
    handlers: [
      http.get(`*${API_BASE}${paths.common.queryAction}`, () => json(state.actions)),
      http.get(`*${API_BASE}${paths.common.consumeAction}`, ({ request }) => {
        const happenTime = new URL(request.url).searchParams.get('happenTime') ?? '';
        state.consumed.push(happenTime);
        state.actions = happenTime
          ? state.actions.filter((action) => action.happenTime !== happenTime)
          : [];
        return json(null);
      }),
    ],
  };
}

/** The story's own reminder server, which its loader made. */
const remindersOf = (loaded: Record<string, unknown>) =>
  loaded.reminders as ReturnType<typeof reminderServer>;
/** How often the story's user info was asked for (its loader starts the count). */
const userInfoOf = (loaded: Record<string, unknown>) => loaded.userInfo as { calls: number };

const meta = preview.meta({
  title: '页面/消息中心/提醒弹窗 — Reminders',
  component: HeaderMessages,
  ...appStory,
  parameters: { ...appStory.parameters, session: 'certifiedAdmin', route: '/center/userInfo' },
  render: () => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 24 }}>
      <HeaderMessages />
    </div>
  ),
  beforeEach({ msw }) {
    msw.use(...defaultHandlers);
  },
});

const reminderDialog = async () => within(await screen.findByRole('dialog', { name: '消息' }));

/** Every code of spec section 8 with its text and order numbers. */
export const EveryCode = meta.story({
  beforeEach({ msw }) {
    msw.use(
      ok(
        paths.common.queryAction,
        REMINDER_CODES.map((code, index) =>
          reminder(code, index, index % 3 === 0 ? `XS202603140${10 + index}` : ''),
        ),
      ),
    );
  },
  play: async () => {
    const dialog = await reminderDialog();
    for (const text of [
      '客户名称审核通过',
      '客户名称审核未通过',
      '您有新的报价订单待提交',
      '定金审核通过',
      '订单已付款',
      '您的管理员权限已被撤销',
      '您已被设置为管理员',
      '新员工信息审核通过',
      '您已被分配员工权限',
      '询价已受理',
      '询价已报价，请提交订单',
      '订单已开始生产',
      '您的提醒有新的回复',
      '提货方式变更已报价',
      '管理员变更申请未通过',
      '新员工信息审核未通过',
    ]) {
      await expect(dialog.getAllByText(text).length).toBeGreaterThan(0);
    }
    await expect(dialog.getAllByRole('listitem')).toHaveLength(21);
    await expect(dialog.getByText('订单号：XS20260314010')).toBeVisible();
  },
});

/** 005 leads to the to-ship orders; the reminder is cleared and the dialog closes. */
export const PickGoesToOrders = meta.story({
  loaders: [
    () => ({ reminders: reminderServer([reminder('005', 1, 'XS20260314001,XS20260314002')]) }),
  ],
  beforeEach({ msw, loaded }) {
    msw.use(...remindersOf(loaded).handlers);
  },
  play: async ({ userEvent, loaded }) => {
    const dialog = await reminderDialog();
    await expect(dialog.getByText('订单号：XS20260314001、XS20260314002')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /订单已付款/ }));
    await waitFor(() => expect(loaded.env.navigations).toEqual(['/center/orderToBeDelivery']));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '消息' })).toBeNull());
    await waitFor(() =>
      expect(remindersOf(loaded).state.consumed).toEqual(['2026-03-14 09:01:00']),
    );
  },
});

/** 007 refreshes the user's info instead of navigating. */
export const PickRefreshesUser = meta.story({
  loaders: [() => ({ userInfo: { calls: 0 } })],
  beforeEach({ msw, loaded }) {
    const server = reminderServer([reminder('007', 2), reminder('011', 3, 'XJ20260314001')]);
    const userInfo = userInfoOf(loaded);
    msw.use(
      ...server.handlers,
      http.get(`*${API_BASE}${paths.user.info}`, () => {
        userInfo.calls += 1;
        return HttpResponse.json({ code: 200, msg: 'success', data: null });
      }),
    );
  },
  play: async ({ userEvent, loaded }) => {
    const dialog = await reminderDialog();
    await userEvent.click(dialog.getByRole('button', { name: /您已被设置为管理员/ }));
    await expect(loaded.env.navigations).toEqual([]);
    await expect(dialog.getAllByRole('listitem')).toHaveLength(1);
    await expect(dialog.getByText('询价已受理')).toBeVisible();
    await waitFor(() => expect(userInfoOf(loaded).calls).toBeGreaterThan(0));
  },
});

/** 全部忽略 clears every reminder at once. */
export const DismissAll = meta.story({
  loaders: [
    () => ({
      reminders: reminderServer([reminder('013', 4, 'XS20260314004'), reminder('016', 5)]),
    }),
  ],
  beforeEach({ msw, loaded }) {
    msw.use(...remindersOf(loaded).handlers);
  },
  play: async ({ userEvent, loaded }) => {
    const dialog = await reminderDialog();
    await userEvent.click(dialog.getByRole('button', { name: '全部忽略' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '消息' })).toBeNull());
    await waitFor(() => expect(remindersOf(loaded).state.consumed).toEqual(['']));
  },
});

/** An uncertified buyer has no bell, but still gets reminders (e.g. 001 when certified). */
export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  beforeEach({ msw }) {
    msw.use(ok(paths.common.queryAction, [reminder('001', 6)]));
  },
  play: async ({ canvas }) => {
    const dialog = await reminderDialog();
    await expect(dialog.getByText('客户名称审核通过')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /消息中心/ })).toBeNull();
  },
});
