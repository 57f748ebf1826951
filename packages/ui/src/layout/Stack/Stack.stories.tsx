import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Stack } from './Stack.tsx';

const meta = preview.meta({
  title: 'Components/Layout/Stack',
  component: Stack,
  args: {
    'aria-label': '页面分区',
    role: 'group',
    children: [<p key="filters">商品筛选</p>, <p key="results">商品列表</p>],
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: '页面分区' });
    await expect(group).toHaveTextContent('商品筛选商品列表');
  },
});

export const Tight = meta.story({
  args: { $gap: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '页面分区' })).toHaveStyle({ rowGap: '8px' });
  },
});
