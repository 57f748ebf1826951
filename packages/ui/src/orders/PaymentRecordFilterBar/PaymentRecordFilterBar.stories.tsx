import { expect, fn } from 'storybook/test';
import { choose } from '#.storybook/choose';
import preview from '#.storybook/preview';
import { PaymentRecordFilterBar } from './PaymentRecordFilterBar.tsx';

const meta = preview.meta({
  title: 'Components/PaymentRecordFilterBar',
  component: PaymentRecordFilterBar,
  args: {
    value: { orderNo: '', kind: '' },
    kinds: [
      { value: 'first', label: '定金' },
      { value: 'final', label: '尾款' },
      { value: 'diff', label: '差价款' },
      { value: 'refund', label: '退款' },
    ],
    onSearch: fn(),
    onReset: fn(),
  },
});

/** 查询 hands over what was typed and chosen; 重置 clears the fields. */
export const Default = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '订单编号' }), ' 027001 ');
    await choose(userEvent, canvas.getByRole('combobox', { name: '款项类型' }), '退款');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onSearch).toHaveBeenCalledWith({ orderNo: '027001', kind: 'refund' });
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('combobox', { name: '款项类型' })).toHaveTextContent('全部款项');
  },
});
