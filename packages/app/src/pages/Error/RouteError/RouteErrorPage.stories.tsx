import { expect } from 'storybook/test';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import preview from '#.storybook/preview';
import { RouteErrorPage } from './RouteErrorPage.tsx';

const failingRoute = (error: Error) =>
  createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      loader: () => {
        throw error;
      },
      element: null,
    },
  ]);

const meta = preview.meta({
  title: '页面/错误页/页面加载失败 — RouteErrorPage',
  component: RouteErrorPage,
  parameters: { layout: 'fullscreen' },
});

export const ChunkTimedOut = meta.story({
  render: () => (
    <RouterProvider router={failingRoute(new Error('页面加载超时，请检查网络后刷新重试'))} />
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: '服务暂时不可用' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('页面加载超时，请检查网络后刷新重试')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeInTheDocument();
  },
});
