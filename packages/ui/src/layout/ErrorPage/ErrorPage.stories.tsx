import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { ErrorPage } from './ErrorPage.tsx';

const meta = preview.meta({
  title: 'Components/ErrorPage',
  component: ErrorPage,
  args: { onRetry: fn() },
});

export const NotFound = meta.story({
  args: { variant: 'not-found' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute(
      'href',
      '#/home/main',
    );
    await expect(canvas.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  },
});

export const Pending = meta.story({
  args: { variant: 'pending', screen: '订单列表（全部订单）' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '该页面正在建设中' })).toBeVisible();
    await expect(canvas.getByText(/订单列表（全部订单）/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toBeVisible();
  },
});

export const ServerError = meta.story({
  args: { variant: 'server-error', message: '网络连接超时，请稍后重试' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: '服务暂时不可用' })).toBeVisible();
    await expect(canvas.getByText('网络连接超时，请稍后重试')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});
