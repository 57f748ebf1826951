import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { FeeDetailList } from './FeeDetailList.tsx';

const meta = preview.meta({
  title: 'Components/FeeDetailList',
  component: FeeDetailList,
  args: {
    label: '费用明细',
    lines: [
      { key: 1, label: '货款（按过磅）', amount: '¥118,657.00' },
      { key: 2, label: '已付定金', amount: '-¥23,450.00' },
      { key: 3, label: '差价款', amount: '¥0.00' },
      { key: 4, label: '应付尾款', amount: '¥95,207.00', total: true },
    ],
  },
});

/** The lines in order, the total last. */
export const Supplement = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '费用明细' })).toHaveTextContent(
      '货款（按过磅）¥118,657.00已付定金-¥23,450.00差价款¥0.00应付尾款¥95,207.00',
    );
  },
});

/** A lighter weighing: the refund is the total. */
export const Refund = meta.story({
  args: {
    lines: [
      { key: 1, label: '货款（按过磅）', amount: '¥115,498.22' },
      { key: 2, label: '已付定金', amount: '-¥23,450.00' },
      { key: 3, label: '差价款', amount: '-¥93,800.00' },
      { key: 4, label: '应退款', amount: '¥1,751.78', total: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('应退款')).toBeVisible();
    await expect(canvas.getByText('¥1,751.78')).toBeVisible();
  },
});

export const Loading = meta.story({
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('加载中')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  args: { error: '服务器端出错', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});
