import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { OrderDetailView } from './OrderDetailView.tsx';

const meta = preview.meta({
  title: 'Components/OrderDetailView',
  component: OrderDetailView,
  args: {
    facts: [
      ['订单号', 'DD202603180001'],
      ['状态', '待付款'],
      ['订单金额', '¥189,335.00'],
      ['定金', '¥37,867.00'],
    ] as const,
    lines: <p>6061-T6 铝板 5.000 吨</p>,
    events: [
      { at: '2026-03-18 09:30:00', text: '订单已创建' },
      { at: '2026-03-18 10:00:00', text: '订单已提交，合同已生成' },
    ],
  },
});

/** The facts, the lines and the history. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '订单商品' })).toHaveTextContent(
      '6061-T6 铝板',
    );
    await expect(canvas.getByRole('region', { name: '订单动态' })).toHaveTextContent(
      '2026-03-18 10:00:00 订单已提交，合同已生成',
    );
    await expect(canvas.getByText('¥37,867.00')).toBeVisible();
  },
});

/** Without lines, their section is left out. */
export const FactsOnly = meta.story({
  args: { lines: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: '订单商品' })).toBeNull();
  },
});
