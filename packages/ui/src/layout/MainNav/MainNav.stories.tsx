import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { mainNavItems } from '../fixtures.tsx';
import { MainNav } from './MainNav.tsx';

const meta = preview.meta({
  title: 'Components/MainNav',
  component: MainNav,
  parameters: { layout: 'fullscreen' },
  args: { items: mainNavItems },
});

export const HomeActive = meta.story({
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: '首页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: '现货商城' })).not.toHaveAttribute(
      'aria-current',
    );
  },
});

export const NothingActive = meta.story({
  args: { items: mainNavItems.map((item) => ({ ...item, active: false })) },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link')) {
      await expect(link).not.toHaveAttribute('aria-current');
    }
  },
});
