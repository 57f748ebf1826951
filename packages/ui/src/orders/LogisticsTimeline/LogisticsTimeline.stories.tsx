import { expect, fn, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { LogisticsTimeline } from './LogisticsTimeline.tsx';

const steps = [
  { key: 3, at: '2026-03-22 09:20:00', text: '【广州市】快件已到达广州白云转运中心' },
  { key: 2, at: '2026-03-21 18:05:00', text: '【佛山市】快件已从佛山南海集散中心发出' },
  { key: 1, at: '2026-03-21 08:00:00', text: '【佛山市】仓库已出库，承运商已揽收' },
];

const meta = preview.meta({
  title: 'Components/LogisticsTimeline',
  component: LogisticsTimeline,
  args: { company: '顺丰快运', logisticsNo: 'SF14000042001', steps, onRefresh: fn() },
});

/** Newest first, the first marked as the latest; 刷新物流 asks for a newer step. */
export const Loaded = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const items = within(canvas.getByRole('list', { name: '物流轨迹' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('最新：【广州市】快件已到达广州白云转运中心');
    await userEvent.click(canvas.getByRole('button', { name: '刷新物流' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
});

/** While refreshing, the button spins and cannot be pressed again. */
export const Refreshing = meta.story({
  args: { refreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /刷新物流/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
});

export const Loading = meta.story({
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('加载中')).toBeInTheDocument();
  },
});

export const Empty = meta.story({
  args: { steps: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无物流信息，请稍后刷新')).toBeVisible();
  },
});

export const ServerError = meta.story({
  args: { error: '服务器端出错', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('服务器端出错');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});
