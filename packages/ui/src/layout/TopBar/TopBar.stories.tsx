import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { avatarPicture } from '../../basics/Avatar/fixtures.ts';
import { companyUser, helpHref } from '../fixtures.tsx';
import { TopBar } from './TopBar.tsx';

const meta = preview.meta({
  title: 'Components/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: { helpHref, onLogout: fn() },
});

export const Visitor = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('您好，欢迎来到铝材现货商城')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '请登录' })).toHaveAttribute(
      'href',
      '#/gateway/login',
    );
    await expect(canvas.getByRole('link', { name: '免费注册' })).toHaveAttribute(
      'href',
      '#/gateway/register',
    );
    await expect(canvas.queryByRole('link', { name: '我的订单' })).not.toBeInTheDocument();
  },
});

/** Signed in without an avatar: the name's first character stands in on the menu's trigger. */
export const SignedIn = meta.story({
  args: { user: companyUser },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: '华东铝业贸易有限公司' });
    await expect(trigger).toBeVisible();
    await expect(within(trigger).getByText('华')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '我的订单' })).toHaveAttribute(
      'href',
      '#/center/orderAllOrder',
    );
    await expect(canvas.getByRole('link', { name: '帮助中心' })).toHaveAttribute('href', helpHref);
  },
});

/** The uploaded avatar on the menu's trigger, which keeps the company's name as its name. */
export const WithAvatar = meta.story({
  args: { user: { ...companyUser, avatar: avatarPicture } },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: '华东铝业贸易有限公司' });
    const image = trigger.querySelector('img');
    await waitFor(() => expect(image?.complete && image.naturalWidth).toBe(48));
    await expect(within(trigger).queryByText('华')).toBeNull();
  },
});

export const WithoutCompany = meta.story({
  args: { user: { companyName: null, realname: '王建国' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '王建国' })).toBeVisible();
  },
});

export const LongCompanyName = meta.story({
  args: {
    user: {
      ...companyUser,
      companyName: '广东省佛山市南海区大沥镇某某铝型材加工与国际贸易有限责任公司',
    },
  },
});

export const UserMenuOpen = meta.story({
  args: { user: companyUser },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '华东铝业贸易有限公司' }));
    const menu = await screen.findByRole('menu');
    // Wait until the menu has been placed under its trigger.
    await waitFor(() => expect(menu.getBoundingClientRect().top).toBeGreaterThan(0));
    await expect(screen.getByRole('menuitem', { name: '个人中心' })).toHaveAttribute(
      'href',
      '#/center/userInfo',
    );
    await expect(screen.getByRole('menuitem', { name: '修改密码' })).toHaveAttribute(
      'href',
      '#/center/userUpdatePassword',
    );
    await expect(screen.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  },
});

export const LogoutWithKeyboard = meta.story({
  args: { user: companyUser },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = await canvas.findByRole('button', { name: '华东铝业贸易有限公司' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '个人中心' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: '退出登录' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
});
