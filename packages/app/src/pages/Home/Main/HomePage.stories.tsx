import { expect, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { paths } from '@mall/domain/contract';
import {
  anyOrigin,
  contentHandlers,
  contentVariants,
  defaultHandlers,
  fail,
  goodsHandlers,
  mayLikeGoods,
  pending,
} from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory } from '@mall/app/testing';
import { HomePage } from './HomePage.tsx';
import { href, hrefTo, links } from '../../../routes/links.ts';

/**
 * The lists below the fold come as their own chunk: waits until it is there and no section is
 * loading, so that checks and the screenshot see the settled page.
 */
async function sectionsSettled(canvas: ReturnType<typeof within>) {
  await canvas.findByRole('heading', { name: '现货资源' });
  await waitFor(() => expect(canvas.queryAllByText('加载中')).toEqual([]));
}

/** The bodies addMayLikeProductAtHome was called with. */
const recorded: unknown[] = [];

const meta = preview.meta({
  title: '页面/首页/首页 — HomePage',
  component: HomePage,
  ...appStory,
  parameters: { ...appStory.parameters, route: '/home/main' },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers, contentHandlers.promotions);
  },
});

export const Visitor = meta.story({
  parameters: { session: 'visitor' },
  play: async ({ canvas }) => {
    await sectionsSettled(canvas);
    await expect(await canvas.findByTestId('today-price')).toHaveTextContent('-');
    await expect(canvas.getByRole('link', { name: '登录查看' })).toHaveAttribute(
      'href',
      href(links.login('/home/main')),
    );
    await expect(canvas.queryByRole('link', { name: /我的订单/ })).toBeNull();
  },
});

export const Loading = meta.story({
  parameters: { session: 'certifiedAdmin' },
  beforeEach({ msw }) {
    msw.use(pending(paths.common.todayLvPrice), pending(paths.orders.count));
  },
  play: async ({ canvas }) => {
    // The lists have loaded; only today's price is still on its way.
    await canvas.findByRole('heading', { name: '现货资源' });
    await waitFor(() => expect(canvas.queryAllByText('加载中')).toHaveLength(1));
  },
});

export const Loaded = meta.story({
  parameters: { session: 'certifiedAdmin' },
  play: async ({ canvas }) => {
    await sectionsSettled(canvas);
    await expect(await canvas.findByTestId('today-price')).toHaveTextContent('¥20,230.00');
    await expect(canvas.getByText('涨 +180.00')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: '近 10 个交易日铝价走势' })).toBeInTheDocument();
    await expect(await canvas.findByLabelText('14 项待处理')).toBeInTheDocument();
  },
});

export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas }) => {
    await sectionsSettled(canvas);
    await expect(await canvas.findByTestId('today-price')).toHaveTextContent('-');
    // The price card's hint and every spot-goods price offer certification.
    const certify = canvas.getAllByRole('link', { name: '去认证' });
    await expect(certify.length).toBeGreaterThan(1);
    for (const link of certify) await expect(link).toHaveAttribute('href', hrefTo('companyCreate'));
    await expect(canvas.queryByRole('img', { name: /铝价走势/ })).toBeNull();
  },
});

export const ServerError = meta.story({
  parameters: { session: 'certifiedAdmin' },
  beforeEach({ msw }) {
    msw.use(fail(paths.common.todayLvPrice, 500, '行情服务暂不可用'));
  },
  play: async ({ canvas, loaded, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('行情服务暂不可用');
    await expect(loaded.env.notifications).toContainEqual({
      type: 'error',
      message: '行情服务暂不可用',
    });
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
  },
});

export const GuardAsksVisitorToLogIn = meta.story({
  parameters: { session: 'visitor' },
  play: async ({ canvas, userEvent, loaded }) => {
    await sectionsSettled(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '发布求购' }));
    await expect(loaded.root.guard.prompt?.text).toBe('请登录之后享受更多服务');
    await expect(loaded.env.navigations).toEqual([]);
  },
});

export const GuardAsksUncertifiedToCertify = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas, userEvent, loaded }) => {
    await sectionsSettled(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '发布求购' }));
    await expect(loaded.root.guard.prompt?.text).toBe('请认证后享受更多服务');
    loaded.root.guard.confirm();
    await expect(loaded.env.navigations).toEqual(['/center/userInfo/companyCreate']);
  },
});

/** The categories, promotions, spot goods, may-like goods and the newest articles. */
export const Sections = meta.story({
  parameters: { session: 'certifiedAdmin' },
  play: async ({ canvas }) => {
    const categories = await canvas.findByRole('navigation', { name: '商品分类' });
    await expect(within(categories).getByRole('link', { name: '铝板' })).toHaveAttribute(
      'href',
      href(links.searchSecondGrade('铝板')),
    );
    await expect(await canvas.findByRole('heading', { name: '促销活动' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '现货资源' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '猜你喜欢' })).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: '新能源汽车轻量化带动铝板带需求持续增长' }),
    ).toHaveAttribute('href', href(links.article(31)));
  },
});

/** Opening a may-like goods card is recorded (addMayLikeProductAtHome). */
export const MayLikeRecorded = meta.story({
  parameters: { session: 'certifiedAdmin' },
  beforeEach({ msw }) {
    recorded.length = 0;
    msw.use(
      http.post(anyOrigin(paths.goods.addMayLike), async ({ request }) => {
        recorded.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'success', data: null });
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // Stay on the story: the card's link would open the detail page.
    canvasElement.addEventListener('click', (event) => event.preventDefault());
    const [first] = mayLikeGoods;
    const mayLike = (await canvas.findByRole('heading', { name: '猜你喜欢' })).closest('section');
    const link = await within(mayLike as HTMLElement).findByRole('link', {
      name: new RegExp(`^${first?.productName}`),
    });
    await userEvent.click(link);
    await waitFor(() => expect(recorded).toEqual([{ batchId: first?.batchId }]));
  },
});

/** Sections with nothing to show say so. */
export const SectionsEmpty = meta.story({
  parameters: { session: 'certifiedAdmin' },
  beforeEach({ msw }) {
    msw.use(
      goodsHandlers.spotGoodsEmpty,
      goodsHandlers.mayLikeEmpty,
      goodsHandlers.infosEmpty,
      contentVariants.noPromotions,
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无现货资源')).toBeVisible();
    await expect(await canvas.findByText('暂无推荐商品')).toBeVisible();
    await expect(await canvas.findByText('暂无资讯')).toBeVisible();
    await expect(await canvas.findByText('暂无促销活动')).toBeVisible();
  },
});

/** A section that failed shows the client's message with 重试; the rest of the page stays. */
export const SectionError = meta.story({
  parameters: { session: 'certifiedAdmin' },
  beforeEach({ msw }) {
    msw.use(fail(paths.goods.spotList, 500, '现货服务暂不可用'));
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole('alert')
          .some((alert) => alert.textContent?.includes('现货服务暂不可用')),
      ).toBe(true),
    );
    await expect(await canvas.findByRole('heading', { name: '猜你喜欢' })).toBeVisible();
  },
});
