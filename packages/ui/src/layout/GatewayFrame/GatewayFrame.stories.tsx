import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { GatewayFrame } from './GatewayFrame.tsx';

const meta = preview.meta({
  title: 'Components/Layout/GatewayFrame',
  component: GatewayFrame,
  parameters: { layout: 'fullscreen' },
  args: { caption: '欢迎登录', copyright: '© 2026 铝材现货商城 版权所有', children: '登录表单' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '铝材现货商城' })).toHaveAttribute(
      'href',
      '#/home/main',
    );
    await expect(canvas.getByRole('main')).toHaveTextContent('登录表单');
  },
});
