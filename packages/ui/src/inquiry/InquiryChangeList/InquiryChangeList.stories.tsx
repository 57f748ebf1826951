import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { InquiryChangeList } from './InquiryChangeList.tsx';

const meta = preview.meta({
  title: 'Components/InquiryChangeList',
  component: InquiryChangeList,
  args: { label: '变更记录', rows: [] },
});

/** Each change with its time and who made it, oldest first. */
export const Filled = meta.story({
  args: {
    rows: [
      { key: 1, at: '2026-03-16 10:05:00', by: '买家', content: '提交询价单，共 3 行' },
      { key: 2, at: '2026-03-16 14:00:00', by: '商城', content: '商城已受理，正在报价' },
    ],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '变更记录' });
    await expect(table).toHaveTextContent('商城已受理，正在报价');
  },
});
