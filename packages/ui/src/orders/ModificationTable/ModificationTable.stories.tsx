import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { ModificationTable } from './ModificationTable.tsx';

const meta = preview.meta({
  title: 'Components/ModificationTable',
  component: ModificationTable,
  args: {
    rows: [
      {
        key: 1,
        productName: '6061-T6 铝板',
        oldWeight: '5.000',
        newWeight: '8.000',
        oldAmount: '¥117,250.00',
        newAmount: '¥187,600.00',
      },
    ],
    oldAmount: '¥117,250.00',
    newAmount: '¥187,600.00',
    depositDiff: '¥14,070.00',
  },
});

/** Each line before and after, the amounts and the deposit difference. */
export const Priced = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: '修改明细' })).toHaveTextContent('8.000');
    await expect(canvas.getByText('定金差额')).toHaveTextContent('定金差额 ¥14,070.00');
  },
});
