import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { SelectMenu } from './SelectMenu.tsx';

const OPTIONS = [
  { value: 'all', label: '全部状态' },
  { value: 'paid', label: '已付款' },
  { value: 'closed', label: '已关闭' },
];

const meta = preview.meta({
  title: 'Components/SelectMenu',
  component: SelectMenu,
  args: { 'aria-label': '订单状态', value: 'all', options: OPTIONS, onValueChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SelectMenu
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    );
  },
});

/**
 * The app's own drop-down, by keyboard alone: Enter opens it on the chosen option, the arrows
 * move, Enter chooses; Esc closes it without a change and gives the focus back to the trigger.
 */
export const Keyboard = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: '订单状态' });
    await expect(trigger).toHaveTextContent('全部状态');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const list = await within(document.body).findByRole('listbox');
    await expect(within(list).getByRole('option', { name: '全部状态' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('paid');
    await expect(trigger).toHaveTextContent('已付款');
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('listbox')).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
});
