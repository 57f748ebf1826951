import { expect, fn } from 'storybook/test';
import { CalendarDays, Trash2 } from 'lucide-react';
import preview from '#.storybook/preview';
import { IconButton } from './IconButton.tsx';

const meta = preview.meta({
  title: 'Components/IconButton',
  component: IconButton,
  args: {
    label: '打开日历',
    onClick: fn(),
    children: <CalendarDays size={16} aria-hidden="true" />,
  },
});

/** Named by its label, 28 px square, a click calls it. */
export const Default = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: '打开日历' });
    const { width, height } = button.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
});

/** A removal: red on hover, named after what it removes. */
export const Danger = meta.story({
  args: {
    label: '删除 报价单.pdf',
    variant: 'danger',
    children: <Trash2 size={16} aria-hidden="true" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '删除 报价单.pdf' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
  },
});

/** Disabled: not clickable, still named. */
export const Disabled = meta.story({
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: '打开日历' })).toBeDisabled();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
});
