import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { HeldDepositTable } from './HeldDepositTable.tsx';

const meta = preview.meta({
  title: 'Components/HeldDepositTable',
  component: HeldDepositTable,
  args: {
    rows: [
      {
        key: 'withdrawal-908',
        kind: '提现待打款',
        refNo: '提现 908',
        amount: '¥20,000.00',
        reason: '提现至 中国建设银行佛山南海支行，待财务打款',
        time: '2026-03-18 09:40:00',
      },
      {
        key: 'order-DD20260310003001',
        kind: '订单定金',
        refNo: 'DD20260310003001',
        amount: '¥65,598.20',
        reason: '订单定金，订单完成或取消后结清',
        time: '2026-03-10 10:00:00',
      },
    ],
  },
});

/** What each held amount is for, with its reference. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '保证金明细' });
    await expect(table).toHaveTextContent('提现待打款');
    await expect(table).toHaveTextContent('DD20260310003001');
  },
});
