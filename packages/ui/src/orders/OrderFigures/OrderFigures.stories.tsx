import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Currency } from '../../basics/Currency/Currency.tsx';
import { OrderFigures } from './OrderFigures.tsx';

const meta = preview.meta({
  title: 'Components/OrderFigures',
  component: OrderFigures,
  args: {
    figures: [
      { label: '订货', value: '6.176 吨 ¥144,827.20' },
      { label: '过磅', value: '6.102 吨 ¥143,091.90' },
      { label: '已付', value: '¥43,448.16' },
      { label: '应付尾款', value: <Currency>¥99,643.74</Currency> },
    ],
  },
});

/** A final payment: ordered against weighed, what was paid and the supplement. */
export const Money = meta.story({
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['订货', '过磅', '已付', '应付尾款']);
    await expect(canvas.getByText('应付尾款').nextElementSibling).toHaveTextContent('¥99,643.74');
  },
});

/** Tonnes of a delivery stage: paid, applied and still to apply. */
export const Tonnes = meta.story({
  args: {
    figures: [
      { label: '已付款', value: '8.250 吨' },
      { label: '已申请', value: '2.074 吨' },
      { label: '待申请', value: '6.176 吨' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('待申请').nextElementSibling).toHaveTextContent('6.176 吨');
  },
});
