import { expect, waitFor } from 'storybook/test';
import { defaultHandlers } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory } from '@mall/app/testing';
import { CenterArea } from './CenterArea.tsx';

const meta = preview.meta({
  title: '页面/页面框架/个人中心框架 — CenterArea',
  component: CenterArea,
  ...appStory,
  parameters: { ...appStory.parameters, layout: 'padded', session: 'certifiedAdmin' },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers);
  },
});

export const OrderTabs = meta.story({
  parameters: { route: '/center/orderToBePaid' },
  play: async ({ canvas }) => {
    const tab = await canvas.findByRole('tab', { name: /待付款/ });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(canvas.getByRole('tab', { name: /待开票/ })).toHaveTextContent('4'));
    await expect(canvas.getByRole('navigation', { name: '个人中心导航' })).toBeInTheDocument();
  },
});

export const AccountPage = meta.story({
  parameters: { route: '/center/userUpdatePassword' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.getByRole('link', { name: '修改密码' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
});

/**
 * 账户信息's pages are tabs: 员工管理 (where the administrator decides on an applicant) and the
 * others are one click from 企业信息.
 */
export const AccountInfoTabs = meta.story({
  parameters: { route: '/center/userInfo/companyInfo' },
  play: async ({ canvas }) => {
    const tabs = await canvas.findByRole('tablist', { name: '账户信息' });
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent?.trim())).toEqual([
      '企业信息',
      '账号信息',
      '收货地址',
      '开票信息',
      '员工管理',
      '变更管理员',
    ]);
    await expect(tabs).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '企业信息' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
});
