import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { AsideLayout } from './AsideLayout.tsx';

const meta = preview.meta({
  title: 'Components/Layout/AsideLayout',
  component: AsideLayout,
  args: { children: '快捷入口与商品列表', aside: '今日铝价' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: '行情与账户' })).toHaveTextContent(
      '今日铝价',
    );
  },
});
