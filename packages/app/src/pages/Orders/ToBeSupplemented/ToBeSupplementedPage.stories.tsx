import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { orderPaths } from '@mall/domain/contract/orders';
import {
  callsTo,
  createOrderServerF2,
  orderHandlersF2,
  ordersF2SettledOnUpheldWeighing,
} from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { failingOrders, loadingPage, orderStories, uncertifiedOrders } from '@mall/app/testing';
import { ToBeSupplementedPage } from './ToBeSupplementedPage.tsx';
import { hrefTo } from '../../../routes/links.ts';

const page = orderStories(createOrderServerF2);

const meta = preview.meta({
  title: '页面/订单中心/待付尾款 — ToBeSupplementedPage',
  component: ToBeSupplementedPage,
  ...page.meta('/center/orderToBeSupplemented'),
});

const body = () => within(document.body);
const HEAVY = 'DD20260318024001';
const LIGHT = 'DD20260317024002';
const TRANSFER = 'DD20260316024003';

/** Ordered against weighed, paid, and 应付尾款 or 应退款; a pending transfer reads 付款确认中. */
export const Loaded = meta.story({
  play: async ({ canvas, loaded }) => {
    const server = page.serverOf(loaded);
    const heavy = await canvas.findByRole('rowgroup', { name: `订单 ${HEAVY}` });
    await expect(heavy).toHaveTextContent('过磅5.060 吨 ¥118,657.00');
    await expect(heavy).toHaveTextContent('应付尾款¥95,207.00');
    await expect(canvas.getByRole('rowgroup', { name: `订单 ${LIGHT}` })).toHaveTextContent(
      '应退款',
    );
    const transfer = canvas.getByRole('rowgroup', { name: `订单 ${TRANSFER}` });
    await expect(transfer).toHaveTextContent('付款确认中');
    await expect(
      within(transfer).getByRole('button', { name: `撤销付款 ${TRANSFER}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: `选择订单 ${TRANSFER}` })).toBeDisabled();
    await expect(callsTo(server.requests, orderPaths.finalList)[0]?.url.search).toBe(
      '?pageNum=1&pageSize=10',
    );
  },
});

/** Choosing orders and 去结算 opens their settlement. */
export const Selected = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: `选择订单 ${HEAVY}` }));
    await userEvent.click(canvas.getByRole('checkbox', { name: `选择订单 ${LIGHT}` }));
    await expect(canvas.getByText('已选 2 个订单')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '去结算' }));
    await expect(loaded.env.navigations).toEqual([
      '/center/orderToBeSupplementedPayment?ids=24001,24002',
    ]);
  },
});

/** 撤销付款 asks first, withdraws the transfer, reloads the list and the counts. */
export const WithdrawTransfer = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await userEvent.click(await canvas.findByRole('button', { name: `撤销付款 ${TRANSFER}` }));
    const dialog = await body().findByRole('alertdialog', { name: '撤销付款' });
    await expect(dialog).toHaveTextContent(`确定撤销订单 ${TRANSFER} 的转账付款吗？`);
    await userEvent.click(within(dialog).getByRole('button', { name: '撤销付款' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({ type: 'success', message: '撤销成功' }),
    );
    await expect(callsTo(server.requests, orderPaths.finalCancelPay)[0]?.body).toEqual({
      payIds: [86003],
    });
    await waitFor(() =>
      expect(canvas.getByRole('rowgroup', { name: `订单 ${TRANSFER}` })).not.toHaveTextContent(
        '付款确认中',
      ),
    );
    await expect(callsTo(server.requests, paths.orders.count)).toHaveLength(1);
  },
});

/** 查看详情: the order's lines, amounts and history in a dialog. */
export const Detail = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await userEvent.click(await canvas.findByRole('button', { name: `查看详情 ${HEAVY}` }));
    const dialog = await body().findByRole('dialog', { name: '订单详情' });
    await expect(await within(dialog).findByText('订单动态')).toBeVisible();
    await expect(callsTo(server.requests, orderPaths.allDetail)[0]?.url.search).toBe('?id=24001');
  },
});

/**
 * An order settled on a 磅差 the mall upheld says so on its row and in its detail: 维持原磅, the
 * amount difference and the buyer's reason, above its 应付尾款 on that weighing.
 */
export const SettledOnUpheldWeighing = meta.story({
  ...page.withServer({ orders: ordersF2SettledOnUpheldWeighing() }),
  play: async ({ canvas, userEvent }) => {
    const heavy = await canvas.findByRole('rowgroup', { name: `订单 ${HEAVY}` });
    await expect(heavy).toHaveTextContent(
      '维持原磅 过磅吨数超出订货 ±5%，金额差 +¥9,380.00，异议原因：过磅单与出厂码单不符',
    );
    await expect(heavy).toHaveTextContent('过磅5.400 吨');
    await userEvent.click(canvas.getByRole('button', { name: `查看详情 ${HEAVY}` }));
    const dialog = await body().findByRole('dialog', { name: '订单详情' });
    await expect(await within(dialog).findByText('磅差')).toBeVisible();
    await expect(dialog).toHaveTextContent('维持原磅 过磅吨数超出订货 ±5%，金额差 +¥9,380.00');
  },
});

/** Employees see the orders but no payment action: only 付款需由企业管理员操作. */
export const NotAdmin = meta.story({
  parameters: { session: 'certifiedStaff' },
  play: async ({ canvas }) => {
    await canvas.findByRole('rowgroup', { name: `订单 ${TRANSFER}` });
    await expect(canvas.getByText('付款需由企业管理员操作')).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /去结算|撤销付款/ })).not.toBeInTheDocument();
  },
});

export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(...orderHandlersF2.empty);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/暂无待付尾款订单/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去逛逛现货商城' })).toHaveAttribute(
      'href',
      hrefTo('search'),
    );
  },
});

export const Loading = meta.story(loadingPage(orderPaths.finalList));

export const ServerError = meta.story(failingOrders(orderPaths.finalList, '服务器端出错'));

/** An uncertified company sees the way to certification and no order call is made. */
export const Uncertified = meta.story(uncertifiedOrders(orderPaths.finalList));
