import { expect, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { contentVariants, defaultContentHandlers, defaultHandlers } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory, failingPage, loadingPage } from '@mall/app/testing';
import { AboutUsPage } from './AboutUsPage.tsx';
import { href, links } from '../../../routes/links.ts';

const meta = preview.meta({
  title: '页面/资讯与帮助/关于我们 — AboutUsPage',
  component: AboutUsPage,
  ...appStory,
  parameters: { ...appStory.parameters, session: 'visitor', route: '/home/aboutUs/company' },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers, ...defaultContentHandlers);
  },
});

/** 公司介绍 under 关于我们's menu. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '公司介绍' })).toBeVisible();
    const menu = canvas.getByRole('navigation', { name: '关于我们导航' });
    await expect(within(menu).getByRole('link', { name: '公司介绍' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(menu).getByRole('link', { name: '隐私政策' })).toHaveAttribute(
      'href',
      href(links.aboutUs('privacy')),
    );
  },
});

/** aboutUs/agreement shows the protocol from /base/protocol/use/page, with its version. */
export const Protocol = meta.story({
  parameters: { route: '/home/aboutUs/agreement' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '用户协议' })).toBeVisible();
    await expect(canvas.getByText('版本 V2.1')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '一、总则' })).toBeVisible();
  },
});

/** aboutUs/faq lists the FAQ, each question leading to its answer. */
export const Faq = meta.story({
  parameters: { route: '/home/aboutUs/faq' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: '价格为什么显示为“-”？' }),
    ).toHaveAttribute('href', href(links.faq(2)));
  },
});

export const FaqEmpty = meta.story({
  parameters: { route: '/home/aboutUs/faq' },
  beforeEach({ msw }) {
    msw.use(contentVariants.noFaqs);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无常见问题')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '我要提问' })).toBeVisible();
  },
});

export const Loading = meta.story(loadingPage(paths.content.aboutDetail));

export const ServerError = meta.story(failingPage(paths.content.aboutDetail, 500, '服务器端出错'));
