import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { DeliveryFacts } from './DeliveryFacts.tsx';

const meta = preview.meta({
  title: 'Components/DeliveryFacts',
  component: DeliveryFacts,
  args: {
    facts: [
      { label: '发货单号', value: 'FH20260318001' },
      { label: '订单号', value: 'DD20260316025002' },
      { label: '提货方式', value: '物流配送' },
      { label: '发货吨数', value: '2.074 吨' },
      { label: '收货地址', value: '广东省佛山市南海区桂城街道 88 号' },
      { label: '联系人', value: '陈志强 13800138000' },
    ],
  },
});

/** Each label with its value, two facts to a row. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      '发货单号',
      '订单号',
      '提货方式',
      '发货吨数',
      '收货地址',
      '联系人',
    ]);
    await expect(canvas.getByText('提货方式').nextElementSibling).toHaveTextContent('物流配送');
  },
});
