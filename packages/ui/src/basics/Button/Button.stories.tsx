import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from './Button.tsx';

const meta = preview.meta({
  title: 'Components/Button',
  component: Button,
  args: { children: '提交订单', onClick: fn() },
});

export const Primary = meta.story({
  args: { variant: 'primary' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
});

export const Default = meta.story({ args: { variant: 'default', children: '取消' } });

export const Text = meta.story({ args: { variant: 'text', size: 'sm', children: '查看详情' } });

export const Danger = meta.story({ args: { variant: 'danger', children: '删除' } });

export const Loading = meta.story({
  args: { variant: 'primary', loading: true, children: '支付中' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: '支付中' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
});

export const Disabled = meta.story({ args: { variant: 'primary', disabled: true } });
