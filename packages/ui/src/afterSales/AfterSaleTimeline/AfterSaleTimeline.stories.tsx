import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { AfterSaleTimeline } from './AfterSaleTimeline.tsx';

const meta = preview.meta({
  title: 'Components/AfterSaleTimeline',
  component: AfterSaleTimeline,
  args: {
    steps: [
      { at: '2026-11-20 10:00:00', actor: '买家 陈志强', text: '提交售后申请' },
      { at: '2026-11-20 13:00:00', actor: '商城客服', text: '审核通过' },
      { at: '2026-11-21 09:30:00', actor: '买家 陈志强', text: '寄回商品：德邦物流 DP12345678' },
    ],
  },
});

/** Every step in order, with its time and who acted. */
export const Steps = meta.story({
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[1]).toHaveTextContent('审核通过2026-11-20 13:00:00 · 商城客服');
  },
});
