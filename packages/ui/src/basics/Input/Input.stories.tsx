import { useRef } from 'react';
import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../Button/Button.tsx';
import { Input } from './Input.tsx';

const meta = preview.meta({
  title: 'Components/Input',
  component: Input,
  args: { label: '联系人', placeholder: '请输入联系人', onChange: fn(), onBlur: fn() },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
});

export const Default = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '联系人' });
    await userEvent.type(input, '张三');
    await expect(input).toHaveValue('张三');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
});

export const Required = meta.story({
  args: { label: '手机号码', placeholder: '请输入手机号码', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '手机号码' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).not.toHaveAttribute('required');
    await expect(canvas.getByText('*')).toBeVisible();
  },
});

export const WithError = meta.story({
  args: {
    label: '手机号码',
    required: true,
    defaultValue: '1381234',
    error: '请输入正确的手机号码',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '手机号码' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请输入正确的手机号码');
    await expect(input).toHaveValue('1381234');
  },
});

export const PrefixAndSuffix = meta.story({
  args: { label: '期望单价', placeholder: '请输入单价', prefix: '¥', suffix: '元/吨' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '期望单价' });
    await userEvent.type(input, '18320');
    await expect(input).toHaveValue('18320');
    await expect(canvas.getByText('¥')).toBeVisible();
    await expect(canvas.getByText('元/吨')).toBeVisible();
  },
});

export const Disabled = meta.story({
  args: { label: '公司名称', defaultValue: '佛山市南海金属材料有限公司', disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '公司名称' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '改');
    await expect(input).toHaveValue('佛山市南海金属材料有限公司');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});

/** react-hook-form's `register` hands the field a ref; the ref must reach the `<input>`. */
export const ForwardsRef = meta.story({
  args: { label: '收货人', placeholder: '请输入收货人' },
  render: function Render(args) {
    const ref = useRef<HTMLInputElement>(null);
    return (
      <>
        <Input ref={ref} {...args} />
        <Button onClick={() => ref.current?.focus()}>填写收货人</Button>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '填写收货人' }));
    await expect(canvas.getByRole('textbox', { name: '收货人' })).toHaveFocus();
  },
});
