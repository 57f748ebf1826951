import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { OrderFilterBar } from './OrderFilterBar.tsx';

const meta = preview.meta({
  title: 'Components/OrderFilterBar',
  component: OrderFilterBar,
  args: {
    value: { orderNo: '', dateFrom: '', dateTo: '' },
    onSearch: fn(),
    onReset: fn(),
  },
});

/** 查询 sends what was typed (trimmed), and it stays in the fields. */
export const Search = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '订单编号' }), ' DD2026 ');
    await userEvent.type(canvas.getByLabelText('下单日期（开始）'), '2026-03-01');
    await userEvent.type(canvas.getByLabelText('下单日期（结束）'), '2026-03-18');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      orderNo: 'DD2026',
      dateFrom: '2026-03-01',
      dateTo: '2026-03-18',
    });
    await expect(canvas.getByRole('textbox', { name: '订单编号' })).toHaveValue(' DD2026 ');
  },
});

/** A start date after the end date is refused at the field; nothing is searched. */
export const DateOrderError = meta.story({
  args: { value: { orderNo: '', dateFrom: '2026-03-18', dateTo: '2026-03-01' } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(canvas.getByText('开始日期不能晚于结束日期')).toBeVisible();
    await expect(canvas.getByLabelText('下单日期（开始）')).toHaveAccessibleDescription(
      '开始日期不能晚于结束日期',
    );
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
});

/** 重置 clears the fields. */
export const Reset = meta.story({
  args: { value: { orderNo: 'DD2026', dateFrom: '2026-03-01', dateTo: '' } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: '订单编号' })).toHaveValue('');
  },
});
