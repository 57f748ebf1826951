import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Checkbox } from './Checkbox.tsx';

const meta = preview.meta({
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { 'aria-label': '全选', onCheckedChange: fn() },
});

export const Unchecked = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
});

/** Some but not all: a dash, read as mixed. */
export const Indeterminate = meta.story({
  args: { checked: 'indeterminate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '全选' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
  },
});

export const Disabled = meta.story({
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '全选' })).toBeDisabled();
  },
});
