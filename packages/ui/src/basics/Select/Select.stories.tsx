import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Select } from './Select.tsx';

const meta = preview.meta({
  title: 'Components/Select',
  component: Select,
  args: {
    label: '反馈类型',
    required: true,
    placeholder: '请选择反馈类型',
    value: '',
    onValueChange: fn(),
    options: [
      { value: 1, label: '功能建议' },
      { value: 2, label: '页面问题' },
      { value: 5, label: '其他' },
    ],
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ width: 400 }}>
        <Select
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange(next);
          }}
        />
      </div>
    );
  },
});

/**
 * The app's own drop-down, named by its label: the mouse chooses from its list, and the keyboard
 * (Enter, the arrows, Enter) does too; the placeholder is a choice of its own, back to none.
 */
export const Choosing = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: /反馈类型/ });
    await expect(select).toHaveTextContent('请选择反馈类型');
    await userEvent.click(select);
    const list = await within(document.body).findByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['请选择反馈类型', '功能建议', '页面问题', '其他']);
    await userEvent.click(within(list).getByRole('option', { name: '页面问题' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2');
    await expect(select).toHaveTextContent('页面问题');

    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(select).toHaveTextContent('请选择反馈类型');
  },
});

export const WithError = meta.story({
  args: { error: '请选择反馈类型' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: /反馈类型/ });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('请选择反馈类型');
  },
});
