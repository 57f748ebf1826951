import { expect, fn } from 'storybook/test';
import { choose } from '#.storybook/choose';
import preview from '#.storybook/preview';
import { LotFilterBar } from './LotFilterBar.tsx';

const meta = preview.meta({
  title: 'Components/LotFilterBar',
  component: LotFilterBar,
  args: {
    filters: [
      { key: 'productName', label: '品名', all: '全部品名', value: '', options: ['铝棒', '铝板'] },
      {
        key: 'warehouse',
        label: '仓库',
        all: '全部仓库',
        value: '南海仓',
        options: ['南海仓', '无锡仓'],
      },
    ],
    onChange: fn(),
  },
});

/** One select per condition; choosing one reports its key and value. */
export const Default = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: '筛选拍品' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '仓库' })).toHaveTextContent('南海仓');
    await choose(userEvent, canvas.getByRole('combobox', { name: '品名' }), '铝板');
    await expect(args.onChange).toHaveBeenCalledWith('productName', '铝板');
  },
});
