import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { StockingProgress } from './StockingProgress.tsx';

const meta = preview.meta({
  title: 'Components/StockingProgress',
  component: StockingProgress,
  args: {
    steps: [
      { label: '订单确认', doneAt: '2026-03-18 10:00:00' },
      { label: '排产中', doneAt: '2026-03-19 10:00:00' },
      { label: '生产中', doneAt: null },
      { label: '质检', doneAt: null },
      { label: '称重入库', doneAt: null },
    ],
  },
});

/** Reached steps with their time, the rest 未完成. */
export const Scheduled = meta.story({
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps[1]).toHaveTextContent('排产中2026-03-19 10:00:00');
    await expect(steps[2]).toHaveTextContent('生产中未完成');
  },
});
