import { expect } from 'storybook/test';
import { ClipboardList, Gavel, ShoppingCart, Store } from 'lucide-react';
import preview from '#.storybook/preview';
import { QuickLinks } from './QuickLinks.tsx';

const meta = preview.meta({
  title: 'Components/QuickLinks',
  component: QuickLinks,
  args: {
    label: '快捷入口',
    items: [
      {
        label: '现货商城',
        description: '铝板、铝卷、型材现货',
        href: '#/home/modelStore/search',
        icon: <Store size={24} aria-hidden />,
      },
      {
        label: '询价求购',
        description: '发布需求，坐等报价',
        href: '#/home/modelDemand/query',
        icon: <ClipboardList size={24} aria-hidden />,
      },
      {
        label: '竞拍专场',
        description: '限时竞价，价高者得',
        href: '#/home/modelAuction/current',
        icon: <Gavel size={24} aria-hidden />,
      },
      {
        label: '购物车',
        description: '已选商品',
        href: '#/home/modelShoppingCart/list',
        icon: <ShoppingCart size={24} aria-hidden />,
        count: 3,
      },
    ],
  },
  render: (args) => (
    <div style={{ width: 820 }}>
      <QuickLinks {...args} />
    </div>
  ),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /现货商城/ })).toHaveAttribute(
      'href',
      '#/home/modelStore/search',
    );
    await expect(canvas.getByLabelText('3 项待处理')).toHaveTextContent('3');
  },
});

export const ManyPending = meta.story({
  args: {
    items: [
      { label: '全部订单', description: '待处理订单', href: '#/center/orderAllOrder', count: 128 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('128 项待处理')).toHaveTextContent('99+');
  },
});
