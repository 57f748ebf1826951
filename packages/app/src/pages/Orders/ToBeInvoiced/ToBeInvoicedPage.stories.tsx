import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { addressPaths } from '@mall/domain/contract/address';
import { orderPaths } from '@mall/domain/contract/orders';
import {
  anyOrigin,
  callsTo,
  createOrderServerF3,
  orderHandlersF3,
  recording,
  refuse,
} from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { failingOrders, loadingPage, orderStories, uncertifiedOrders } from '@mall/app/testing';
import { ToBeInvoicedPage } from './ToBeInvoicedPage.tsx';
import { hrefTo } from '../../../routes/links.ts';

const page = orderStories(createOrderServerF3);

const meta = preview.meta({
  title: '页面/订单中心/待开票 — ToBeInvoicedPage',
  component: ToBeInvoicedPage,
  ...page.meta('/center/orderToBeInvoiced'),
});

const body = () => within(document.body);

/** 待开票: the received deliveries, and 评价订单 for the orders every delivery of which arrived. */
export const Loaded = meta.story({
  play: async ({ canvas, loaded }) => {
    const server = page.serverOf(loaded);
    const table = await canvas.findByRole('table', { name: '待开票发货单' });
    await within(table).findByText('FH20260318270011');
    await expect(within(table).getAllByRole('checkbox')).toHaveLength(8);
    await expect(table).toHaveTextContent('¥117,250.00');
    await expect(
      await canvas.findByRole('button', { name: '评价订单 DD20260318027001' }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: '评价订单 DD20260317027002' }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '申请开票' })).toBeDisabled();
    await expect(callsTo(server.requests, orderPaths.billList)[0]?.url.search).toBe(
      '?status=none&pageNum=1&pageSize=10',
    );
  },
});

/**
 * Two deliveries, 申请开票: the buyer's details and the 13 % tax inside the total, the type
 * and a remark, the confirmation; then 开票申请已提交, the list and the counts reload.
 */
export const Apply = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await userEvent.click(await canvas.findByRole('checkbox', { name: '选择 FH20260318270011' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 FH20260317270021' }));
    await expect(canvas.getByText(/已选 2 张发货单，价税合计 ¥292,446.56/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '申请开票' }));
    const dialog = await body().findByRole('dialog', { name: '申请开票' });
    await expect(await within(dialog).findByText('91440605MA4UJ8KX3K')).toBeVisible();
    await waitFor(() => expect(callsTo(server.requests, addressPaths.invoicing)).toHaveLength(1));
    await expect(within(dialog).queryByText(/企业还没有填写开票信息/)).not.toBeInTheDocument();
    const totals = within(dialog).getByRole('group', { name: '开票金额' });
    await expect(totals).toHaveTextContent('税率13%');
    await expect(totals).toHaveTextContent('税额¥33,644.29');
    await expect(totals).toHaveTextContent('价税合计¥292,446.56');
    await userEvent.click(within(dialog).getByRole('radio', { name: '增值税普通发票' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '备注' }), '请月底前开具');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    const confirm = await body().findByRole('alertdialog', { name: '确认开票申请' });
    await expect(confirm).toHaveTextContent(
      '确定为 2 张发货单申请开具增值税普通发票，价税合计 ¥292,446.56 吗？',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: '确认申请' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({
        type: 'success',
        message: '开票申请已提交',
      }),
    );
    await waitFor(() => expect(canvas.queryByText('FH20260318270011')).not.toBeInTheDocument());
    const [apply, ...again] = callsTo(server.requests, orderPaths.submitInvoice);
    await expect(again).toEqual([]);
    await expect(apply?.body).toEqual({
      deliveryIds: [270011, 270021],
      kind: 'normal',
      remark: '请月底前开具',
    });
    await expect(apply?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(callsTo(server.requests, paths.orders.count)).toHaveLength(1));
  },
});

/**
 * The company has not filled in its 开票信息: 申请开票 says the invoice follows the certified
 * company's data and links to 开票信息.
 */
export const ApplyWithoutInvoicing = meta.story({
  ...page.withServer({ invoicing: null }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: '选择 FH20260318270011' }));
    await userEvent.click(canvas.getByRole('button', { name: '申请开票' }));
    const dialog = within(await body().findByRole('dialog', { name: '申请开票' }));
    await expect(await dialog.findByText(/企业还没有填写开票信息/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: '填写开票信息' })).toHaveAttribute(
      'href',
      hrefTo('companyInvoicing'),
    );
  },
});

/** A failed application keeps the type and remark; the retry carries the same key. */
export const ApplyRetry = meta.story({
  beforeEach({ msw, loaded }) {
    msw.use(
      http.post(
        anyOrigin(orderPaths.submitInvoice),
        recording(page.serverOf(loaded).requests, () => refuse(500, '开票服务暂不可用')),
        { once: true },
      ),
    );
  },
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await userEvent.click(await canvas.findByRole('checkbox', { name: '选择 FH20260318270011' }));
    await userEvent.click(canvas.getByRole('button', { name: '申请开票' }));
    const dialog = await body().findByRole('dialog', { name: '申请开票' });
    await within(dialog).findByText('91440605MA4UJ8KX3K');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '备注' }), '加急');
    const send = async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
      const confirm = await body().findByRole('alertdialog', { name: '确认开票申请' });
      await userEvent.click(within(confirm).getByRole('button', { name: '确认申请' }));
      await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    };
    await send();
    await expect(await within(dialog).findByText('开票服务暂不可用')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: '备注' })).toHaveValue('加急');
    await send();
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({
        type: 'success',
        message: '开票申请已提交',
      }),
    );
    const calls = callsTo(server.requests, orderPaths.submitInvoice);
    await expect(calls.map((call) => call.body)).toEqual([
      { deliveryIds: [270011], kind: 'special', remark: '加急' },
      { deliveryIds: [270011], kind: 'special', remark: '加急' },
    ]);
    await expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
  },
});

/** 已申请开票 (?tab=applied): 查看发票 shows the invoice as applied for. */
export const Applied = meta.story({
  parameters: { route: '/center/orderToBeInvoiced?tab=applied' },
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    const table = await canvas.findByRole('table', { name: '已申请开票发货单' });
    await within(table).findByText('FH20260318280011');
    await expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '查看发票 FH20260318280011' }));
    const dialog = await body().findByRole('dialog', { name: '发票详情' });
    await expect(await within(dialog).findByText('已申请开票')).toBeVisible();
    await expect(within(dialog).getByRole('group', { name: '开票金额' })).toHaveTextContent(
      '价税合计¥117,250.00',
    );
    await expect(callsTo(server.requests, orderPaths.previewInvoice)[0]?.url.search).toBe(
      '?invoiceId=78001',
    );
  },
});

/** 撤销申请 asks first; then 已撤销开票申请, the list and the counts reload. */
export const Revoke = meta.story({
  parameters: { route: '/center/orderToBeInvoiced?tab=applied' },
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await userEvent.click(await canvas.findByRole('button', { name: '撤销申请 FH20260318280011' }));
    const confirm = await body().findByRole('alertdialog', { name: '撤销申请' });
    await expect(confirm).toHaveTextContent('确定撤销该开票申请吗？');
    await userEvent.click(within(confirm).getByRole('button', { name: '确定撤销' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({
        type: 'success',
        message: '已撤销开票申请',
      }),
    );
    await waitFor(() => expect(canvas.queryByText('FH20260318280011')).not.toBeInTheDocument());
    await expect(callsTo(server.requests, orderPaths.cancelBill)[0]?.body).toEqual({
      invoiceId: 78001,
    });
    await waitFor(() => expect(callsTo(server.requests, paths.orders.count)).toHaveLength(1));
  },
});

/** 开票中 (?tab=invoicing): the invoice can be viewed, no longer taken back. */
export const Invoicing = meta.story({
  parameters: { route: '/center/orderToBeInvoiced?tab=invoicing' },
  play: async ({ canvas, loaded }) => {
    const server = page.serverOf(loaded);
    const table = await canvas.findByRole('table', { name: '开票中发货单' });
    await within(table).findByText('FH20260318290011');
    await expect(canvas.getByRole('button', { name: '查看发票 FH20260318290011' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /撤销申请/ })).not.toBeInTheDocument();
    await expect(callsTo(server.requests, orderPaths.billList)[0]?.url.search).toBe(
      '?status=invoicing&pageNum=1&pageSize=10',
    );
  },
});

/** 评价订单: the stars and text are required at the fields; then 评价成功 and the button goes. */
export const Evaluate = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await userEvent.click(await canvas.findByRole('button', { name: '评价订单 DD20260318027001' }));
    const dialog = await body().findByRole('dialog', { name: '评价订单' });
    await userEvent.click(within(dialog).getByRole('button', { name: '提交评价' }));
    await expect(within(dialog).getByText('请选择评分')).toBeVisible();
    await expect(within(dialog).getByText('请输入评价内容')).toBeVisible();
    await expect(callsTo(server.requests, orderPaths.orderComment)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 星' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '评价内容' }), '板面平整');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交评价' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({ type: 'success', message: '评价成功' }),
    );
    await expect(callsTo(server.requests, orderPaths.orderComment)[0]?.body).toEqual({
      orderId: 27001,
      score: 5,
      content: '板面平整',
    });
    await waitFor(() =>
      expect(
        canvas.queryByRole('button', { name: '评价订单 DD20260318027001' }),
      ).not.toBeInTheDocument(),
    );
  },
});

/** An employee applies for invoices too (not an administrator-only action). */
export const NotAdmin = meta.story({
  parameters: { session: 'certifiedStaff' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: '选择 FH20260318270011' }));
    await expect(canvas.getByRole('button', { name: '申请开票' })).toBeEnabled();
  },
});

export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(...orderHandlersF3.empty);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无待开票的发货单')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看待收货订单' })).toHaveAttribute(
      'href',
      hrefTo('orderToBeReceipt'),
    );
  },
});

/** An order number that matches no delivery says so and offers 清空筛选: the deliveries again. */
export const FilteredEmpty = meta.story({
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: '待开票发货单' });
    await within(table).findByText('FH20260318270011');
    await userEvent.type(canvas.getByRole('textbox', { name: '订单编号' }), 'DD00000000{Enter}');
    await expect(await canvas.findByText('没有符合筛选条件的发货单')).toBeVisible();
    await expect(canvas.queryByText('暂无待开票的发货单')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '清空筛选' }));
    await within(table).findByText('FH20260318270011');
    await expect(canvas.getByRole('textbox', { name: '订单编号' })).toHaveValue('');
  },
});

export const Loading = meta.story(loadingPage(orderPaths.billList));

export const ServerError = meta.story(failingOrders(orderPaths.billList, '开票服务暂不可用'));

/** An uncertified buyer is asked to certify; no order call is made. */
export const Uncertified = meta.story(uncertifiedOrders(orderPaths.billList));
