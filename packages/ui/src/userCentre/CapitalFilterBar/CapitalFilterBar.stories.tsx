import { expect, fn } from 'storybook/test';
import { choose } from '#.storybook/choose';
import preview from '#.storybook/preview';
import { CapitalFilterBar } from './CapitalFilterBar.tsx';

const meta = preview.meta({
  title: 'Components/CapitalFilterBar',
  component: CapitalFilterBar,
  args: {
    value: { kind: '', from: '', to: '' },
    kinds: [
      { value: 'recharge', label: '充值' },
      { value: 'withdrawal', label: '提现' },
      { value: 'refund', label: '退款' },
    ],
    onSearch: fn(),
    onReset: fn(),
  },
});

/** 查询 hands over the kind and the dates; 重置 clears them. */
export const Default = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await choose(userEvent, canvas.getByRole('combobox', { name: '类型' }), '提现');
    await userEvent.type(canvas.getByLabelText('日期（开始）'), '2026-03-01');
    await userEvent.type(canvas.getByLabelText('日期（结束）'), '2026-03-18');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      kind: 'withdrawal',
      from: '2026-03-01',
      to: '2026-03-18',
    });
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('combobox', { name: '类型' })).toHaveTextContent('全部类型');
  },
});

/** A start date after the end date is refused at the field, and nothing is searched. */
export const DatesOutOfOrder = meta.story({
  args: { value: { kind: '', from: '2026-03-18', to: '2026-03-01' } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(canvas.getByText('开始日期不能晚于结束日期')).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
});
