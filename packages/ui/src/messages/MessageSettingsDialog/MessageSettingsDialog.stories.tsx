import { expect, fn, screen, within } from 'storybook/test';
import preview from '#.storybook/preview';
import {
  MessageSettingsDialog,
  settingSwitchKey,
  typeSwitchKey,
} from './MessageSettingsDialog.tsx';

const meta = preview.meta({
  title: 'Components/MessageSettingsDialog',
  component: MessageSettingsDialog,
  args: {
    defaultOpen: true,
    push: { isPush: true, pushApp: true, pushDx: false, pushWx: true },
    types: [
      {
        typeId: 1,
        title: '订单消息',
        enable: true,
        settings: [
          { id: 11, title: '订单发货提醒', receive: true },
          { id: 12, title: '待付款提醒', receive: false },
        ],
      },
      {
        typeId: 2,
        title: '竞拍消息',
        enable: false,
        settings: [{ id: 21, title: '竞拍开始提醒', receive: false }],
      },
      { typeId: 3, title: '系统通知', enable: true, settings: [] },
    ],
    onPushChange: fn(),
    onTypeChange: fn(),
    onSettingChange: fn(),
    onOpenChange: fn(),
  },
});

const findDialog = async () => within(await screen.findByRole('dialog', { name: '消息设置' }));

/** Every switch reports its flip with its ids; the app decides the rest. */
export const MasterOn = meta.story({
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog();
    // Every switch is named by its own words, none twice, and is a target of 24 px at least.
    const switches = dialog.getAllByRole('switch');
    const names = [
      '接收通知',
      '平台消息',
      '短信',
      '微信',
      '订单消息',
      '订单发货提醒',
      '待付款提醒',
      '竞拍消息',
      '竞拍开始提醒',
      '系统通知',
    ];
    await expect(switches).toHaveLength(names.length);
    for (const name of names) await expect(dialog.getByRole('switch', { name })).toBeVisible();
    for (const control of switches) {
      const { height } = control.getBoundingClientRect();
      await expect(height).toBeGreaterThanOrEqual(24);
    }
    await expect(dialog.getByRole('switch', { name: '接收通知' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: '短信' })).not.toBeChecked();

    await userEvent.click(dialog.getByRole('switch', { name: '短信' }));
    await expect(args.onPushChange).toHaveBeenLastCalledWith('pushDx', true);
    await userEvent.click(dialog.getByRole('switch', { name: '接收通知' }));
    await expect(args.onPushChange).toHaveBeenLastCalledWith('isPush', false);

    await userEvent.click(dialog.getByRole('switch', { name: '竞拍消息' }));
    await expect(args.onTypeChange).toHaveBeenLastCalledWith(2, true);

    const sub = dialog.getByRole('switch', { name: '待付款提醒' });
    sub.focus();
    await userEvent.keyboard(' ');
    await expect(args.onSettingChange).toHaveBeenLastCalledWith(12, true, 1);
    await expect(dialog.getByRole('list', { name: '订单消息明细' })).toBeVisible();
  },
});

/** With 接收通知 off, the per-type panel is hidden. */
export const MasterOff = meta.story({
  args: { push: { isPush: false, pushApp: false, pushDx: false, pushWx: false } },
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog();
    await expect(dialog.queryByRole('switch', { name: '订单消息' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('switch', { name: '微信' }));
    await expect(args.onPushChange).toHaveBeenLastCalledWith('pushWx', true);
  },
});

/** Switches whose change is being saved spin and ignore further flips. */
export const Saving = meta.story({
  args: { pending: new Set(['pushApp', typeSwitchKey(1), settingSwitchKey(11)]) },
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog();
    for (const name of ['平台消息', '订单消息', '订单发货提醒']) {
      await expect(dialog.getByRole('switch', { name })).toHaveAttribute('aria-busy', 'true');
    }
    await expect(dialog.getByRole('switch', { name: '微信' })).not.toHaveAttribute('aria-busy');
    await userEvent.click(dialog.getByRole('switch', { name: '订单消息' }));
    await expect(args.onTypeChange).not.toHaveBeenCalled();
  },
});

/** The switches are still loading. */
export const Loading = meta.story({
  args: { push: null },
  play: async () => {
    const dialog = await findDialog();
    await expect(dialog.getByRole('status')).toHaveTextContent('加载中');
    await expect(dialog.queryByRole('switch')).toBeNull();
  },
});

/** Loading failed: the client's message and 重试. */
export const LoadError = meta.story({
  args: { push: null, error: '服务器端出错', onRetry: fn() },
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog();
    await expect(dialog.getByRole('alert')).toHaveTextContent('服务器端出错');
    await userEvent.click(dialog.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});
