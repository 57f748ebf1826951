import { expect } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { defaultContentHandlers, defaultHandlers } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory, failingPage, loadingPage } from '@mall/app/testing';
import { CompanyProfilePage } from './CompanyProfilePage.tsx';
import { hrefTo } from '../../../routes/links.ts';

const meta = preview.meta({
  title: '页面/资讯与帮助/企业简介 — CompanyProfilePage',
  component: CompanyProfilePage,
  ...appStory,
  parameters: { ...appStory.parameters, session: 'visitor', route: '/outside/companyProfile' },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers, ...defaultContentHandlers);
  },
});

/** The company introduction on its own, outside the mall's header (a whiteRoute). */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '公司介绍' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '铝材现货商城' })).toHaveAttribute(
      'href',
      hrefTo('main'),
    );
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
});

export const Loading = meta.story(loadingPage(paths.content.aboutDetail));

export const ServerError = meta.story(failingPage(paths.content.aboutDetail, 500, '服务器端出错'));
