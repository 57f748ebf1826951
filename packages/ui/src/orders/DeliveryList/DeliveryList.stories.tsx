import { expect, fn, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../../basics/Button/Button.tsx';
import { Empty as EmptyState } from '../../basics/Empty/Empty.tsx';
import { DeliveryList, type DeliveryCard } from './DeliveryList.tsx';

const onConfirm = fn();

const shipped: DeliveryCard = {
  key: 42001,
  deliveryNo: 'FH20260320042001',
  orderNo: 'DD20260318026001',
  createdAt: '2026-03-20 10:00:00',
  status: { label: '待收货', tone: 'active' },
  lines: [
    {
      key: 260011,
      productName: '6061-T6 铝板',
      spec: '2×1250×2500',
      weight: '5.030',
      unitPrice: '¥23,450.00',
      amount: '¥117,953.50',
    },
  ],
  facts: [
    { label: '提货方式', value: '物流配送' },
    { label: '联系人', value: '陈志强 138****1234' },
    { label: '收货地址', value: '广东省佛山市南海区狮山镇科技工业园 A 区 8 号' },
    { label: '物流单号', value: '顺丰快运 SF14000042001' },
  ],
  actions: (
    <Button size="sm" variant="primary" onClick={onConfirm}>
      确认收货
    </Button>
  ),
};

const meta = preview.meta({
  title: 'Components/DeliveryList',
  component: DeliveryList,
  args: {
    label: '待收货发货单',
    deliveries: [
      shipped,
      { ...shipped, key: 42002, deliveryNo: 'FH20260320042002', actions: undefined },
    ],
  },
});

/** Each delivery a card named by its number, with its goods, facts and actions. */
export const Loaded = meta.story({
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: '待收货发货单' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const card = canvas.getByRole('article', { name: '发货单 FH20260320042001' });
    await expect(card).toHaveTextContent('物流单号顺丰快运 SF14000042001');
    await userEvent.click(within(card).getByRole('button', { name: '确认收货' }));
    await expect(onConfirm).toHaveBeenCalled();
  },
});

export const Loading = meta.story({
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('加载中')).toBeInTheDocument();
  },
});

export const Empty = meta.story({
  args: { deliveries: [], empty: <EmptyState description="暂无待收货的发货单" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无待收货的发货单')).toBeVisible();
  },
});

export const ServerError = meta.story({
  args: { error: '服务器端出错', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});
