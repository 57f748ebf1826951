import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = preview.meta({
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: '提示',
    content: '确定退出系统吗？',
    confirmText: '确定',
    cancelText: '我再想想',
    trigger: <Button>退出登录</Button>,
    onConfirm: fn(),
    onCancel: fn(),
  },
});

const expectClosed = () =>
  waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

/** Spec 5: mark all messages read asks 提示 / 请确认 with 确认 and 关闭. */
export const MarkAllRead = meta.story({
  args: {
    content: '请确认',
    confirmText: '确认',
    cancelText: '关闭',
    trigger: <Button>全部已读</Button>,
  },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '全部已读' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    await expect(dialog).toHaveAccessibleDescription('请确认');
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await expectClosed();
    await expect(trigger).toHaveFocus();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: '确认' }));
    await expectClosed();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
});

/** Spec 5: logout asks 确定退出系统吗？ with 确定 and 我再想想; the dialog is left open. */
export const Logout = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '退出登录' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    await expect(dialog).toHaveAccessibleDescription('确定退出系统吗？');
    await expect(within(dialog).getByRole('button', { name: '确定' })).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: '我再想想' }));
    await expectClosed();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const reopened = await screen.findByRole('alertdialog', { name: '提示' });
    await expect(within(reopened).getByRole('button', { name: '我再想想' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(reopened).getByRole('button', { name: '我再想想' })).toHaveFocus();
  },
});

/** While the confirm request is in flight the button spins and ignores presses and Esc. */
export const ConfirmPending = meta.story({
  args: { onConfirm: fn(() => new Promise<never>(() => {})) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    const confirm = within(dialog).getByRole('button', { name: '确定' });
    await userEvent.click(confirm);
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: '我再想想' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog', { name: '提示' })).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
});

/** A failed confirm request leaves the dialog open, ready for another try. */
export const ConfirmFails = meta.story({
  args: { onConfirm: fn(() => Promise.reject(new Error('网络错误'))) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    const confirm = within(dialog).getByRole('button', { name: '确定' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(dialog).toBeVisible();
  },
});

/** Opened by the app, without a trigger: the page-update check of spec section 4. */
export const Controlled = meta.story({
  args: {
    content: '页面有更新，点击确定刷新页面',
    cancelText: '取消',
    trigger: undefined,
    open: true,
    onOpenChange: fn(),
  },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    await expect(dialog).toHaveAccessibleDescription('页面有更新，点击确定刷新页面');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
});
