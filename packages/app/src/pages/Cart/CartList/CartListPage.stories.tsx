import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { cartHandlers, defaultHandlers, fail, ok } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory, loadingPage } from '@mall/app/testing';
import { CartListPage } from './CartListPage.tsx';
import { hrefTo } from '../../../routes/links.ts';

const meta = preview.meta({
  title: '页面/购物车/购物车 — CartListPage',
  component: CartListPage,
  ...appStory,
  parameters: {
    ...appStory.parameters,
    session: 'certifiedAdmin',
    route: '/home/modelShoppingCart/list',
  },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers);
  },
});

/** The cash cart: its lines, the sold-out line apart, and the tabs with their counts. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: '现款商品(3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: '预售商品(1)' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '现货商品(5)' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: '购物车商品' })).toHaveTextContent(
      '¥49,920.00',
    );
    await expect(canvas.getByRole('heading', { name: '失效商品（1）' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '去下单' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '发起询价' })).toBeDisabled();
  },
});

/**
 * 全选 chooses every line; the totals are exact sums of the lines. 发起询价 opens the inquiry
 * form with the chosen lines' batches.
 */
export const Selected = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const all = await canvas.findByRole('checkbox', { name: '全选' });
    await waitFor(() => expect(all).toBeEnabled());
    await userEvent.click(all);
    const bar = canvas.getByRole('group', { name: '结算' });
    await expect(bar).toHaveTextContent('已选 2 件商品');
    await expect(canvas.getByRole('button', { name: '去下单' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: '发起询价' }));
    await expect(loaded.env.navigations.at(-1)).toMatch(
      /^\/home\/modelDemand\/query\?batchIds=\d+,\d+$/,
    );
  },
});

/** The spot tab: a line whose price changed sits greyed in the list and cannot be chosen. */
export const ShadowLine = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '现货商品(5)' }));
    await expect(await canvas.findByText('该商品暂不可下单')).toBeVisible();
  },
});

/** 删除 asks first, removes the line and reloads the cart and its counts. */
export const DeleteLine = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: '删除 6061-T6 铝板 6061-T6 佛山' }),
    );
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('确定将「6061-T6 铝板 6061-T6 佛山」移出购物车吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({ type: 'success', message: '删除成功' }),
    );
  },
});

/** 清空失效商品 asks first, then removes the sold-out lines of this tab. */
export const ClearSoldOut = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '清空失效商品' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('确定清空全部失效商品吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({ type: 'success', message: '删除成功' }),
    );
  },
});

/** Counts below 0 show as 0. */
export const NegativeCounts = meta.story({
  beforeEach({ msw }) {
    msw.use(ok(paths.cart.count, { cash: -2, sold: 1, spot: 5 }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: '现款商品(0)' })).toBeVisible();
  },
});

/** A signed-in uncertified buyer sees 去认证 for the prices and '-' for the amounts. */
export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '购物车商品' });
    await expect(
      (await within(table).findAllByRole('link', { name: '去认证' }))[0],
    ).toHaveAttribute('href', hrefTo('companyCreate'));
    await expect(table).not.toHaveTextContent('¥49,920.00');
  },
});

export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(...cartHandlers.empty);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('购物车空空如也')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去逛逛' })).toHaveAttribute(
      'href',
      hrefTo('search'),
    );
  },
});

export const Loading = meta.story(loadingPage(paths.cart.list));

export const ServerError = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(paths.cart.list, 500, '购物车服务暂不可用'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('购物车服务暂不可用');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
});
