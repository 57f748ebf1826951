import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { CartLink } from '../CartLink/index.ts';
import { hotKeys, searchBox, signedInActions } from '../fixtures.tsx';
import { MessageTrigger } from '../MessageTrigger/index.ts';
import { SearchBox } from '../SearchBox/index.ts';
import { SiteHeader } from './SiteHeader.tsx';

const meta = preview.meta({
  title: 'Components/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
});

export const SignedIn = meta.story({
  args: { search: searchBox, actions: signedInActions },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner', { name: '网站页头' });
    await expect(header).toHaveStyle({ position: 'sticky', top: '0px' });
    await expect(canvas.getByRole('link', { name: '铝材现货商城' })).toHaveAttribute(
      'href',
      '#/home/main',
    );
    await expect(canvas.getByRole('button', { name: '消息中心，3 条未读' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '购物车，5 件商品' })).toBeVisible();
  },
});

export const Visitor = meta.story({
  args: {
    search: <SearchBox hotKeys={hotKeys} />,
    actions: (
      <>
        <MessageTrigger unread={0} visible={false} />
        <CartLink count={0} />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /消息中心/ })).not.toBeInTheDocument();
  },
});

export const LogoOnly = meta.story({});
