import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Skeleton } from './Skeleton.tsx';

const meta = preview.meta({
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { lines: 3, style: { width: 360 } },
});

export const Lines = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
  },
});

export const SingleLine = meta.story({ args: { lines: 1 } });
