import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { PagePlaceholder, sideMenuGroups } from '../fixtures.tsx';
import { SideMenu } from '../SideMenu/index.ts';
import { CenterLayout } from './CenterLayout.tsx';

const meta = preview.meta({
  title: 'Components/CenterLayout',
  component: CenterLayout,
});

export const Default = meta.story({
  args: {
    menu: <SideMenu groups={sideMenuGroups} />,
    children: <PagePlaceholder title="全部订单" />,
  },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: '个人中心导航' });
    await expect(menu.getBoundingClientRect().width).toBe(200);
    await expect(canvas.getByRole('heading', { name: '全部订单' })).toBeVisible();
  },
});
