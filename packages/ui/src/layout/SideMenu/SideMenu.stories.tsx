import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { sideMenuGroups } from '../fixtures.tsx';
import { SideMenu } from './SideMenu.tsx';

const meta = preview.meta({
  title: 'Components/SideMenu',
  component: SideMenu,
  args: { groups: sideMenuGroups },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '个人中心导航' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '全部订单' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: '待提交 2' })).toHaveAttribute(
      'href',
      '#/center/orderToBeSubmit',
    );
    await expect(canvas.getByRole('link', { name: '待付尾款 99+' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: '账户设置' })).toBeVisible();
  },
});
