import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Panel } from './Panel.tsx';

const meta = preview.meta({
  title: 'Components/Panel',
  component: Panel,
  args: { title: '我的订单', children: '共有 14 笔订单待处理。' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '我的订单' })).toHaveTextContent(
      '共有 14 笔订单待处理。',
    );
  },
});

export const WithExtra = meta.story({
  args: { extra: <a href="#/center/orderAllOrder">全部订单</a> },
});
