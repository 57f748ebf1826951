import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { CartSummaryBar } from './CartSummaryBar.tsx';

const meta = preview.meta({
  title: 'Components/CartSummaryBar',
  component: CartSummaryBar,
  args: {
    selectedCount: 2,
    totalWeight: '20.500',
    totalAmount: '¥430,715.00',
    onSubmit: fn(),
  },
});

/** Two entries selected: their totals and 去下单. */
export const Selected = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const bar = canvas.getByRole('group', { name: '结算' });
    await expect(bar).toHaveTextContent('已选 2 件商品');
    await expect(bar).toHaveTextContent('合计重量 20.500吨');
    await expect(canvas.getByText('¥430,715.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '去下单' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
});

/** Nothing selected: 去下单 is disabled, and says why. */
export const NothingSelected = meta.story({
  args: { selectedCount: 0, totalWeight: '', totalAmount: '' },
  play: async ({ args, canvas, userEvent }) => {
    const submit = canvas.getByRole('button', { name: '去下单' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription('请选择要下单的商品');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** While the order is being made the button spins and ignores presses. */
export const Submitting = meta.story({
  args: { submitting: true },
  play: async ({ args, canvas, userEvent }) => {
    const submit = canvas.getByRole('button', { name: '去下单' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** An uncertified buyer's amount is masked by the domain as '-'. */
export const MaskedAmount = meta.story({
  args: { totalAmount: '-' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '结算' })).toHaveTextContent('合计金额 -');
  },
});
