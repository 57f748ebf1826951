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
