import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { orderPaths } from '@mall/domain/contract/orders';
import {
  callsTo,
  createOrderServerF3,
  fail,
  initialOrdersF3,
  orderHandlersF3,
} from '@mall/domain/mocks';
import { choose } from '#.storybook/choose';
import preview from '#.storybook/preview';
import {
  type AppLoaded,
  failingOrders,
  loadingPage,
  orderStories,
  uncertifiedOrders,
} from '@mall/app/testing';
import { AllOrderPage } from './AllOrderPage.tsx';
import { hrefTo } from '../../../routes/links.ts';

const page = orderStories(createOrderServerF3);

const meta = preview.meta({
  title: '页面/订单中心/全部订单 — AllOrderPage',
  component: AllOrderPage,
  ...page.meta('/center/orderAllOrder'),
});

const body = () => within(document.body);

/** Every order with its stage; 评价 only where every delivery arrived and none was given. */
export const Loaded = meta.story({
  play: async ({ canvas, loaded }) => {
    const server = page.serverOf(loaded);
    await expect(canvas.getByRole('tab', { name: '全部订单' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = await canvas.findByRole('table', { name: '全部订单' });
    const first = await within(table).findByRole('rowgroup', { name: '订单 DD20260318027001' });
    await expect(first).toHaveTextContent('待开票');
    await expect(
      within(first).getByRole('button', { name: '评价 DD20260318027001' }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: '评价 DD20260317027002' }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '查看详情 DD20260317027002' })).toBeVisible();
    await expect(callsTo(server.requests, orderPaths.allList)[0]?.url.search).toBe(
      '?pageNum=1&pageSize=10',
    );
    // The pager sits under the last card, never over it.
    const pager = await canvas.findByRole('navigation', { name: '分页' });
    const cards = within(table).getAllByRole('rowgroup', { name: /^订单 / });
    const last = cards.at(-1)?.getBoundingClientRect();
    await expect(pager.getBoundingClientRect().top).toBeGreaterThanOrEqual(last?.bottom ?? 0);
  },
});

/** The stage select shows one stage from page 1. */
export const ByStage = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await canvas.findByRole('rowgroup', { name: '订单 DD20260318027001' });
    await choose(userEvent, canvas.getByRole('combobox', { name: '订单状态' }), '已完成');
    await expect(
      await canvas.findByRole('rowgroup', { name: '订单 DD20260318030001' }),
    ).toHaveTextContent('已完成');
    // A completed order is on the first page either way: the filtered request may still be on
    // its way when it shows.
    await waitFor(() =>
      expect(callsTo(server.requests, orderPaths.allList).at(-1)?.url.search).toBe(
        '?pageNum=1&pageSize=10&stage=completed',
      ),
    );
  },
});

/**
 * An order with after-sale applications: their numbers under its goods and in its detail, each
 * opening the application's detail.
 */
export const WithAfterSales = meta.story({
  ...page.withServer({
    orders: initialOrdersF3().map((order) =>
      order.orderId === 27001
        ? {
            ...order,
            afterSales: [
              { afterSaleId: 7001, afterSaleNo: 'SH202611200001' },
              { afterSaleId: 7004, afterSaleNo: 'SH202611200004' },
            ],
          }
        : order,
    ),
  }),
  play: async ({ canvas, userEvent }) => {
    const first = await canvas.findByRole('rowgroup', { name: '订单 DD20260318027001' });
    await expect(first).toHaveTextContent('售后申请：SH202611200001SH202611200004');
    await expect(within(first).getByRole('link', { name: 'SH202611200004' })).toHaveAttribute(
      'href',
      '#/center/orderAfterSales/detail?id=7004',
    );
    await userEvent.click(canvas.getByRole('button', { name: '查看详情 DD20260318027001' }));
    const dialog = await body().findByRole('dialog', { name: '订单详情' });
    await expect(
      await within(dialog).findByRole('link', { name: 'SH202611200001' }),
    ).toHaveAttribute('href', '#/center/orderAfterSales/detail?id=7001');
  },
});

/** 查看详情: the amounts, lines and history, and 下载订单明细 saves the detail PDF. */
export const Detail = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await userEvent.click(await canvas.findByRole('button', { name: '查看详情 DD20260318027001' }));
    const dialog = await body().findByRole('dialog', { name: '订单详情' });
    await expect(await within(dialog).findByText('订单动态')).toBeVisible();
    await expect(dialog).toHaveTextContent('HT000000027001');
    await expect(callsTo(server.requests, orderPaths.allDetail)[0]?.url.search).toBe('?id=27001');
    await userEvent.click(within(dialog).getByRole('button', { name: '下载订单明细' }));
    await waitFor(() =>
      expect((loaded as AppLoaded).env.savedFiles.map((file) => file.fileName)).toEqual([
        '订单明细.pdf',
      ]),
    );
  },
});

/** 评价: stars and text; 评价成功, then the list and the counts reload and 评价 goes. */
export const Evaluate = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await userEvent.click(await canvas.findByRole('button', { name: '评价 DD20260318027001' }));
    const dialog = await body().findByRole('dialog', { name: '评价订单' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 星' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '评价内容' }), '发货及时');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交评价' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({ type: 'success', message: '评价成功' }),
    );
    await waitFor(() =>
      expect(
        canvas.queryByRole('button', { name: '评价 DD20260318027001' }),
      ).not.toBeInTheDocument(),
    );
    await expect(callsTo(server.requests, orderPaths.orderComment)[0]?.body).toEqual({
      orderId: 27001,
      score: 4,
      content: '发货及时',
    });
    await waitFor(() => expect(callsTo(server.requests, paths.orders.count)).toHaveLength(1));
  },
});

/** 导出订单 exports the filter's orders as a file, saved under the server's name. */
export const Export = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await canvas.findByRole('rowgroup', { name: '订单 DD20260318027001' });
    await choose(userEvent, canvas.getByRole('combobox', { name: '订单状态' }), '待开票');
    await userEvent.click(canvas.getByRole('button', { name: '导出订单' }));
    await waitFor(() =>
      expect((loaded as AppLoaded).env.savedFiles.map((file) => file.fileName)).toEqual([
        '全部订单_20260321.csv',
      ]),
    );
    await expect(callsTo(server.requests, orderPaths.allExport)[0]?.url.search).toBe(
      '?stage=toInvoice',
    );
    const csv = (await (loaded as AppLoaded).env.savedFiles[0]?.blob.text()) ?? '';
    await expect(csv.split('\n')).toHaveLength(4);
  },
});

/** A failed export says so under the button; the list stays. */
export const ExportFailed = meta.story({
  beforeEach({ msw }) {
    msw.use(fail(orderPaths.allExport, 500, '导出服务暂不可用'));
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await canvas.findByRole('rowgroup', { name: '订单 DD20260318027001' });
    await userEvent.click(canvas.getByRole('button', { name: '导出订单' }));
    await expect(await canvas.findByText('导出失败：导出服务暂不可用')).toBeVisible();
    await expect(loaded.env.savedFiles).toEqual([]);
    await expect(canvas.getByRole('button', { name: '导出订单' })).toBeEnabled();
  },
});

/** 支付记录 (?tab=payments): every payment; a refund reads as money back to the balance. */
export const PaymentRecords = meta.story({
  parameters: { route: '/center/orderAllOrder?tab=payments' },
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    const table = await canvas.findByRole('table', { name: '支付记录' });
    await within(table).findAllByText('DD20260318027001');
    await expect(table).toHaveTextContent('定金');
    await choose(userEvent, canvas.getByRole('combobox', { name: '款项类型' }), '退款');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(table).toHaveTextContent('+¥1,256.40（退回余额）'));
    await expect(callsTo(server.requests, orderPaths.payRecords).at(-1)?.body).toEqual({
      kind: 'refund',
      pageNum: 1,
      pageSize: 10,
    });
  },
});

/** An employee sees the orders and evaluates; no administrator action is offered here. */
export const NotAdmin = meta.story({
  parameters: { session: 'certifiedStaff' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: '评价 DD20260318027001' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /取消订单|去支付/ })).not.toBeInTheDocument();
  },
});

export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(...orderHandlersF3.empty);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无订单')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去逛逛现货商城' })).toHaveAttribute(
      'href',
      hrefTo('search'),
    );
  },
});

/** 支付记录 filtered to nothing: it says so, and 清空筛选 shows every record with the fields emptied. */
export const PaymentRecordsFiltered = meta.story({
  parameters: { route: '/center/orderAllOrder?tab=payments' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: '支付记录' });
    await within(table).findAllByText('DD20260318027001');
    const orderNo = canvas.getByRole('textbox', { name: '订单编号' });
    await userEvent.type(orderNo, 'DD20990101000000');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByText('没有符合筛选条件的支付记录')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '清空筛选' }));
    const again = await canvas.findByRole('table', { name: '支付记录' });
    await expect((await within(again).findAllByText('DD20260318027001'))[0]).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '订单编号' })).toHaveValue('');
  },
});

export const PaymentRecordsEmpty = meta.story({
  parameters: { route: '/center/orderAllOrder?tab=payments' },
  beforeEach({ msw }) {
    msw.use(...orderHandlersF3.empty);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无支付记录')).toBeVisible();
  },
});

export const Loading = meta.story(loadingPage(orderPaths.allList));

export const ServerError = meta.story(failingOrders(orderPaths.allList, '订单服务暂不可用'));

export const Uncertified = meta.story(uncertifiedOrders(orderPaths.allList));
