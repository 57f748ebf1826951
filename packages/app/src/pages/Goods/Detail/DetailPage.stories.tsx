import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import {
  cartHandlers,
  defaultHandlers,
  fail,
  goodsHandlers,
  pricedGoodsHandler,
  recordingOk,
  type RecordedRequest,
} from '@mall/domain/mocks';
import { marketPaths } from '@mall/domain/contract/market';
import preview from '#.storybook/preview';
import { appStory, loadingPage } from '@mall/app/testing';
import { DetailPage } from './DetailPage.tsx';
import { hrefTo } from '../../../routes/links.ts';

const meta = preview.meta({
  title: '页面/现货商城/商品详情 — DetailPage',
  component: DetailPage,
  ...appStory,
  parameters: {
    ...appStory.parameters,
    session: 'certifiedAdmin',
    route: '/home/modelStore/detail/1207',
  },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers);
  },
});

/**
 * The batch with its specification, stock, warehouse and price, its second grade, theoretical
 * weight per piece, the warehouse's address and terms, its quality certificate to view or save,
 * and similar batches; the tonnes start at the stock.
 */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /6061-T6 铝板/ })).toBeVisible();
    await expect(canvas.getAllByText('¥24,960.00')[0]).toBeVisible();
    await expect(canvas.getByText('佛山')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '采购数量' })).toHaveValue('8.526');
    const term = (name: string) => canvas.getByText(name, { selector: 'dt' }).nextElementSibling;
    await expect(term('二级品类')).toHaveTextContent('合金铝板');
    await expect(term('理论单重')).toHaveTextContent('0.017 吨/张（16.938 kg，密度 2.71 g/cm³）');
    await expect(term('交货条款')).toHaveTextContent('过户费 15 元/吨');
    await expect(await canvas.findByRole('link', { name: '查看质保书' })).toHaveAttribute(
      'href',
      '/api/csr/pc/mall/productBatch/certificate/1207',
    );
    await expect(canvas.getByRole('link', { name: '下载' })).toHaveAttribute(
      'download',
      '质保书-LP0001207.svg',
    );
    await expect(term('质保书')).toHaveTextContent(
      'ZB-LP0001207（南山铝业股份有限公司，2026-03-13）',
    );
    const similar = canvas.getByRole('list', { name: '相似批次' });
    const links = within(similar).getAllByRole('link');
    await expect(links).toHaveLength(3);
    for (const link of links) {
      await expect(link.getAttribute('href')).toMatch(/^#\/home\/modelStore\/detail\/\d+$/);
    }
  },
});

/** A batch without papers says it has no certificate; with no similar batches that panel says so. */
export const NoCertificate = meta.story({
  beforeEach({ msw }) {
    msw.use(goodsHandlers.extraNone);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('该批次暂无质保书')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '查看质保书' })).toBeNull();
    await expect(canvas.getByText('暂无相似批次')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: '相似批次' })).toBeNull();
  },
});

/** A spot batch priced from the reference shows 基准价 + 升贴水 with the reference's day. */
export const ReferencePriced = meta.story({
  beforeEach({ msw }) {
    msw.use(pricedGoodsHandler);
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        '基准价 ¥19,460.00（长江现货 A00 铝 2026-03-18）+ 升贴水 +5,500.00 元/吨',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('¥24,960.00')).toBeVisible();
  },
});

/**
 * 咨询客服 opens the chat with this batch's product card offered, not sent: nothing goes in the
 * buyer's name until 发送商品 is pressed; then the card is in the conversation.
 */
export const AskService = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '咨询客服' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '咨询客服' }));
    const offer = within(await dialog.findByRole('group', { name: '您正在咨询的商品' }));
    await expect(offer.getByText('6061-T6 铝板 2×1250×2500')).toBeVisible();
    await expect(offer.getByText('LP0001207')).toBeVisible();
    // The conversation holds the cards sent before, not this one.
    await expect(dialog.getAllByText('LP0001207')).toHaveLength(1);
    const cardsBefore = dialog.getAllByRole('button', { name: '查看商品' }).length;
    await userEvent.click(offer.getByRole('button', { name: '发送商品' }));
    await waitFor(() =>
      expect(dialog.getAllByRole('button', { name: '查看商品' })).toHaveLength(cardsBefore + 1),
    );
    await expect(dialog.getAllByText('LP0001207')).toHaveLength(1);
    await expect(dialog.queryByRole('group', { name: '您正在咨询的商品' })).toBeNull();
  },
});

/** 加入购物车 adds the tonnes, says so and refreshes the header's count. */
export const AddToCart = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const quantity = await canvas.findByRole('textbox', { name: '采购数量' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2.5');
    await userEvent.click(canvas.getByRole('button', { name: '加入购物车' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({ type: 'success', message: '已加入购物车' }),
    );
    await waitFor(() => expect(loaded.root.cart.total).toBe(9));
  },
});

/** More than the stock, or more than 3 decimals, is refused at the field. */
export const QuantityInvalid = meta.story({
  play: async ({ canvas, userEvent }) => {
    const quantity = await canvas.findByRole('textbox', { name: '采购数量' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '9');
    await expect(await canvas.findByText('购买吨数不能超过库存 8.526 吨')).toBeVisible();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1.2345');
    await expect(await canvas.findByText('吨数应为数字，最多 3 位小数')).toBeVisible();
  },
});

/** The server refuses the add (the stock fell meanwhile): its message shows, nothing is added. */
export const AddRefused = meta.story({
  beforeEach({ msw }) {
    msw.use(cartHandlers.addOverStock);
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '加入购物车' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({
        type: 'error',
        message: '购买吨数不能超过库存 8.526 吨',
      }),
    );
  },
});

/** The price compositions asked for, by the story that records them. */
const pricingAsked: RecordedRequest[] = [];

/**
 * A visitor sees '-' for the price and is asked to log in on 加入购物车; the page asks nothing of
 * how the price is made, which only a certified viewer is shown.
 */
export const Visitor = meta.story({
  parameters: { session: 'visitor' },
  beforeEach({ msw }) {
    pricingAsked.length = 0;
    msw.use(recordingOk(marketPaths.goodsPricing, null, pricingAsked));
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '加入购物车' }));
    await expect(loaded.root.guard.prompt?.text).toBe('请登录之后享受更多服务');
    await expect(canvas.queryByText('¥24,960.00')).toBeNull();
    await expect(pricingAsked).toEqual([]);
  },
});

/** A signed-in uncertified buyer sees 去认证 in the price's place and is asked to certify. */
export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas, userEvent, loaded }) => {
    await expect(await canvas.findByRole('link', { name: '去认证' })).toHaveAttribute(
      'href',
      hrefTo('companyCreate'),
    );
    await userEvent.click(canvas.getByRole('button', { name: '发起询价' }));
    await expect(loaded.root.guard.prompt?.text).toBe('请认证后享受更多服务');
  },
});

/** 发起询价 leads a certified buyer to the demand page with this batch. */
export const StartInquiry = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '发起询价' }));
    await expect(loaded.env.navigations).toEqual(['/home/modelDemand/query?batchIds=1207']);
  },
});

/** A sold-out batch can only be inquired about. */
export const SoldOut = meta.story({
  beforeEach({ msw }) {
    msw.use(goodsHandlers.detailSoldOut);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('该批次已售罄，可发起询价')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '加入购物车' })).toBeDisabled();
  },
});

export const NotFound = meta.story({
  beforeEach({ msw }) {
    msw.use(goodsHandlers.detailNotFound);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('商品不存在或已下架')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回现货商城' })).toHaveAttribute(
      'href',
      hrefTo('search'),
    );
  },
});

export const Loading = meta.story(loadingPage(`${paths.goods.detail}/:id`));

export const ServerError = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(`${paths.goods.detail}/:id`, 500, '商品服务暂不可用'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('商品服务暂不可用');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
});
