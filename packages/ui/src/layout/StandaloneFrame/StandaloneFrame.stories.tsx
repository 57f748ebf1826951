import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { StandaloneFrame } from './StandaloneFrame.tsx';

const meta = preview.meta({
  title: 'Components/Layout/StandaloneFrame',
  component: StandaloneFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    caption: '企业简介',
    copyright: '© 2026 铝材现货商城 版权所有',
    children: <p>铝材现货商城是面向铝加工与贸易企业的 B2B 交易平台。</p>,
  },
});

/** A logo bar leading home, the page, and the copyright line. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '铝材现货商城' })).toHaveAttribute(
      'href',
      '#/home/main',
    );
    await expect(canvas.getByRole('main')).toHaveTextContent('B2B 交易平台');
  },
});
