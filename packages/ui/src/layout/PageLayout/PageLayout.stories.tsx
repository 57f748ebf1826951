import { expect, fn, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { CartLink } from '../CartLink/index.ts';
import { CenterLayout } from '../CenterLayout/index.ts';
import { ErrorPage } from '../ErrorPage/index.ts';
import {
  PagePlaceholder,
  companyUser,
  footerProps,
  helpHref,
  hotKeys,
  mainNavItems,
  searchBox,
  sideMenuGroups,
  signedInActions,
} from '../fixtures.tsx';
import { Footer } from '../Footer/index.ts';
import { MainNav } from '../MainNav/index.ts';
import { SearchBox } from '../SearchBox/index.ts';
import { SideMenu } from '../SideMenu/index.ts';
import { SiteHeader } from '../SiteHeader/index.ts';
import { TopBar } from '../TopBar/index.ts';
import { PageLayout } from './PageLayout.tsx';

const meta = preview.meta({
  title: 'Components/PageLayout',
  component: PageLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    topBar: <TopBar user={companyUser} helpHref={helpHref} onLogout={fn()} />,
    header: <SiteHeader search={searchBox} actions={signedInActions} />,
    nav: <MainNav items={mainNavItems} />,
    footer: <Footer {...footerProps} />,
    children: <PagePlaceholder title="首页" />,
  },
});

export const Visitor = meta.story({
  args: {
    topBar: <TopBar helpHref={helpHref} />,
    header: (
      <SiteHeader search={<SearchBox hotKeys={hotKeys} />} actions={<CartLink count={0} />} />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '用户导航' })).toBeVisible();
    await expect(canvas.getByRole('banner', { name: '网站页头' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(canvas.getByRole('main', { name: '主要内容' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo', { name: '网站页脚' })).toBeInTheDocument();
  },
});

export const SignedIn = meta.story({});

export const PersonalCentre = meta.story({
  args: {
    nav: <MainNav items={mainNavItems.map((item) => ({ ...item, active: false }))} />,
    children: (
      <CenterLayout menu={<SideMenu groups={sideMenuGroups} />}>
        <PagePlaceholder title="全部订单" />
      </CenterLayout>
    ),
  },
});

export const NotFound = meta.story({
  args: { children: <ErrorPage variant="not-found" /> },
});

export const SkipLinkFocused = meta.story({
  play: async ({ canvas, userEvent }) => {
    const skip = canvas.getByRole('link', { name: '跳到主要内容' });
    await expect(skip.getBoundingClientRect().bottom).toBeLessThan(0);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await waitFor(() => expect(skip.getBoundingClientRect().top).toBeGreaterThan(0));
  },
});

export const SkipToMain = meta.story({
  play: async ({ canvas, userEvent }) => {
    const hash = window.location.hash;
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '跳到主要内容' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main', { name: '主要内容' })).toHaveFocus();
    // The hash router's route is left alone.
    await expect(window.location.hash).toBe(hash);
  },
});

export const StickyHeader = meta.story({
  decorators: [
    (Story) => (
      <div data-testid="scroller" style={{ height: 720, overflow: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const scroller = canvas.getByTestId('scroller');
    const header = canvas.getByRole('banner', { name: '网站页头' });
    const topBar = canvas.getByRole('navigation', { name: '用户导航' });
    scroller.scrollTo(0, 60);
    await expect(scroller.scrollTop).toBe(60);
    await expect(header.getBoundingClientRect().top).toBe(scroller.getBoundingClientRect().top);
    await expect(topBar.getBoundingClientRect().bottom).toBeLessThan(0);
  },
});
