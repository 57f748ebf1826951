import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { DeliveryEvaluation } from './DeliveryEvaluation.tsx';

const meta = preview.meta({
  title: 'Components/DeliveryEvaluation',
  component: DeliveryEvaluation,
  args: { deliveryNo: 'FH20260318001', onEvaluate: fn() },
});

/** Not evaluated yet: 评价, named with the delivery, opens the form. */
export const NotEvaluated = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('收货后可以评价本次发货')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '评价 FH20260318001' }));
    await expect(args.onEvaluate).toHaveBeenCalledOnce();
  },
});

/** Evaluated: the stars and the words, nothing to press. */
export const Evaluated = meta.story({
  args: { evaluation: { score: 4, content: '包装完好，送货及时' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '评分 4 星（满分 5 星）' })).toBeVisible();
    await expect(canvas.getByText('包装完好，送货及时')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /评价/ })).toBeNull();
  },
});
