import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Select } from './Select.tsx';

const meta = preview.meta({
  title: 'Components/Select',
  component: Select,
  args: {
    label: '反馈类型',
    required: true,
    placeholder: '请选择反馈类型',
    defaultValue: '',
    onChange: fn(),
    options: [
      { value: 1, label: '功能建议' },
      { value: 2, label: '页面问题' },
      { value: 5, label: '其他' },
    ],
  },
  render: (args) => (
    <div style={{ width: 400 }}>
      <Select {...args} />
    </div>
  ),
});

/** A choice is made with the keyboard or the mouse, as with any native select. */
export const Choosing = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: /反馈类型/ });
    await userEvent.selectOptions(select, '页面问题');
    await expect(select).toHaveValue('2');
    await expect(args.onChange).toHaveBeenCalled();
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
