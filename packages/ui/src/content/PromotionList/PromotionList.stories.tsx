import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { PromotionList, type PromotionListItem } from './PromotionList.tsx';

const card = (
  id: number,
  title: string,
  subtitle: string,
  color: string,
  dateRange: string,
  status: PromotionListItem['status'],
): PromotionListItem => ({
  id,
  title,
  subtitle,
  color,
  dateRange,
  status,
  statusText: { upcoming: '未开始', ongoing: '进行中', ended: '已结束' }[status],
  href: `#/home/modelStore/search?keyword=${id}`,
  actionText: status === 'ended' ? '查看商品' : '去选购',
});

const meta = preview.meta({
  title: 'Components/PromotionList',
  component: PromotionList,
  args: {
    label: '促销活动',
    onRetry: fn(),
    items: [
      card(
        1,
        '5052 铝板春季特惠',
        '佛山仓现货，满 5 吨每吨立减 200 元',
        '#1456C8',
        '2026-03-13 至 2026-03-28',
        'ongoing',
      ),
      card(
        6,
        '8011 铝箔新品首发',
        '双零箔新规格上架，样品免费',
        '#9C2A1E',
        '2026-03-21 至 2026-04-04',
        'upcoming',
      ),
      card(
        8,
        '3003 防锈铝板清仓',
        '库存尾货，按实际过磅结算',
        '#8A3B12',
        '2026-02-16 至 2026-03-08',
        'ended',
      ),
    ],
  },
  render: (args) => (
    <div style={{ width: 1100 }}>
      <PromotionList {...args} />
    </div>
  ),
});

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '促销活动' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
});

export const Loading = meta.story({
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
  },
});

export const EmptyList = meta.story({
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无促销活动')).toBeVisible();
  },
});

export const ServerError = meta.story({
  args: { error: '服务器端出错' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});
