import { expect } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { contentVariants, defaultContentHandlers, defaultHandlers } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory, failingPage, loadingPage } from '@mall/app/testing';
import { PromotionListPage } from './PromotionListPage.tsx';
import { href, links } from '../../../routes/links.ts';

const meta = preview.meta({
  title: '页面/资讯与帮助/促销活动 — PromotionListPage',
  component: PromotionListPage,
  ...appStory,
  parameters: { ...appStory.parameters, session: 'visitor', route: '/home/modelPromotion/list' },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers, ...defaultContentHandlers);
  },
});

/** Ongoing promotions first; each leads to the goods search for its keyword. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: '促销活动' })).toBeVisible();
    await expect(canvas.getAllByText('进行中')).toHaveLength(3);
    await expect(canvas.getAllByText('已结束')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: '去选购：5052 铝板春季特惠' })).toHaveAttribute(
      'href',
      href(links.search('5052铝板')),
    );
    await expect(canvas.getByText('2026-03-13 至 2026-03-28')).toBeVisible();
    await expect(canvas.getByText('共 12 条')).toBeVisible();
  },
});

export const Loading = meta.story(loadingPage(paths.content.promotionList));

export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(contentVariants.noPromotions);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无促销活动')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去逛逛现货商城' })).toBeVisible();
  },
});

export const ServerError = meta.story(failingPage(paths.content.promotionList, 503, '服务不可用'));
