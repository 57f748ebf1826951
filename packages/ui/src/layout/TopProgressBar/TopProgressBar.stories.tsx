import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { TopProgressBar } from './TopProgressBar.tsx';

const meta = preview.meta({
  title: 'Components/TopProgressBar',
  component: TopProgressBar,
  args: { active: true },
});

export const Active = meta.story({
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '页面加载中' });
    await expect(bar.getBoundingClientRect().top).toBe(0);
    await expect(bar.getBoundingClientRect().height).toBe(3);
  },
});

export const Inactive = meta.story({
  args: { active: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
});
