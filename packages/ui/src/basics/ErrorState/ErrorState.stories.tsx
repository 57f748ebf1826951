import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { ErrorState } from './ErrorState.tsx';

const meta = preview.meta({
  title: 'Components/ErrorState',
  component: ErrorState,
  args: { message: '网络超时', onRetry: fn() },
});

export const WithRetry = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络超时');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});

export const MessageOnly = meta.story({
  args: { message: '未知系统错误，请反馈给管理员', onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('未知系统错误，请反馈给管理员');
    await expect(canvas.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  },
});
