import { expect, waitFor, within, type screen } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { delay, http, HttpResponse } from 'msw';
import { anyOrigin, cartHandlers, defaultHandlers, fail, httpStatus } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory, loadingPage } from '@mall/app/testing';
import { MakeOrderPage } from './MakeOrderPage.tsx';

/** The bodies makeOrder was sent with. */
const orderRequests: unknown[] = [];

/** 提交订单, once the chosen lines have loaded. */
const submitButton = async (canvas: { findByRole: typeof screen.findByRole }) => {
  const button = await canvas.findByRole('button', { name: '提交订单' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};

const meta = preview.meta({
  title: '页面/购物车/确认订单 — MakeOrderPage',
  component: MakeOrderPage,
  ...appStory,
  parameters: {
    ...appStory.parameters,
    session: 'certifiedAdmin',
    route: '/home/modelShoppingCart/makeOrder?carType=cash&cartIds=5108,5104',
  },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers);
  },
});

/** The chosen lines with their exact totals, and 提交订单. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '订单商品' });
    await expect(await within(table).findByText('¥49,920.00')).toBeVisible();
    await expect(canvas.getByRole('group', { name: '订单合计' })).toHaveTextContent('共 2 件商品');
    await expect(canvas.getByRole('button', { name: '提交订单' })).toBeEnabled();
  },
});

/** 提交订单 asks first; while the order is being made the button spins and cannot be pressed again. */
export const Submitting = meta.story({
  beforeEach({ msw }) {
    orderRequests.length = 0;
    msw.use(
      http.post(anyOrigin(paths.cart.makeOrder), async ({ request }) => {
        orderRequests.push(await request.json());
        await delay('infinite');
        return HttpResponse.error();
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await submitButton(canvas));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('确定提交这 2 件商品的订单吗？');
    const confirm = within(dialog).getByRole('button', { name: '确定' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(confirm);
    await expect(within(dialog).getByRole('button', { name: '取消' })).toBeDisabled();
    // One request, whose body the handler reads once it arrives (late on a loaded machine).
    await waitFor(() => expect(orderRequests).toEqual([{ cartIds: [5108, 5104] }]));
  },
});

/** The server refuses (goods changed meanwhile): its message shows above 提交订单 and the cart reloads. */
export const Refused = meta.story({
  beforeEach({ msw }) {
    msw.use(cartHandlers.makeOrderChanged);
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await submitButton(canvas));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({
        type: 'error',
        message: '部分商品已售罄或信息已变更，请刷新购物车后重试',
      }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '部分商品已售罄或信息已变更，请刷新购物车后重试',
    );
    await expect(await submitButton(canvas)).toBeEnabled();
  },
});

/**
 * The order's answer is lost (a gateway time-out): the page says the outcome is not known and
 * that submitting again is safe; the cart reloads behind it and the chosen lines stay.
 */
export const AnswerLost = meta.story({
  beforeEach({ msw }) {
    msw.use(httpStatus(paths.cart.makeOrder, 504));
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await submitButton(canvas));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '没有收到结果，无法确认是否已成功。再次提交不会重复付款或重复提交：系统会按第一次的结果处理。',
    );
    const table = await canvas.findByRole('table', { name: '订单商品' });
    await expect(await within(table).findByText('¥49,920.00')).toBeVisible();
    await expect(canvas.getByRole('group', { name: '订单合计' })).toHaveTextContent('共 2 件商品');
    await expect(await submitButton(canvas)).toBeEnabled();
    await expect(loaded.env.navigations).toEqual([]);
  },
});

/** Nothing chosen (or the lines left the cart): back to the cart. */
export const Empty = meta.story({
  parameters: { route: '/home/modelShoppingCart/makeOrder' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('没有可下单的商品，请回到购物车重新选择')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '提交订单' })).toBeDisabled();
  },
});

export const Loading = meta.story(loadingPage(paths.cart.list));

export const ServerError = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(paths.cart.list, 500, '购物车服务暂不可用'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('购物车服务暂不可用');
  },
});
