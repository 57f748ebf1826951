import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { footerProps } from '../fixtures.tsx';
import { Footer } from './Footer.tsx';

const meta = preview.meta({
  title: 'Components/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: footerProps,
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo', { name: '网站页脚' });
    await expect(footer).toHaveTextContent('粤ICP备00000000号');
    await expect(footer).toHaveTextContent('© 2026 铝材现货商城 版权所有');
    await expect(canvas.getByRole('list', { name: '服务协议' })).toBeVisible();
  },
});
