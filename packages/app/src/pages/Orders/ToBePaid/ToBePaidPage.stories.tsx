import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { orderPaths } from '@mall/domain/contract/orders';
import { callsTo, createOrderServerF1, orderHandlersF1 } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import {
  cancelledWithReason,
  failingOrders,
  loadingPage,
  orderStories,
  settled,
  uncertifiedOrders,
} from '@mall/app/testing';
import { ToBePaidPage } from './ToBePaidPage.tsx';

const page = orderStories(createOrderServerF1);

const meta = preview.meta({
  title: '页面/订单中心/待付款 — ToBePaidPage',
  component: ToBePaidPage,
  ...page.meta('/center/orderToBePaid'),
});

const body = () => within(document.body);

/** Deposits due; the order with a transfer pending shows 付款确认中 and cannot be chosen. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const pendingOrder = await canvas.findByRole('rowgroup', { name: '订单 DD20260317022002' });
    await expect(pendingOrder).toHaveTextContent('付款确认中：¥43,431.31 的转账待财务确认');
    await expect(
      canvas.getByRole('checkbox', { name: '选择订单 DD20260317022002' }),
    ).toBeDisabled();
    await expect(within(pendingOrder).getByRole('button', { name: /撤销付款/ })).toBeVisible();
    const first = canvas.getByRole('rowgroup', { name: '订单 DD20260318022001' });
    await expect(first).toHaveTextContent('定金 ¥23,450.00');
    await expect(first).toHaveTextContent('已付 ¥0.00');
  },
});

/** Choosing orders sums their deposits exactly; 去支付 opens the payment page with their ids. */
export const ChooseAndPay = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: '全选' }));
    await expect(canvas.getByRole('group', { name: '批量付款' })).toHaveTextContent(
      '已选 2 个订单，定金合计 ¥65,598.20',
    );
    await userEvent.click(canvas.getByRole('button', { name: '去支付' }));
    await expect(loaded.env.navigations).toEqual(['/center/orderToBePaidPayment?ids=22001,22003']);
  },
});

/** 取消订单 while the deposit is due: a reason, then 取消成功, through the deposit stage's call. */
export const CancelOrder = meta.story(
  cancelledWithReason(
    { orderNo: 'DD20260318022001', orderId: 22001 },
    orderPaths.cancelFirst,
    '交期太长',
  ),
);

/** 撤销付款 asks first, withdraws the pending transfer, and the list and counts reload. */
export const WithdrawPayment = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await userEvent.click(await canvas.findByRole('button', { name: '撤销付款 DD20260317022002' }));
    const dialog = await body().findByRole('alertdialog', { name: '撤销付款' });
    await expect(dialog).toHaveTextContent(
      '确认撤销订单 DD20260317022002 待确认的转账 ¥43,431.31？',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '确认撤销' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({ type: 'success', message: '撤销成功' }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('checkbox', { name: '选择订单 DD20260317022002' })).toBeEnabled(),
    );
    await expect(callsTo(server.requests, orderPaths.cancelPayment)[0]?.body).toEqual({
      payIds: [82002],
    });
    await waitFor(() => expect(callsTo(server.requests, paths.orders.count)).toHaveLength(1));
    await settled();
  },
});

/** 支付记录 lists the order's deposit payments. */
export const PaymentRecords = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '支付记录 DD20260317022002' }));
    const dialog = await body().findByRole('dialog', { name: '支付记录 DD20260317022002' });
    const table = await within(dialog).findByRole('table', { name: '支付记录' });
    await waitFor(() => expect(table).toHaveTextContent('线下转账'));
    await expect(table).toHaveTextContent('待确认');
    await expect(table).toHaveTextContent('¥43,431.31');
  },
});

/** An employee sees the deposits and the records, but no payment, withdrawal or cancel. */
export const NotAdmin = meta.story({
  parameters: { session: 'certifiedStaff' },
  play: async ({ canvas }) => {
    await canvas.findByRole('rowgroup', { name: '订单 DD20260318022001' });
    await expect(canvas.getByText('付款需由企业管理员操作')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '去支付' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /撤销付款|取消订单/ })).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
});

export const Uncertified = meta.story(uncertifiedOrders(orderPaths.firstList));

export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(...orderHandlersF1.empty);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无待付款订单')).toBeVisible();
  },
});

export const Loading = meta.story(loadingPage(orderPaths.firstList));

export const ServerError = meta.story(failingOrders(orderPaths.firstList, '订单服务暂不可用'));
