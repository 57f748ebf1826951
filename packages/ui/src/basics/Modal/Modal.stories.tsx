import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../Button/Button.tsx';
import { Modal } from './Modal.tsx';

const meta = preview.meta({
  title: 'Components/Modal',
  component: Modal,
  args: {
    title: '消息',
    children: '您有 2 条新的订单提醒。',
    trigger: <Button>打开</Button>,
    footer: <Button variant="primary">知道了</Button>,
    onOpenChange: fn(),
  },
});

/** Opens from its trigger, traps focus, closes on Esc and gives focus back. */
export const FromTrigger = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '打开' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: '消息' });
    await expect(dialog).toHaveTextContent('您有 2 条新的订单提醒。');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    await userEvent.click(trigger);
    const reopened = await screen.findByRole('dialog', { name: '消息' });
    await userEvent.click(within(reopened).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
});

/** Open, as the screenshot shows it. */
export const Open = meta.story({
  args: { defaultOpen: true, size: 'sm' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '消息' });
    await expect(within(dialog).getByRole('button', { name: '知道了' })).toBeVisible();
  },
});
