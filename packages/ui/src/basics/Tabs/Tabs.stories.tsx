import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Tabs } from './Tabs.tsx';

const meta = preview.meta({
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    label: '订单状态',
    value: 'toSubmit',
    onValueChange: fn(),
    children: '订单列表',
    items: [
      { value: 'toSubmit', label: '待提交', count: 2 },
      { value: 'toPay', label: '待付款', count: 5 },
      { value: 'stocking', label: '备货中', count: 0 },
      { value: 'toSupplement', label: '待付尾款' },
      { value: 'toShip', label: '待发货', count: 12 },
      { value: 'toReceive', label: '待收货', count: 120 },
      { value: 'toInvoice', label: '待开票', count: 3 },
      { value: 'invoiceApplied', label: '已申请开票', count: 0 },
      { value: 'invoicing', label: '开票中', count: 1 },
    ],
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    const handleValueChange = (next: string) => {
      setValue(next);
      args.onValueChange?.(next);
    };
    return <Tabs {...args} value={value} onValueChange={handleValueChange} />;
  },
});

/** The order stages with their pending counts, as on the order pages. */
export const OrderStages = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tablist', { name: '订单状态' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '待提交 2' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: '待收货 99+' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '备货中' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '待付尾款' })).toBeVisible();

    const toShip = canvas.getByRole('tab', { name: '待发货 12' });
    await userEvent.click(toShip);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('toShip');
    await expect(toShip).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '待发货 12' })).toHaveTextContent('订单列表');

    await userEvent.keyboard('{ArrowRight}');
    const toReceive = canvas.getByRole('tab', { name: '待收货 99+' });
    await expect(toReceive).toHaveFocus();
    await expect(toReceive).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('toReceive');

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: '待付尾款' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('toSupplement');
  },
});

/** The message centre: more tabs than fit, so the bar scrolls and follows the focus. */
export const Scrollable = meta.story({
  args: {
    label: '消息类型',
    value: 'system',
    scrollable: true,
    children: '消息列表',
    items: [
      { value: 'system', label: '系统通知', count: 4 },
      { value: 'order', label: '订单消息', count: 0 },
      { value: 'logistics', label: '物流消息', count: 2 },
      { value: 'finance', label: '财务消息' },
      { value: 'auction', label: '竞拍消息', count: 1 },
      { value: '-1', label: '客服消息', count: 3 },
    ],
  },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '系统通知 4' }));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: '客服消息 3' });
    await expect(last).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('-1');
    const bar = canvas.getByRole('tablist').parentElement;
    await expect(bar?.scrollLeft).toBeGreaterThan(0);
  },
});
