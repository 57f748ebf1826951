import { expect, fn, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { PriceHistoryPanel, type PriceHistoryRow } from './PriceHistoryPanel.tsx';

const prices = [19960, 19920, 19960, 20110, 19990, 19910, 20000, 19920, 19940, 20060, 19940, 20030];
const rows: PriceHistoryRow[] = prices
  .map((price, index) => {
    const change = index === 0 ? 20 : price - (prices[index - 1] ?? price);
    return {
      date: `2026-03-${String(index + 1).padStart(2, '0')}`,
      price: `¥${price.toLocaleString('en-US')}.00`,
      change: {
        text: `${change > 0 ? '+' : ''}${change}.00`,
        direction:
          change > 0 ? ('up' as const) : change < 0 ? ('down' as const) : ('flat' as const),
      },
    };
  })
  .reverse();

const meta = preview.meta({
  title: 'Components/PriceHistoryPanel',
  component: PriceHistoryPanel,
  args: {
    status: 'ready' as const,
    figures: [
      { label: '最新价', value: '¥20,030.00' },
      { label: '区间涨跌', value: '+70.00', change: { text: '+70.00', direction: 'up' as const } },
      { label: '区间最高', value: '¥20,110.00' },
      { label: '区间最低', value: '¥19,910.00' },
      { label: '区间均价', value: '¥19,978.33' },
    ],
    trend: prices,
    trendLabel: '近一月 A00 铝价走势',
    rows,
    onRetry: fn(),
  },
  render: (args) => (
    <div style={{ width: 1100 }}>
      <PriceHistoryPanel {...args} />
    </div>
  ),
});

/** The figures, the trend line and each day's price, newest first. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '近一月 A00 铝价走势' })).toBeVisible();
    await expect(canvas.getByText('区间最高').nextElementSibling).toHaveTextContent('¥20,110.00');
    const table = canvas.getByRole('table', { name: '每日铝价' });
    const [, first] = within(table).getAllByRole('row');
    await expect(first).toHaveTextContent('2026-03-12¥20,030.00+90.00');
  },
});

/** Uncertified viewers see '-' and no chart, with the way out. */
export const Masked = meta.story({
  args: {
    figures: ['最新价', '区间涨跌', '区间最高', '区间最低', '区间均价'].map((label) => ({
      label,
      value: '-',
    })),
    trend: undefined,
    rows: rows.map((row) => ({ ...row, price: '-', change: null })),
    note: '完成企业认证后查看历史价格',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('完成企业认证后查看历史价格')).toBeVisible();
  },
});

export const Loading = meta.story({
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
  },
});

export const ServerError = meta.story({
  args: { status: 'error', errorMessage: '暂无铝价数据' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});
