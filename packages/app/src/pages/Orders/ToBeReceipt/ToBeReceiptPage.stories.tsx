import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { orderPaths } from '@mall/domain/contract/orders';
import { callsTo, createOrderServerF2, orderHandlersF2 } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import {
  type AppLoaded,
  failingOrders,
  loadingPage,
  orderStories,
  uncertifiedOrders,
} from '@mall/app/testing';
import { ToBeReceiptPage } from './ToBeReceiptPage.tsx';

const page = orderStories(createOrderServerF2);

const meta = preview.meta({
  title: '页面/订单中心/待收货 — ToBeReceiptPage',
  component: ToBeReceiptPage,
  ...page.meta('/center/orderToBeReceipt', 'certifiedStaff'),
});

const body = () => within(document.body);
const SHIPPED = 'FH20260320042001';
const RATED = 'FH20260320042003';
const UNRATED = 'FH20260320042004';

/** The deliveries to receive (type 1), each with its goods, facts, 查看物流 and 确认收货. */
export const Loaded = meta.story({
  play: async ({ canvas, loaded }) => {
    const server = page.serverOf(loaded);
    await expect(await canvas.findByRole('tab', { name: /待收货/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = await canvas.findByRole('article', { name: `发货单 ${SHIPPED}` });
    await expect(card).toHaveTextContent('物流单号顺丰快运 SF14000042001');
    await expect(within(card).getByRole('button', { name: `确认收货 ${SHIPPED}` })).toBeVisible();
    await expect(callsTo(server.requests, orderPaths.receiptList)[0]?.url.search).toBe(
      '?pageNum=1&pageSize=10&type=1',
    );
  },
});

/** 查看物流: the delivery and its tracking newest first; 刷新物流 brings the latest node. */
export const Logistics = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await userEvent.click(await canvas.findByRole('button', { name: `查看物流 ${SHIPPED}` }));
    const dialog = await body().findByRole('dialog', { name: '发货详情' });
    const steps = await within(dialog).findByRole('list', { name: '物流轨迹' });
    await expect(within(steps).getAllByRole('listitem')[0]).toHaveTextContent(
      '最新：【广州市】快件已到达广州白云转运中心',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '刷新物流' }));
    await waitFor(() =>
      expect(within(steps).getAllByRole('listitem')[0]).toHaveTextContent(
        '最新：【广州市】派送中，司机李师傅 13922220000',
      ),
    );
    await expect(dialog).toHaveTextContent('已刷新，最新进度：2026-03-22 16:40:00');
    await expect(callsTo(server.requests, `${orderPaths.logisticsLatest}/42001`)).toHaveLength(1);
    await expect(callsTo(server.requests, orderPaths.receiptDetail)[0]?.url.search).toBe(
      '?id=42001',
    );
  },
});

/** 确认收货 asks first; 收货成功, the delivery leaves the list, the counts reload. */
export const ConfirmReceipt = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await userEvent.click(await canvas.findByRole('button', { name: `确认收货 ${SHIPPED}` }));
    const dialog = await body().findByRole('alertdialog', { name: '确认收货' });
    await expect(dialog).toHaveTextContent('确认已收到该批货物？');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认收货' }));
    await waitFor(() =>
      expect((loaded as AppLoaded).env.notifications).toContainEqual({
        type: 'success',
        message: '收货成功',
      }),
    );
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: `发货单 ${SHIPPED}` })).not.toBeInTheDocument(),
    );
    await expect(callsTo(server.requests, `${orderPaths.confirmReceiving}/42001`)).toHaveLength(1);
    await waitFor(() => expect(callsTo(server.requests, paths.orders.count)).toHaveLength(1));
  },
});

/** 已收货 (type 2): an evaluation made shows its stars; the other offers 评价. */
export const Received = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await userEvent.click(await canvas.findByRole('tab', { name: '已收货' }));
    const rated = await canvas.findByRole('article', { name: `发货单 ${RATED}` });
    await expect(
      await within(rated).findByRole('img', { name: '评分 5 星（满分 5 星）' }),
    ).toBeVisible();
    await expect(rated).toHaveTextContent('到货及时，包装完好，板面无划伤。');
    await expect(canvas.getByRole('button', { name: `评价 ${UNRATED}` })).toBeVisible();
    await expect(
      callsTo(server.requests, orderPaths.deliveryComment).map((c) => c.url.search),
    ).toEqual(['?deliveryId=42003']);
  },
});

/** 评价: 1–5 stars and the text; 评价成功 and the evaluation shows in place of the button. */
export const Evaluate = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await userEvent.click(await canvas.findByRole('tab', { name: '已收货' }));
    await userEvent.click(await canvas.findByRole('button', { name: `评价 ${UNRATED}` }));
    const dialog = await body().findByRole('dialog', { name: '评价发货单' });
    await expect(dialog).toHaveTextContent(`发货单号：${UNRATED}`);
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 星' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /评价内容/ }), '司机准时');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交评价' }));
    await waitFor(() =>
      expect((loaded as AppLoaded).env.notifications).toContainEqual({
        type: 'success',
        message: '评价成功',
      }),
    );
    const card = await canvas.findByRole('article', { name: `发货单 ${UNRATED}` });
    await expect(
      await within(card).findByRole('img', { name: '评分 4 星（满分 5 星）' }),
    ).toBeVisible();
    await expect(
      callsTo(server.requests, orderPaths.deliveryComment).find((c) => c.method === 'POST')?.body,
    ).toEqual({ deliveryId: 42004, score: 4, content: '司机准时' });
  },
});

/** Nothing chosen or written: the messages stand at the fields and nothing is sent. */
export const EvaluateInvalid = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await userEvent.click(await canvas.findByRole('tab', { name: '已收货' }));
    await userEvent.click(await canvas.findByRole('button', { name: `评价 ${UNRATED}` }));
    const dialog = await body().findByRole('dialog', { name: '评价发货单' });
    await userEvent.click(within(dialog).getByRole('button', { name: '提交评价' }));
    await expect(await within(dialog).findByText('请选择评分')).toBeVisible();
    await expect(within(dialog).getByText('请输入评价内容')).toBeVisible();
    await expect(
      callsTo(server.requests, orderPaths.deliveryComment).filter((c) => c.method === 'POST'),
    ).toEqual([]);
  },
});

/** An administrator sees the same page: receipt and evaluation are everyone's. */
export const Admin = meta.story({
  parameters: { session: 'certifiedAdmin' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: `确认收货 ${SHIPPED}` })).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(...orderHandlersF2.empty);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无待收货的发货单')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去逛逛现货商城' })).toBeVisible();
  },
});

export const Loading = meta.story(loadingPage(orderPaths.receiptList));

export const ServerError = meta.story(failingOrders(orderPaths.receiptList, '服务器端出错'));

export const Uncertified = meta.story(uncertifiedOrders(orderPaths.receiptList));
