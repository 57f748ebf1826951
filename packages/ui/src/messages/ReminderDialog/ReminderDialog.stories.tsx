import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { ReminderDialog } from './ReminderDialog.tsx';

const meta = preview.meta({
  title: 'Components/ReminderDialog',
  component: ReminderDialog,
  args: {
    defaultOpen: true,
    reminders: [
      {
        key: 'toPay-1',
        text: '您有订单待付款',
        time: '2026-11-20 10:32:05',
        orderNos: ['DD20261120001', 'DD20261120002'],
      },
      {
        key: 'toReceive-2',
        text: '您有订单已发货，请注意查收',
        time: '2026-11-20 09:15:40',
        orderNos: ['DD20261118009'],
      },
    ],
    onPick: fn(),
    onDismissAll: fn(),
    onOpenChange: fn(),
  },
});

/** Each reminder opens its page when picked; 全部忽略 dismisses them all. */
export const Default = meta.story({
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: '消息' }));
    const first = dialog.getByRole('button', { name: /^您有订单待付款/ });
    await expect(first).toHaveTextContent('订单号：DD20261120001、DD20261120002');
    await userEvent.click(first);
    await expect(args.onPick).toHaveBeenLastCalledWith('toPay-1');

    dialog.getByRole('button', { name: /^您有订单已发货/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenLastCalledWith('toReceive-2');

    await userEvent.click(dialog.getByRole('button', { name: '全部忽略' }));
    await expect(args.onDismissAll).toHaveBeenCalledTimes(1);
  },
});

/** Esc closes the dialog and reports it. */
export const CloseWithEscape = meta.story({
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: '消息' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
});
