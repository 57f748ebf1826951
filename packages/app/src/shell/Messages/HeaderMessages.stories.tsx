import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { API_BASE, paths } from '@mall/domain/contract';
import { accountPaths } from '@mall/domain/contract/account';
import type { Message, MessageType } from '@mall/domain/contract';
import {
  callsTo,
  createAccountServer,
  defaultHandlers,
  fail,
  messagePage,
  ok,
  pending,
} from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory, type AppLoaded } from '@mall/app/testing';
import { expectHostileHtmlInert, HOSTILE_TEXT, hostileHtml } from '#.storybook/hostile';
import { HeaderMessages } from './HeaderMessages.tsx';

const body = within(document.body);
const noReminders = ok(paths.common.queryAction, []);

/** The unread count as a server keeps it: 7 until 全部已读 clears it. */
const unread = { cleared: false, clearCalls: 0 };

/** Handlers over `unread`, which they reset. */
function unreadServer() {
  unread.cleared = false;
  unread.clearCalls = 0;
  const json = (data: unknown) => HttpResponse.json({ code: 200, msg: 'success', data });
  return {
    handlers: [
      http.get(`*${API_BASE}${paths.messages.count}`, () =>
        json({ unreadCount: unread.cleared ? 0 : 7 }),
      ),
      http.get(`*${API_BASE}${paths.messages.clearUnread}`, () => {
        unread.cleared = true;
        unread.clearCalls += 1;
        return json(null);
      }),
    ],
  };
}

const meta = preview.meta({
  title: '页面/消息中心/页头消息 — HeaderMessages',
  component: HeaderMessages,
  ...appStory,
  // The drop-down and the centre are lazy chunks. On a cold dev server (a fresh clone) the
  // drop-down's first build took more than 15 s beside the other story page and the catalogue,
  // longer than a play waits for a dialog: every story loads both first, with only the test's
  // own time-out over them.
  loaders: [
    ...appStory.loaders,
    () =>
      Promise.all([import('./MessageMenu.tsx'), import('./MessageCentre.tsx')]).then(() => ({})),
  ],
  parameters: { ...appStory.parameters, session: 'certifiedAdmin', route: '/center/userInfo' },
  render: () => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 24 }}>
      <HeaderMessages />
    </div>
  ),
  beforeEach({ msw }) {
    msw.use(noReminders, ...defaultHandlers);
  },
});

const openDropdown = async (userEvent: { click: (el: Element) => Promise<void> }) => {
  await userEvent.click(await body.findByRole('button', { name: '消息中心，7 条未读' }));
  return within(await body.findByRole('dialog', { name: '最新消息' }));
};

const openCentre = async (userEvent: { click: (el: Element) => Promise<void> }) => {
  const dropdown = await openDropdown(userEvent);
  await userEvent.click(dropdown.getByRole('button', { name: '查看全部消息' }));
  return within(await body.findByRole('dialog', { name: '消息中心' }));
};

/** The bell's drop-down: the five newest messages, unread ones tagged 未读. */
export const Dropdown = meta.story({
  play: async ({ userEvent }) => {
    const dropdown = await openDropdown(userEvent);
    await expect(await dropdown.findByRole('button', { name: '未读 订单已发货' })).toBeVisible();
    await expect(dropdown.getAllByRole('listitem')).toHaveLength(5);
    await expect(dropdown.getByRole('button', { name: '全部已读' })).toBeVisible();
  },
});

/** The story's account server, which keeps its preferences (made by its loader). */
const accountOf = (loaded: Record<string, unknown>) =>
  loaded.account as ReturnType<typeof createAccountServer>;

const notice: Message = {
  id: 301,
  title: '平台维护通知',
  content: '平台将于 3 月 15 日 02:00—04:00 维护，届时暂停下单。',
  intime: '2026-03-14 09:00:00',
  readStatus: 2,
  bizCode: '',
  jumpParams: '{}',
};

/**
 * The drop-down opens on the tab the buyer chose in an earlier session (系统通知, kept by the
 * mall), with that type's messages; 全部 chosen is kept for the next one.
 */
export const DropdownKeptTab = meta.story({
  loaders: [() => ({ account: createAccountServer({ preferences: { messageTab: '3' } }) })],
  beforeEach({ msw, loaded }) {
    msw.use(
      ...accountOf(loaded).handlers,
      http.get(`*${API_BASE}${paths.messages.latest}`, ({ request }) => {
        const typeId = new URL(request.url).searchParams.get('messageTypeId');
        const data = typeId === '3' ? [notice] : messagePage.rows.slice(0, 5);
        return HttpResponse.json({ code: 200, msg: 'success', data });
      }),
    );
  },
  play: async ({ userEvent, loaded }) => {
    const dropdown = await openDropdown(userEvent);
    await expect(await dropdown.findByRole('tab', { name: '系统通知' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await dropdown.findByRole('button', { name: '未读 平台维护通知' })).toBeVisible();
    await expect(dropdown.getAllByRole('listitem')).toHaveLength(1);

    await userEvent.click(dropdown.getByRole('tab', { name: '全部' }));
    await expect(await dropdown.findByRole('button', { name: '未读 订单已发货' })).toBeVisible();
    await waitFor(() =>
      expect(
        callsTo(accountOf(loaded).requests, accountPaths.windowConfig)
          .filter((call) => call.method === 'PUT')
          .map((call) => call.body),
      ).toEqual([{ code: 'messageTab', value: '' }]),
    );
    await userEvent.click(dropdown.getByRole('tab', { name: '系统通知' }));
    await expect(await dropdown.findByRole('button', { name: '未读 平台维护通知' })).toBeVisible();
  },
});

/** A visitor or an uncertified buyer has no bell (spec section 6). */
export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas, loaded }) => {
    // The bell follows the session, which the header read when it rendered, before the play:
    // nothing the header loads can bring it, so it is checked at once, not after a pause.
    await expect((loaded as AppLoaded).root.session.isCertified).toBe(false);
    await expect(canvas.queryByRole('button', { name: /消息中心/ })).toBeNull();
  },
});

/** No new messages. */
export const DropdownEmpty = meta.story({
  beforeEach({ msw }) {
    msw.use(ok(paths.messages.latest, []));
  },
  play: async ({ userEvent }) => {
    const dropdown = await openDropdown(userEvent);
    await expect(await dropdown.findByText('暂无新消息')).toBeVisible();
  },
});

/** The latest messages failed: the client's message and 重试. */
export const DropdownServerError = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(paths.messages.latest, 500, '服务器端出错'));
  },
  play: async ({ userEvent }) => {
    const dropdown = await openDropdown(userEvent);
    await expect(await dropdown.findByRole('alert')).toHaveTextContent('服务器端出错');
    await expect(dropdown.getByRole('button', { name: '重试' })).toBeVisible();
  },
});

/** A message opens the page its bizCode leads to (jump map), with its parameters. */
export const OpenMessage = meta.story({
  play: async ({ userEvent, loaded }) => {
    const dropdown = await openDropdown(userEvent);
    await userEvent.click(await dropdown.findByRole('button', { name: '未读 订单已发货' }));
    await waitFor(() =>
      expect(loaded.env.navigations).toEqual([
        '/center/orderToBeReceipt?tab=1&orderNo=XS20260313008',
      ]),
    );
    await expect(body.queryByRole('dialog', { name: '最新消息' })).toBeNull();
  },
});

/** 全部已读 asks 提示 / 请确认 first; 关闭 does nothing, 确认 clears the header count. */
export const MarkAllRead = meta.story({
  beforeEach({ msw }) {
    msw.use(...unreadServer().handlers);
  },
  play: async ({ userEvent, canvas }) => {
    const dropdown = await openDropdown(userEvent);
    await userEvent.click(dropdown.getByRole('button', { name: '全部已读' }));
    let confirm = within(await body.findByRole('alertdialog', { name: '提示' }));
    await expect(confirm.getByText('请确认')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: '消息中心，7 条未读' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '消息中心，7 条未读' }));
    await userEvent.click(
      within(await body.findByRole('dialog', { name: '最新消息' })).getByRole('button', {
        name: '全部已读',
      }),
    );
    confirm = within(await body.findByRole('alertdialog', { name: '提示' }));
    await userEvent.click(confirm.getByRole('button', { name: '确认' }));
    await expect(await canvas.findByRole('button', { name: '消息中心' })).toBeVisible();
    await expect(unread.clearCalls).toBe(1);
  },
});

/** The centre: the customer-service tab first, then the types with unread counts; the first type opens. */
export const Centre = meta.story({
  play: async ({ userEvent }) => {
    const centre = await openCentre(userEvent);
    await waitFor(() =>
      expect(centre.getAllByRole('tab').map((tab) => tab.textContent?.trim())).toEqual([
        '在线客服',
        '询价消息 2',
        '订单消息 4',
        '系统通知 1',
      ]),
    );
    // The first message type opens once the tabs are there.
    await waitFor(() =>
      expect(centre.getByRole('tab', { name: '询价消息 2' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await expect(await centre.findByText('共 23 条')).toBeVisible();
    await userEvent.click(await centre.findByRole('button', { name: '第 2 页' }));
    await expect(await centre.findByRole('button', { name: '第 2 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
});

/** Opening a type's tab marks that type read on the server. */
/** The message types marked read in the story running now, in order. */
const typesMarkedRead: string[] = [];

export const CentreMarksTypeRead = meta.story({
  beforeEach({ msw }) {
    typesMarkedRead.length = 0;
    msw.use(
      http.get(`*${API_BASE}${paths.messages.changeTypeStatus}`, ({ request }) => {
        typesMarkedRead.push(new URL(request.url).searchParams.get('messageTypeId') ?? '');
        return HttpResponse.json({ code: 200, msg: 'success', data: null });
      }),
    );
  },
  play: async ({ userEvent }) => {
    const centre = await openCentre(userEvent);
    await waitFor(() => expect(typesMarkedRead).toEqual(['1']));
    await userEvent.click(await centre.findByRole('tab', { name: '系统通知 1' }));
    await waitFor(() => expect(typesMarkedRead).toEqual(['1', '3']));
    await expect(centre.getByRole('tab', { name: /系统通知/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
});

const manyTypes: MessageType[] = [
  '询价消息',
  '订单消息',
  '支付消息',
  '物流消息',
  '发票消息',
  '竞拍消息',
  '售后消息',
  '系统通知',
].map((title, index) => ({ typeId: index + 1, title, unreadCount: index % 3 }));

/** Eight types: the tab bar scrolls (more than 4 tabs). */
export const CentreManyTabs = meta.story({
  beforeEach({ msw }) {
    msw.use(ok(paths.messages.typeList, manyTypes));
  },
  play: async ({ userEvent }) => {
    const centre = await openCentre(userEvent);
    await expect(await centre.findByRole('tab', { name: '系统通知 1' })).toBeInTheDocument();
    await expect(centre.getByRole('tablist').parentElement).toHaveAttribute(
      'data-scrollable',
      'true',
    );
  },
});

/** A type without messages. */
export const CentreEmpty = meta.story({
  beforeEach({ msw }) {
    msw.use(ok(paths.messages.list, { rows: [], total: 0 }));
  },
  play: async ({ userEvent }) => {
    const centre = await openCentre(userEvent);
    await expect(await centre.findByText('暂无消息')).toBeVisible();
    await expect(centre.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
});

/** The list failed to load: the client's message and 重试. */
export const CentreServerError = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(paths.messages.list, 500, '服务器端出错'));
  },
  play: async ({ userEvent }) => {
    const centre = await openCentre(userEvent);
    await expect(await centre.findByRole('alert')).toHaveTextContent('服务器端出错');
  },
});

/** The list is on its way. */
export const CentreLoading = meta.story({
  beforeEach({ msw }) {
    msw.use(pending(paths.messages.list));
  },
  play: async ({ userEvent }) => {
    const centre = await openCentre(userEvent);
    await expect(await centre.findByRole('status')).toHaveTextContent('加载中');
  },
});

const hostile: Message = {
  id: 999,
  title: '系统公告',
  content: hostileHtml,
  intime: '2026-03-14 08:00:00',
  readStatus: 2,
  bizCode: '',
  jumpParams: '{}',
};

/** Server text with script and event-handler payloads is shown sanitised and stays inert. */
export const HostileContent = meta.story({
  beforeEach({ msw }) {
    msw.use(ok(paths.messages.latest, [hostile, ...messagePage.rows.slice(0, 2)]));
  },
  play: async ({ userEvent }) => {
    const dropdown = await openDropdown(userEvent);
    await expect(await dropdown.findByText(HOSTILE_TEXT)).toBeVisible();
    await expectHostileHtmlInert(body.getByRole('dialog', { name: '最新消息' }));
  },
});

/**
 * The customer-service tab: the chat signed in as 'company-realname' with the masked mobile;
 * a sent message comes back with the agent's reply, and a product card closes the centre and
 * opens the goods search for its searchValue.
 */
export const CentreCustomerService = meta.story({
  play: async ({ userEvent }) => {
    const centre = await openCentre(userEvent);
    await userEvent.click(await centre.findByRole('tab', { name: '在线客服' }));
    await expect(await centre.findByText('共 6 条消息')).toBeVisible();
    await expect(centre.getByText(/-陈志强$/)).toBeVisible();
    await userEvent.type(centre.getByRole('textbox', { name: '输入消息' }), '请问今天能发货吗？');
    await userEvent.keyboard('{Enter}');
    await expect(
      await centre.findByText('您好，已收到您的消息，客服正在为您核实，请稍候。'),
    ).toBeVisible();
    await userEvent.click(centre.getByRole('button', { name: '查看商品' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '消息中心' })).toBeNull());
    await expect(await body.findByRole('status', { name: '已离开本页' })).toHaveTextContent(
      '/home/modelStore/search?keyword=6061-T6%202.0*1250',
    );
  },
});
