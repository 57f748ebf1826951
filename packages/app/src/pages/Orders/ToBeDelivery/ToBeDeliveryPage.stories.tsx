import { expect, within } from 'storybook/test';
import { orderPaths } from '@mall/domain/contract/orders';
import { callsTo, createOrderServerF2, initialOrdersF2, orderHandlersF2 } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import {
  failingOrders,
  loadingPage,
  orderAction,
  orderStories,
  uncertifiedOrders,
} from '@mall/app/testing';
import { ToBeDeliveryPage } from './ToBeDeliveryPage.tsx';

const page = orderStories(createOrderServerF2);

const meta = preview.meta({
  title: '页面/订单中心/待发货 — ToBeDeliveryPage',
  component: ToBeDeliveryPage,
  ...page.meta('/center/orderToBeDelivery'),
});

const PARTIAL = 'DD20260317025002';

/**
 * Each order's lines as weighed (the ordered tonnes noted under them), its paid, applied and
 * remaining tonnes (paid: the sum of the lines shown), with 发货记录 and 申请发货.
 */
export const Loaded = meta.story({
  play: async ({ canvas, loaded }) => {
    const server = page.serverOf(loaded);
    const partial = await canvas.findByRole('rowgroup', { name: `订单 ${PARTIAL}` });
    await expect(partial).toHaveTextContent('已付款10.187 吨已申请2.000 吨待申请8.187 吨');
    await expect(partial).toHaveTextContent('8.175');
    await expect(partial).toHaveTextContent('2.012');
    await expect(within(partial).getByText('订货 8.126 吨')).toBeVisible();
    await expect(
      within(partial).getByRole('link', { name: `申请发货 ${PARTIAL}` }),
    ).toHaveAttribute('href', expect.stringContaining('/center/orderDelivery?orderId=25002'));
    await expect(callsTo(server.requests, orderPaths.deliveryList)[0]?.url.search).toBe(
      '?pageNum=1&pageSize=10',
    );
  },
});

/** An order refunded at weighing: its row and its detail say 已退款, how much and when. */
export const RefundedAtWeighing = meta.story({
  ...page.withServer({
    orders: initialOrdersF2().map((order) =>
      order.orderId === 25001
        ? {
            ...order,
            settlementRefund: {
              status: 'refunded',
              amount: '1520.30',
              refundedAt: '2026-03-21 10:00:00',
            },
          }
        : order,
    ),
  }),
  play: async ({ canvas, userEvent }) => {
    const refunded = await canvas.findByRole('rowgroup', { name: '订单 DD20260318025001' });
    await expect(refunded).toHaveTextContent(
      '已退款 多付 ¥1,520.30 已于 2026-03-21 10:00:00 退回账户余额',
    );
    await userEvent.click(
      within(refunded).getByRole('button', { name: '查看详情 DD20260318025001' }),
    );
    const dialog = await within(document.body).findByRole('dialog', { name: '订单详情' });
    await expect(await within(dialog).findByText('结算退款')).toBeVisible();
    await expect(dialog).toHaveTextContent(
      '已退款 多付 ¥1,520.30 已于 2026-03-21 10:00:00 退回账户余额',
    );
  },
});

/** 发货记录: the order's deliveries so far, with their status. */
export const DeliveryRecords = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await orderAction(canvas, userEvent, `发货记录 ${PARTIAL}`);
    const dialog = await within(document.body).findByRole('dialog', {
      name: `发货记录 ${PARTIAL}`,
    });
    const card = await within(dialog).findByRole('article', { name: '发货单 FH20260320041001' });
    await expect(card).toHaveTextContent('待发货');
    await expect(card).toHaveTextContent('2.000');
    await expect(callsTo(server.requests, orderPaths.deliveryInfo)[0]?.url.search).toBe(
      '?orderId=25002',
    );
  },
});

/** Employees apply for deliveries too. */
export const NotAdmin = meta.story({
  parameters: { session: 'certifiedStaff' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: `申请发货 ${PARTIAL}` })).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(...orderHandlersF2.empty);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/暂无待发货订单/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去逛逛现货商城' })).toBeVisible();
  },
});

export const Loading = meta.story(loadingPage(orderPaths.deliveryList));

export const ServerError = meta.story(failingOrders(orderPaths.deliveryList, '服务器端出错'));

export const Uncertified = meta.story(uncertifiedOrders(orderPaths.deliveryList));
