import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../Button/Button.tsx';
import { ActionBar } from './ActionBar.tsx';

const meta = preview.meta({
  title: 'Components/ActionBar',
  component: ActionBar,
  args: {
    label: '批量操作',
    summary: '已选 2 个订单',
    children: <Button variant="primary">提交订单</Button>,
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('group', { name: '批量操作' });
    await expect(bar).toHaveTextContent('已选 2 个订单');
    await expect(canvas.getByRole('button', { name: '提交订单' })).toBeVisible();
  },
});
