import { expect, fn, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { PriceHistoryPanel, type PriceHistoryRow } from './PriceHistoryPanel.tsx';

const prices = [19960, 19920, 19960, 20110, 19990, 19910, 20000, 19920, 19940, 20060, 19940, 20030];
const rows: PriceHistoryRow[] = prices
  .map((price, index) => {
    const change = index === 0 ? 20 : price - (prices[index - 1] ?? price);
    return {
      date: `2026-03-${String(index + 1).padStart(2, '0')}`,
      cells: [
        {
          price: `¥${price.toLocaleString('en-US')}.00`,
          change: {
            text: `${change > 0 ? '+' : ''}${change}.00`,
            direction:
              change > 0 ? ('up' as const) : change < 0 ? ('down' as const) : ('flat' as const),
          },
        },
      ],
    };
  })
  .reverse();

const meta = preview.meta({
  title: 'Components/PriceHistoryPanel',
  component: PriceHistoryPanel,
  args: {
    status: 'ready' as const,
    figures: [
      {
        title: '长江现货 A00 铝',
        figures: [
          { label: '最新价', value: '¥20,030.00' },
          {
            label: '区间涨跌',
            value: '+70.00',
            change: { text: '+70.00', direction: 'up' as const },
          },
          { label: '区间最高', value: '¥20,110.00' },
          { label: '区间最低', value: '¥19,910.00' },
          { label: '区间均价', value: '¥19,978.33' },
        ],
      },
    ],
    chart: <div role="img" aria-label="近一月 铝价走势" style={{ height: 80 }} />,
    seriesNames: ['长江现货 A00 铝'],
    rows,
    onRetry: fn(),
  },
  render: (args) => (
    <div style={{ width: 1100 }}>
      <PriceHistoryPanel {...args} />
    </div>
  ),
});

/** The figures, the chart and each day's price, newest first. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '近一月 铝价走势' })).toBeInTheDocument();
    await expect(canvas.getByText('区间最高').nextElementSibling).toHaveTextContent('¥20,110.00');
    const table = canvas.getByRole('table', { name: '每日铝价' });
    const [, first] = within(table).getAllByRole('row');
    await expect(first).toHaveTextContent('2026-03-12¥20,030.00+90.00');
  },
});

/** Uncertified viewers see '-' and no chart, with the way out. */
export const Masked = meta.story({
  args: {
    figures: [
      {
        title: '长江现货 A00 铝',
        figures: ['最新价', '区间涨跌', '区间最高', '区间最低', '区间均价'].map((label) => ({
          label,
          value: '-',
        })),
      },
    ],
    chart: undefined,
    rows: rows.map((row) => ({ ...row, cells: [{ price: '-', change: null }] })),
    note: '完成企业认证后查看历史价格',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('完成企业认证后查看历史价格')).toBeVisible();
  },
});

/** A range without trading days says so instead of an empty chart and table. */
export const EmptyRange = meta.story({
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该时间范围内没有交易日的价格')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
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
