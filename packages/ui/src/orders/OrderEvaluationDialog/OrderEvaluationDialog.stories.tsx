import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import preview from '#.storybook/preview';
import {
  OrderEvaluationDialog,
  type OrderEvaluationDialogProps,
  type OrderEvaluationValue,
} from './OrderEvaluationDialog.tsx';

/** Holds what was typed like the page does. */
function Controlled(props: OrderEvaluationDialogProps) {
  const [value, setValue] = useState<OrderEvaluationValue>(props.value);
  return (
    <OrderEvaluationDialog
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'Components/OrderEvaluationDialog',
  component: OrderEvaluationDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    orderNo: 'DD20260318027001',
    value: { score: 0, content: '' },
    onChange: fn(),
    onSubmit: fn(),
  },
  render: (args) => <Controlled {...args} />,
});

const dialog = () => screen.findByRole('dialog', { name: '评价订单' });

/** Stars and text, then 提交评价. */
export const Open = meta.story({
  play: async ({ args, userEvent }) => {
    const body = within(await dialog());
    await expect(body.getByText('订单号：DD20260318027001')).toBeVisible();
    await userEvent.click(body.getByRole('radio', { name: '5 星' }));
    await userEvent.type(body.getByRole('textbox', { name: '评价内容' }), '质量很好');
    await expect(args.onChange).toHaveBeenLastCalledWith({ score: 5, content: '质量很好' });
    await userEvent.click(body.getByRole('button', { name: '提交评价' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
});

/** The page's messages at the fields. */
export const Errors = meta.story({
  args: { errors: { score: '请选择评分', content: '请输入评价内容' } },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByText('请选择评分')).toBeVisible();
    await expect(body.getByRole('textbox', { name: '评价内容' })).toHaveAccessibleDescription(
      '请输入评价内容',
    );
  },
});

/** While it is sent: 提交评价 spins, nothing can be changed, and it cannot be closed. */
export const Pending = meta.story({
  args: { value: { score: 4, content: '发货及时' }, pending: true },
  play: async ({ args, userEvent }) => {
    const body = within(await dialog());
    const submit = body.getByRole('button', { name: /提交评价/ });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toBeDisabled();
    await expect(body.getByRole('textbox', { name: '评价内容' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
});

/** A refused evaluation keeps what was typed and says why. */
export const Failed = meta.story({
  args: { value: { score: 4, content: '发货及时' }, error: '该订单已评价' },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('alert')).toHaveTextContent('该订单已评价');
    await expect(body.getByRole('textbox', { name: '评价内容' })).toHaveValue('发货及时');
  },
});
