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
        spec: '2×1250×2500',
        oldWeight: '5.000',
        newWeight: '8.000',
        oldAmount: '¥117,250.00',
        newAmount: '¥187,600.00',
      },
    ],
    oldAmount: '¥117,250.00',
    newAmount: '¥187,600.00',
    difference: '+¥70,350.00',
    depositDiff: '¥14,070.00',
    consequence: '确认后需支付定金差价 ¥14,070.00',
  },
});

/** Each line before and after, the amounts, their difference and the deposit to pay. */
export const Priced = meta.story({
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '修改明细' });
    await expect(table).toHaveTextContent('2×1250×2500');
    await expect(table).toHaveTextContent('8.000');
    await expect(canvas.getByText(/^差额/)).toHaveTextContent('差额 +¥70,350.00');
    await expect(canvas.getByText('定金差额')).toHaveTextContent('定金差额 ¥14,070.00');
    await expect(canvas.getByText('确认后需支付定金差价 ¥14,070.00')).toBeVisible();
  },
});

/** Fewer tonnes: the deposit paid over is carried to the final payment, and says so. */
export const Lowered = meta.story({
  args: {
    rows: [
      {
        key: 1,
        productName: '6061-T6 铝板',
        spec: '2×1250×2500',
        oldWeight: '5.000',
        newWeight: '4.000',
        oldAmount: '¥117,250.00',
        newAmount: '¥93,800.00',
      },
    ],
    newAmount: '¥93,800.00',
    difference: '-¥23,450.00',
    depositDiff: '-¥4,690.00',
    consequence: '多付定金 ¥4,690.00 转入尾款结算，不单独退回',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^差额/)).toHaveTextContent('差额 -¥23,450.00');
    await expect(canvas.getByText('多付定金 ¥4,690.00 转入尾款结算，不单独退回')).toBeVisible();
  },
});
