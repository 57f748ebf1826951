import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Sparkline } from './Sparkline.tsx';

const meta = preview.meta({
  title: 'Components/Sparkline',
  component: Sparkline,
  args: {
    label: '近 10 个交易日铝价走势',
    values: [19380, 19520, 19460, 19710, 19890, 19820, 20040, 20230, 20110, 20180],
  },
});

export const Rising = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '近 10 个交易日铝价走势' })).toBeInTheDocument();
  },
});

export const TooFewPoints = meta.story({
  args: { values: [19380] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
});
