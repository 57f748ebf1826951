import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Switch } from './Switch.tsx';

const meta = preview.meta({
  title: 'Components/Switch',
  component: Switch,
  args: { label: '短信通知', onCheckedChange: fn() },
});

export const Off = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const control = canvas.getByRole('switch', { name: '短信通知' });
    await expect(control).not.toBeChecked();
    control.focus();
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(control).toBeChecked();
    await userEvent.click(canvas.getByText('短信通知'));
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await expect(control).not.toBeChecked();
  },
});

export const On = meta.story({
  args: { label: '平台消息', defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: '平台消息' })).toBeChecked();
  },
});

export const Disabled = meta.story({
  args: { label: '微信通知', disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const control = canvas.getByRole('switch', { name: '微信通知' });
    await expect(control).toBeDisabled();
    await userEvent.click(control);
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
});

/** While the new setting is saved the switch spins and ignores further flips. */
export const Saving = meta.story({
  args: { label: '接收推送', checked: true, loading: true },
  play: async ({ args, canvas, userEvent }) => {
    const control = canvas.getByRole('switch', { name: '接收推送' });
    await expect(control).toHaveAttribute('aria-busy', 'true');
    await expect(control).toBeChecked();
    await userEvent.click(control);
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
});
