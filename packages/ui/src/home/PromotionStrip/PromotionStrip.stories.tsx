import { expect, fn, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { expectEmpty, loadingState, serverErrorState } from '../../storyStates.ts';
import { PromotionStrip, type Promotion } from './PromotionStrip.tsx';

const items: Promotion[] = [
  {
    id: 1,
    title: '6061 铝板限时特惠',
    description: '佛山仓现货，满 10 吨每吨立减 200 元',
    period: '2026-11-20 至 2026-11-30',
    href: '#/home/modelPromotion/list?id=1',
  },
  {
    id: 2,
    title: '5052 铝卷新品上架',
    description: '无锡仓到货 300 吨，欢迎询价',
    period: '2026-11-18 至 2026-12-18',
    href: '#/home/modelPromotion/list?id=2',
  },
  {
    id: 3,
    title: '型材清仓',
    description: '6063-T5 型材库存清仓，数量有限',
    period: '2026-11-15 至 2026-11-25',
    href: '#/home/modelPromotion/list?id=3',
  },
];

const meta = preview.meta({
  title: 'Components/PromotionStrip',
  component: PromotionStrip,
  args: { items, moreHref: '#/home/modelPromotion/list', onRetry: fn() },
  render: (args) => (
    <div style={{ maxWidth: 940 }}>
      <PromotionStrip {...args} />
    </div>
  ),
});

/** Each card is one link, named by its text. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: '促销活动' });
    const cards = within(section).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(within(section).getByRole('link', { name: /6061 铝板限时特惠/ })).toHaveAttribute(
      'href',
      '#/home/modelPromotion/list?id=1',
    );
    await expect(canvas.getByRole('link', { name: '查看更多促销活动' })).toBeVisible();
  },
});

export const Loading = meta.story(loadingState);

export const Empty = meta.story({ args: { items: [] }, play: expectEmpty('暂无促销活动') });

export const ServerError = meta.story(serverErrorState);
