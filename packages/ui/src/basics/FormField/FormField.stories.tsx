import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { FormField, fieldControlProps } from './FormField.tsx';

const meta = preview.meta({
  title: 'Components/FormField',
  component: FormField,
  args: { controlId: 'warehouse', label: '提货仓库', required: true, children: null },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
});

/** Any control can sit in a FormField: here a native select, wired by `fieldControlProps`. */
export const WithSelect = meta.story({
  args: { error: '请选择提货仓库' },
  render: (args) => (
    <FormField {...args}>
      <select {...fieldControlProps(args.controlId, args)} defaultValue="">
        <option value="">请选择</option>
        <option value="foshan">佛山</option>
        <option value="wuxi">无锡</option>
      </select>
    </FormField>
  ),
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: '提货仓库' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('请选择提货仓库');
    await userEvent.selectOptions(select, '无锡');
    await expect(select).toHaveValue('wuxi');
  },
});
