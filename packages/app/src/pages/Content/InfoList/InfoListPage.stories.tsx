import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import {
  contentFixtures,
  contentVariants,
  defaultContentHandlers,
  defaultHandlers,
  fail,
  recordingOk,
  type RecordedRequest,
} from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory, loadingPage } from '@mall/app/testing';
import { InfoListPage } from './InfoListPage.tsx';
import { href, hrefTo, links } from '../../../routes/links.ts';

const requests: RecordedRequest[] = [];

const meta = preview.meta({
  title: '页面/资讯与帮助/资讯 — InfoListPage',
  component: InfoListPage,
  ...appStory,
  parameters: { ...appStory.parameters, session: 'visitor', route: '/home/modelInfo/list' },
  beforeEach({ msw }) {
    requests.length = 0;
    // The first handler for a path answers, so the recording one goes first.
    msw.use(
      recordingOk(paths.content.infoList, contentFixtures.articlePage, requests),
      ...defaultHandlers,
      ...defaultContentHandlers,
    );
  },
});

/** A visitor reads the newest articles of every category, each linking to its page. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '资讯列表' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(
      canvas.getByRole('link', { name: '安全提示：警惕冒充平台客服的钓鱼链接' }),
    ).toHaveAttribute('href', href(links.article(31)));
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('共 42 条')).toBeVisible();
  },
});

/** A category tab lists its articles from page 1; the next page asks for page 2. */
export const ByCategory = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: '资讯列表' });
    await userEvent.click(canvas.getByRole('tab', { name: '平台公告' }));
    // The tab follows ?typeId=, and the router applies a navigation as a transition.
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: '平台公告' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await userEvent.click(await canvas.findByRole('button', { name: '第 2 页' }));
    await waitFor(() =>
      expect(requests.map(({ url }) => url.search)).toEqual([
        '?pageNum=1&pageSize=10',
        '?typeId=3&pageNum=1&pageSize=10',
        '?typeId=3&pageNum=2&pageSize=10',
      ]),
    );
  },
});

/** A link to a category (?typeId=) opens on its tab. */
export const LinkedCategory = meta.story({
  parameters: { route: '/home/modelInfo/list?typeId=2' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: '市场行情' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(requests[0]?.url.searchParams.get('typeId')).toBe('2'));
  },
});

export const Loading = meta.story(loadingPage(paths.content.infoList));

export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(contentVariants.noArticles);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无资讯')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去逛逛现货商城' })).toHaveAttribute(
      'href',
      hrefTo('search'),
    );
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
});

/** A failed load shows the catalogue's message for the code, with 重试. */
export const ServerError = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(paths.content.infoList, 500));
  },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('服务器端出错');
    await expect(loaded.env.notifications).toContainEqual({
      type: 'error',
      message: '服务器端出错',
    });
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
});
