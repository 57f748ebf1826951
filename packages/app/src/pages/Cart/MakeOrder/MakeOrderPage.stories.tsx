import { expect, waitFor, within, type screen } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { delay, http, HttpResponse } from 'msw';
import { addressPaths } from '@mall/domain/contract/address';
import {
  anyOrigin,
  cartHandlers,
  defaultHandlers,
  fail,
  httpStatus,
  ok,
  okJson,
} from '@mall/domain/mocks';
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

/** Asks to submit and answers the confirm. */
const confirmOrder = async (
  canvas: { findByRole: typeof screen.findByRole },
  userEvent: { click: (element: Element) => Promise<void> },
) => {
  await userEvent.click(await submitButton(canvas));
  const dialog = await within(document.body).findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: '确定下单' }));
};

/**
 * The chosen lines, then the confirmation: 自提 chosen, the company's invoicing information, and
 * every charge: 货款 + 过户费 (15 元/吨 × 3.275 吨) = 合计, and the deposit on it.
 */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '订单商品' });
    await expect(await within(table).findByText('¥49,920.00')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /自提/ })).toBeChecked();
    await expect(await canvas.findByText('91440605MA4UJ2KX3B')).toBeVisible();
    const total = canvas.getByRole('group', { name: '订单合计' });
    await expect(within(total).getByText('货款（3.275 吨）').nextElementSibling).toHaveTextContent(
      '¥83,299.50',
    );
    await expect(
      within(total).getByText('过户费（15 元/吨 × 3.275 吨）').nextElementSibling,
    ).toHaveTextContent('¥49.13');
    await expect(within(total).getByText('合计').nextElementSibling).toHaveTextContent(
      '¥83,348.63',
    );
    await expect(
      within(total).getByText('定金（合计的 20%）').nextElementSibling,
    ).toHaveTextContent('¥16,669.73');
    await expect(canvas.getByRole('button', { name: '提交订单' })).toBeEnabled();
  },
});

/** 配送: the company's default address is chosen; the order carries it, the 采购单号 and the 备注. */
export const Delivery = meta.story({
  beforeEach({ msw }) {
    orderRequests.length = 0;
    msw.use(
      http.post(anyOrigin(paths.cart.makeOrder), async ({ request }) => {
        orderRequests.push(await request.json());
        return okJson({ orderId: 9021, orderNo: 'XS202603130021' });
      }),
    );
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /配送/ }));
    await expect(
      await canvas.findByRole('radio', { name: /狮山镇松岗工业大道 12 号.*（默认）/ }),
    ).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: '采购单号' }), 'PO-2026-0042');
    await userEvent.type(canvas.getByRole('textbox', { name: '备注' }), '请周一送货');
    await userEvent.click(await submitButton(canvas));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      '提交 2 件商品的订单（配送至 狮山镇松岗工业大道 12 号），合计 ¥83,348.63（含过户费 ¥49.13），需付定金 ¥16,669.73。订单将进入待提交，提交后生成合同。',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '确定下单' }));
    await waitFor(() =>
      expect(orderRequests).toEqual([
        {
          cartIds: [5108, 5104],
          terms: {
            deliveryWay: 'delivery',
            addressId: 11,
            remark: '请周一送货',
            poNo: 'PO-2026-0042',
          },
        },
      ]),
    );
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({
        type: 'success',
        message: '下单成功，请在待提交订单中确认提交',
      }),
    );
    // The page has been left for 待提交, so the screenshot is of where the buyer is now, not of
    // the form's height in passing.
    await expect(
      await within(document.body).findByRole('status', { name: '已离开本页' }),
    ).toHaveTextContent('/center/orderToBeSubmit');
  },
});

/** 配送 for a company without an address: a link to add one, and no order until there is one. */
export const NoAddress = meta.story({
  beforeEach({ msw }) {
    msw.use(ok(addressPaths.customerAddresses, []));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /配送/ }));
    await expect(await canvas.findByRole('link', { name: '去添加收货地址' })).toBeVisible();
    await userEvent.click(await submitButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('企业还没有收货地址');
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
});

/** A 采购单号 with a space and a slash: said at the field as it is typed; no order is asked. */
export const InvalidPoNo = meta.story({
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByRole('textbox', { name: '采购单号' });
    await userEvent.type(field, 'PO 2026/1');
    await expect(field).toHaveAccessibleDescription('采购单号只能包含字母、数字、- 和 _');
    await userEvent.click(await submitButton(canvas));
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
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
    await expect(dialog).toHaveTextContent('合计 ¥83,348.63（含过户费 ¥49.13）');
    const confirm = within(dialog).getByRole('button', { name: '确定下单' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(confirm);
    await expect(within(dialog).getByRole('button', { name: '取消' })).toBeDisabled();
    // One request, whose body the handler reads once it arrives (late on a loaded machine).
    await waitFor(() =>
      expect(orderRequests).toEqual([
        {
          cartIds: [5108, 5104],
          terms: { deliveryWay: 'pickup', addressId: null, remark: '', poNo: '' },
        },
      ]),
    );
  },
});

/** The server refuses (goods changed meanwhile): its message shows above 提交订单 and the cart reloads. */
export const Refused = meta.story({
  beforeEach({ msw }) {
    msw.use(cartHandlers.makeOrderChanged);
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await confirmOrder(canvas, userEvent);
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
    await confirmOrder(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '没有收到结果，无法确认是否已成功。再次提交不会重复付款或重复提交：系统会按第一次的结果处理。',
    );
    const table = await canvas.findByRole('table', { name: '订单商品' });
    await expect(await within(table).findByText('¥49,920.00')).toBeVisible();
    await expect(canvas.getByRole('group', { name: '订单合计' })).toHaveTextContent('¥83,348.63');
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
