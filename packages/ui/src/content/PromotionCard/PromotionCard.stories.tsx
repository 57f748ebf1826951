import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { PromotionCard } from './PromotionCard.tsx';

const meta = preview.meta({
  title: 'Components/PromotionCard',
  component: PromotionCard,
  args: {
    title: '5052 铝板春季特惠',
    subtitle: '佛山仓现货，满 5 吨每吨立减 200 元',
    color: '#1456C8',
    dateRange: '2026-03-13 至 2026-03-28',
    status: 'ongoing' as const,
    statusText: '进行中',
    href: '#/home/modelStore/search?keyword=5052%E9%93%9D%E6%9D%BF',
    actionText: '去选购',
  },
  render: (args) => (
    <div style={{ width: 360 }}>
      <PromotionCard {...args} />
    </div>
  ),
});

/** An ongoing promotion leads to the search for its keyword. */
export const Ongoing = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: '5052 铝板春季特惠' })).toBeVisible();
    await expect(canvas.getByText('进行中')).toHaveAttribute('data-variant', 'ongoing');
    await expect(canvas.getByRole('link', { name: '去选购：5052 铝板春季特惠' })).toHaveAttribute(
      'href',
      '#/home/modelStore/search?keyword=5052%E9%93%9D%E6%9D%BF',
    );
  },
});

export const Upcoming = meta.story({
  args: { status: 'upcoming', statusText: '未开始', color: '#9C2A1E' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未开始')).toHaveAttribute('data-variant', 'upcoming');
  },
});

/** An ended promotion is shown in grey. */
export const Ended = meta.story({
  args: { status: 'ended', statusText: '已结束', actionText: '查看商品' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-variant', 'ended');
    await expect(canvas.getByText('已结束')).toBeVisible();
  },
});
