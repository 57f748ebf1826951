import { expect } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { contentVariants, defaultContentHandlers, defaultHandlers, fail } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { imagesSettled } from '#.storybook/hostile';
import { appStory, failingPage, loadingPage } from '@mall/app/testing';
import { InfoDetailPage } from './InfoDetailPage.tsx';
import { hrefTo } from '../../../routes/links.ts';

declare global {
  interface Window {
    /** Set by the hostile article if any of its payload ever runs. */
    __xss?: string;
  }
}

const meta = preview.meta({
  title: '页面/资讯与帮助/资讯详情 — InfoDetailPage',
  component: InfoDetailPage,
  ...appStory,
  parameters: { ...appStory.parameters, session: 'visitor', route: '/home/modelInfo/detail/32' },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers, ...defaultContentHandlers);
  },
});

/** The article with its source, time and reads; its table and chart keep their markup. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: '3 月第三周铝价周报：A00 现货均价与库存一览',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('来源：上海有色网')).toBeVisible();
    await expect(canvas.getByText('阅读 438')).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: '近五个交易日 A00 铝锭均价走势图' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回资讯列表' })).toHaveAttribute(
      'href',
      hrefTo('infoList'),
    );
  },
});

/** The seeded hostile article: its text shows, and its script, handler and link stay inert. */
export const HostileArticle = meta.story({
  parameters: { route: '/home/modelInfo/detail/31' },
  beforeEach({ msw }) {
    msw.use(contentVariants.hostileArticle);
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(
      await canvas.findByText('如遇可疑情况，请拨打客服热线 400-820-6060 核实。'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('article script')).toBeNull();
    await expect(canvas.getByRole('img', { name: '钓鱼短信示例' })).not.toHaveAttribute('onerror');
    await expect(canvas.getByText('点此领取退款')).not.toHaveAttribute('href');
    await userEvent.click(canvas.getByText('点此领取退款'));
    await userEvent.hover(canvas.getByText(/如遇可疑情况/));
    await imagesSettled(canvasElement);
    await expect(window.__xss).toBeUndefined();
  },
});

export const Loading = meta.story(loadingPage(paths.content.infoDetail));

/** An id the server does not know: its message, with 重试. */
export const NotFound = meta.story({
  parameters: { route: '/home/modelInfo/detail/9999' },
  beforeEach({ msw }) {
    msw.use(fail(paths.content.infoDetail, 404, '资讯不存在'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('资讯不存在');
  },
});

/** An id that cannot be one is not found without asking the server. */
export const InvalidId = meta.story({
  parameters: { route: '/home/modelInfo/detail/abc' },
  beforeEach({ msw }) {
    msw.use(fail(paths.content.infoDetail, 500));
  },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('资讯不存在');
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
    await expect(loaded.env.notifications).toEqual([]);
  },
});

export const ServerError = meta.story(failingPage(paths.content.infoDetail, 500, '服务器端出错'));
