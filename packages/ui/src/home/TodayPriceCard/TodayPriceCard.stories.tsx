import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { TodayPriceCard } from './TodayPriceCard.tsx';

const trend = [19380, 19520, 19460, 19710, 19890, 19820, 20040, 20230, 20110, 20180];

const meta = preview.meta({
  title: 'Components/TodayPriceCard',
  component: TodayPriceCard,
  args: {
    status: 'ready' as const,
    price: '¥20,180.00',
    change: { text: '+70.00', direction: 'up' as const },
    date: '2026-11-20',
    trend,
  },
  render: (args) => (
    <div style={{ width: 360 }}>
      <TodayPriceCard {...args} />
    </div>
  ),
});

export const Rising = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('today-price')).toHaveTextContent('¥20,180.00');
    await expect(canvas.getByText('涨 +70.00')).toBeInTheDocument();
  },
});

export const Falling = meta.story({
  args: { price: '¥20,110.00', change: { text: '-120.00', direction: 'down' } },
});

export const Masked = meta.story({
  args: { price: '-', change: undefined, trend: undefined, note: '认证后查看实时铝价与商品价格' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('today-price')).toHaveTextContent('-');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
});

export const Loading = meta.story({ args: { status: 'loading' } });

export const ServerError = meta.story({
  args: { status: 'error', errorMessage: '服务器端出错', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('服务器端出错');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});
