import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { API_BASE, paths } from '@mall/domain/contract';
import type { PushFlags } from '@mall/domain/contract';
import { defaultHandlers, fail, ok, pending, users } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory } from '@mall/app/testing';
import { MessageSettings } from './MessageSettings.tsx';

/** The staff member's switches: master, platform and SMS on, WeChat off. */
const withPush = (push: PushFlags) => ok(paths.user.info, { ...users.certifiedStaff, ...push });

/**
 * Records the JSON body of every POST to `path`; `handler()` starts a fresh record (call it in
 * the story's beforeEach) and the play function asserts `bodies`.
 */
function recordPosts(path: string) {
  const bodies: unknown[] = [];
  const handler = () => {
    bodies.length = 0;
    return http.post(`*${API_BASE}${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ code: 200, msg: 'success', data: null });
    });
  };
  return { bodies, handler };
}

const meta = preview.meta({
  title: '页面/消息中心/消息设置 — MessageSettings',
  component: MessageSettings,
  ...appStory,
  parameters: { ...appStory.parameters, session: 'certifiedStaff', route: '/center/userInfo' },
  args: { open: true, onOpenChange: () => undefined },
  beforeEach({ msw }) {
    msw.use(withPush({ isPush: 1, pushApp: 1, pushDx: 1, pushWx: 0 }), ...defaultHandlers);
  },
});

const dialog = async () => within(await screen.findByRole('dialog', { name: '消息设置' }));
const switchNamed = async (name: string) => (await dialog()).findByRole('switch', { name });

/** Master on: the channels and, below them, each type with its sub-settings. */
export const MasterOn = meta.story({
  play: async () => {
    await expect(await switchNamed('接收通知')).toBeChecked();
    await expect(await switchNamed('微信')).not.toBeChecked();
    await expect(await switchNamed('订单消息')).toBeChecked();
    await expect(await switchNamed('订单已发货')).not.toBeChecked();
    await expect(await switchNamed('系统通知')).not.toBeChecked();
  },
});

const masterOffPosts = recordPosts(paths.user.updateInfo);
/** Master off: no per-type panel; switching one channel on switches the master on. */
export const MasterOff = meta.story({
  beforeEach({ msw }) {
    msw.use(withPush({ isPush: 0, pushApp: 0, pushDx: 0, pushWx: 0 }), masterOffPosts.handler());
  },
  play: async ({ userEvent }) => {
    await expect(await switchNamed('接收通知')).not.toBeChecked();
    await expect((await dialog()).queryByRole('switch', { name: '订单消息' })).toBeNull();
    await userEvent.click(await switchNamed('微信'));
    await expect(await switchNamed('接收通知')).toBeChecked();
    await expect(await switchNamed('订单消息')).toBeVisible();
    await waitFor(() =>
      expect(masterOffPosts.bodies).toEqual([{ isPush: 1, pushApp: 0, pushDx: 0, pushWx: 1 }]),
    );
  },
});

const masterSetsChannelsPosts = recordPosts(paths.user.updateInfo);
/** The master switch sets all three channels; off also hides the types. */
export const MasterSetsChannels = meta.story({
  beforeEach({ msw }) {
    msw.use(masterSetsChannelsPosts.handler());
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await switchNamed('接收通知'));
    for (const name of ['平台消息', '短信', '微信']) {
      await waitFor(async () => expect(await switchNamed(name)).not.toBeChecked());
    }
    await expect((await dialog()).queryByRole('switch', { name: '订单消息' })).toBeNull();
    await waitFor(async () =>
      expect(await switchNamed('接收通知')).not.toHaveAttribute('aria-busy'),
    );
    await userEvent.click(await switchNamed('接收通知'));
    for (const name of ['平台消息', '短信', '微信']) {
      await waitFor(async () => expect(await switchNamed(name)).toBeChecked());
    }
    await waitFor(() =>
      expect(masterSetsChannelsPosts.bodies).toEqual([
        { isPush: 0, pushApp: 0, pushDx: 0, pushWx: 0 },
        { isPush: 1, pushApp: 1, pushDx: 1, pushWx: 1 },
      ]),
    );
  },
});

const typeSetsSubSettingsPosts = recordPosts(paths.messages.batchUpdateSetting);
/** A type switch sets all its sub-settings (batchUpdateMessageSetting). */
export const TypeSetsSubSettings = meta.story({
  beforeEach({ msw }) {
    msw.use(typeSetsSubSettingsPosts.handler());
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await switchNamed('订单消息'));
    for (const name of ['定金审核通过', '订单已发货', '尾款待支付']) {
      await expect(await switchNamed(name)).not.toBeChecked();
    }
    await waitFor(() =>
      expect(typeSetsSubSettingsPosts.bodies).toEqual([{ messageTypeId: 2, receive: 0 }]),
    );
  },
});

const subSettingTurnsTypeOnPosts = recordPosts(paths.messages.updateSetting);
/** A sub-setting switched on turns its type on (updateMessageSetting). */
export const SubSettingTurnsTypeOn = meta.story({
  beforeEach({ msw }) {
    msw.use(subSettingTurnsTypeOnPosts.handler());
  },
  play: async ({ userEvent }) => {
    await expect(await switchNamed('系统通知')).not.toBeChecked();
    await userEvent.click(await switchNamed('平台公告'));
    await expect(await switchNamed('系统通知')).toBeChecked();
    await waitFor(() =>
      expect(subSettingTurnsTypeOnPosts.bodies).toEqual([{ messageSettingId: 301, receive: 1 }]),
    );
  },
});

/** A type turns off when its last sub-setting goes off. */
export const LastSubSettingTurnsTypeOff = meta.story({
  play: async ({ userEvent }) => {
    await userEvent.click(await switchNamed('询价已受理'));
    await waitFor(async () =>
      expect(await switchNamed('询价已受理')).not.toHaveAttribute('aria-busy'),
    );
    await expect(await switchNamed('询价消息')).toBeChecked();
    await userEvent.click(await switchNamed('询价已报价'));
    await expect(await switchNamed('询价消息')).not.toBeChecked();
  },
});

/** The server refuses: the switch goes back and the client's message shows. */
export const FailedSwitchReverts = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(paths.messages.updateSetting, 500, '服务器端出错'));
  },
  play: async ({ userEvent, loaded }) => {
    const setting = await switchNamed('订单已发货');
    await userEvent.click(setting);
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({ type: 'error', message: '服务器端出错' }),
    );
    await waitFor(() => expect(setting).not.toBeChecked());
    await expect(setting).not.toHaveAttribute('aria-busy');
  },
});

/** The settings are on their way. */
export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(pending(paths.messages.settings));
  },
  play: async () => {
    await expect(await (await dialog()).findByRole('status')).toHaveTextContent('加载中');
  },
});

/** The settings failed to load: the client's message and 重试. */
export const ServerError = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(paths.messages.settings, 500, '服务器端出错'));
  },
  play: async () => {
    await expect(await (await dialog()).findByRole('alert')).toHaveTextContent('服务器端出错');
  },
});
