import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { RadioGroup } from './RadioGroup.tsx';

const meta = preview.meta({
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: '取消原因',
    options: [
      { value: '1', label: '计划有变，暂不采购' },
      { value: '2', label: '价格或交期不合适', hint: '可联系客服协商交期' },
      { value: '3', label: '其他原因', disabled: true },
    ],
    value: '',
    onValueChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <RadioGroup
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

/** A click on a radio or on its label chooses it; a disabled choice cannot be chosen. */
export const Default = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '计划有变，暂不采购' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1');
    await userEvent.click(canvas.getByText('价格或交期不合适'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2');
    await expect(
      canvas.getByRole('radio', { name: '价格或交期不合适' }),
    ).toHaveAccessibleDescription('可联系客服协商交期');
    await expect(canvas.getByRole('radio', { name: '其他原因' })).toBeDisabled();
  },
});

/** The error under the group describes it. */
export const WithError = meta.story({
  args: { required: true, error: '请选择取消原因' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription('请选择取消原因');
  },
});
