import { expect, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { paths } from '@mall/domain/contract';
import {
  anyOrigin,
  defaultHandlers,
  fail,
  goodsHandlers,
  goodsPage,
  pending,
} from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory } from '@mall/app/testing';
import { SearchPage } from './SearchPage.tsx';
import { hrefTo } from '../../../routes/links.ts';

/** The query strings the search was asked with, newest last. */
const searches: URLSearchParams[] = [];
const recordSearches = http.get(anyOrigin(paths.goods.search), ({ request }) => {
  searches.push(new URL(request.url).searchParams);
  return HttpResponse.json({ code: 200, msg: 'success', data: goodsPage });
});
const lastSearch = () => searches.at(-1);

const meta = preview.meta({
  title: '页面/现货商城/现货搜索 — SearchPage',
  component: SearchPage,
  ...appStory,
  parameters: {
    ...appStory.parameters,
    session: 'certifiedAdmin',
    route: '/home/modelStore/search',
  },
  beforeEach({ msw }) {
    searches.length = 0;
    msw.use(...defaultHandlers);
    // Added last, so that it answers before the default search handler.
    msw.use(recordSearches);
  },
});

/** A certified buyer sees the first page, newest first, with prices and the match count. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '商品列表' });
    await expect(await canvas.findByText('6061-T6 铝板')).toBeVisible();
    await expect(table).toHaveTextContent('¥24,960.00');
    await expect(
      canvas.getByText((_, element) => element?.textContent === '共 1968 件'),
    ).toHaveAttribute('role', 'status');
    await expect(lastSearch()?.get('pageNum')).toBe('1');
    await expect(lastSearch()?.get('pageSize')).toBe('10');
    await expect(canvas.getByRole('button', { name: '综合' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
});

/** The query comes from the URL: filter, sort and page survive a reload or a shared link. */
export const FromUrl = meta.story({
  parameters: {
    route:
      '/home/modelStore/search?keyword=6061&grade=6061&sortField=unitPrice&sortOrder=asc&pageNum=2',
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /“6061”的搜索结果/ })).toBeVisible();
    await waitFor(() => expect(lastSearch()?.get('grade')).toBe('6061'));
    await expect(lastSearch()?.get('keyword')).toBe('6061');
    await expect(lastSearch()?.get('sortField')).toBe('unitPrice');
    await expect(lastSearch()?.get('sortOrder')).toBe('asc');
    await expect(lastSearch()?.get('pageNum')).toBe('2');
    await expect(canvas.getByRole('button', { name: '价格 升序' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(await canvas.findByRole('button', { name: '6061' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
});

/** A filter chip and a sort start again from the first page and search at once. */
export const FilterAndSort = meta.story({
  parameters: { route: '/home/modelStore/search?pageNum=3' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '佛山' }));
    await waitFor(() => expect(lastSearch()?.get('inventory')).toBe('佛山'));
    await expect(lastSearch()?.get('pageNum')).toBe('1');
    await userEvent.click(canvas.getByRole('button', { name: '库存' }));
    await waitFor(() => expect(lastSearch()?.get('sortField')).toBe('weight'));
    await expect(lastSearch()?.get('sortOrder')).toBe('desc');
    await expect(lastSearch()?.get('inventory')).toBe('佛山');
    await expect(canvas.getByRole('button', { name: '库存 降序' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
});

/** The next page is asked of the server (server-side paging). */
export const NextPage = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(lastSearch()?.get('pageNum')).toBe('2'));
  },
});

/** Visitors search too; prices show '-', and 加入购物车 asks them to log in. */
export const Visitor = meta.story({
  parameters: { session: 'visitor' },
  play: async ({ canvas, userEvent, loaded }) => {
    await expect(await canvas.findByText('6061-T6 铝板')).toBeVisible();
    await expect(canvas.queryByText('¥24,960.00')).toBeNull();
    await expect(canvas.getByRole('link', { name: '登录查看' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: '加入购物车' })[0] as HTMLElement);
    await expect(loaded.root.guard.prompt?.text).toBe('请登录之后享受更多服务');
  },
});

/** A signed-in uncertified buyer sees 去认证 in each price's place. */
export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas, userEvent, loaded }) => {
    await expect(await canvas.findByText('6061-T6 铝板')).toBeVisible();
    const certify = canvas.getAllByRole('link', { name: '去认证' });
    await expect(certify[0]).toHaveAttribute('href', hrefTo('companyCreate'));
    await userEvent.click(canvas.getAllByRole('button', { name: '询价' })[0] as HTMLElement);
    await expect(loaded.root.guard.prompt?.text).toBe('请认证后享受更多服务');
  },
});

/** Nothing matches: the empty state offers 清空筛选, which drops the keyword and filters. */
export const Empty = meta.story({
  parameters: { route: '/home/modelStore/search?keyword=7075&grade=7075' },
  beforeEach({ msw }) {
    msw.use(goodsHandlers.searchEmpty);
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('没有找到相关商品')).toBeVisible();
    // The empty state's 清空筛选 (the chosen conditions' summary has one too).
    const clear = canvas.getAllByRole('button', { name: '清空筛选' }).at(-1);
    if (clear) await userEvent.click(clear);
    await expect(await canvas.findByRole('heading', { name: '现货商城' })).toBeVisible();
    // The search without filters has answered (nothing either).
    await waitFor(() =>
      expect(canvas.getByRole('table', { name: '商品列表' })).not.toHaveAttribute('aria-busy'),
    );
  },
});

/**
 * A search without result offers 发布求购, the words carried into the inquiry form (?words=,
 * read there as the identification reads them); the keyword shows in 已选条件 and can be
 * removed on its own.
 */
export const NoResultOffersInquiry = meta.story({
  parameters: {
    route: `/home/modelStore/search?keyword=${encodeURIComponent('6061-T6 铝板 2mm 佛山')}`,
  },
  beforeEach({ msw }) {
    msw.use(goodsHandlers.searchEmpty);
  },
  play: async ({ canvas, userEvent }) => {
    const note = await canvas.findByRole('note', { name: '没有找到现货' });
    await expect(note).toHaveTextContent('没有找到“6061-T6 铝板 2mm 佛山”的现货？发布求购');
    const href = within(note).getByRole('link', { name: '发布求购' }).getAttribute('href') ?? '';
    await expect(href.split('?')[0]).toBe('#/home/modelDemand/query');
    await expect(new URLSearchParams(href.split('?')[1]).get('words')).toBe(
      '6061-T6 铝板 2mm 佛山',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: '移除 关键词：6061-T6 铝板 2mm 佛山' }),
    );
    await expect(await canvas.findByRole('heading', { name: '现货商城' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /移除 关键词/ })).toBeNull();
    // The search without the keyword has been answered (its rows drawn as skeletons until then,
    // a taller page): the offer is gone and the list says it is empty again.
    await waitFor(() => expect(canvas.queryByRole('note', { name: '没有找到现货' })).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('table', { name: '商品列表' })).not.toHaveAttribute('aria-busy'),
    );
    await expect(canvas.getByText('没有找到相关商品')).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(pending(paths.goods.search), pending(paths.goods.propertyList));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('加载中')).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: '商品列表' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
});

export const ServerError = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(paths.goods.search, 500, '搜索服务暂不可用'));
  },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('搜索服务暂不可用');
    await expect(loaded.env.notifications).toContainEqual({
      type: 'error',
      message: '搜索服务暂不可用',
    });
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
});

/**
 * searchSecondGrade: under one category, which is the heading rather than a filter; its second
 * grades are the first row, and one narrows the search.
 */
export const SecondGrade = meta.story({
  args: { secondGrade: true },
  parameters: { route: '/home/modelStore/searchSecondGrade?category=铝板' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: '铝板' })).toBeVisible();
    await waitFor(() => expect(lastSearch()?.get('category')).toBe('铝板'));
    await expect(await canvas.findByRole('toolbar', { name: '牌号' })).toBeVisible();
    await expect(canvas.queryByRole('toolbar', { name: '品类' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '全部现货' })).toHaveAttribute(
      'href',
      hrefTo('search'),
    );
    const second = canvas.getByRole('toolbar', { name: '二级品类' });
    const chips = within(second).getAllByRole('button');
    await expect(chips.map((chip) => chip.textContent)).toEqual([
      '普通铝板',
      '花纹铝板',
      '合金铝板',
      '彩涂铝板',
    ]);
    await userEvent.click(within(second).getByRole('button', { name: '花纹铝板' }));
    await waitFor(() => expect(lastSearch()?.get('secondGrade')).toBe('花纹铝板'));
    await expect(lastSearch()?.get('category')).toBe('铝板');
  },
});

/**
 * The search's category filter has two levels: 二级品类 shows under the category chosen, and a
 * new category clears the second grade chosen under the old one.
 */
export const CategoryLevels = meta.story({
  play: async ({ canvas, userEvent }) => {
    const categories = await canvas.findByRole('toolbar', { name: '品类' });
    await expect(canvas.queryByRole('toolbar', { name: '二级品类' })).toBeNull();
    await userEvent.click(within(categories).getByRole('button', { name: '型材' }));
    const second = await canvas.findByRole('toolbar', { name: '二级品类' });
    await expect(
      within(second)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['建筑型材', '工业型材']);
    await userEvent.click(within(second).getByRole('button', { name: '建筑型材' }));
    await waitFor(() => expect(lastSearch()?.get('secondGrade')).toBe('建筑型材'));
    await expect(lastSearch()?.get('category')).toBe('型材');
    await userEvent.click(within(categories).getByRole('button', { name: '铝箔' }));
    await waitFor(() => expect(lastSearch()?.get('category')).toBe('铝箔'));
    await expect(lastSearch()?.get('secondGrade')).toBeNull();
    await expect(
      await within(canvas.getByRole('toolbar', { name: '二级品类' })).findByRole('button', {
        name: '双零箔',
      }),
    ).toHaveAttribute('aria-pressed', 'false');
  },
});
