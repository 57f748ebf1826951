import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { orderPaths } from '@mall/domain/contract/orders';
import {
  anyOrigin,
  callsTo,
  createOrderServerF1,
  httpStatus,
  orderHandlersF1,
  recording,
  refuse,
} from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import {
  cancelledWithReason,
  failingOrders,
  loadingPage,
  orderStories,
  settled,
  uncertifiedOrders,
} from '@mall/app/testing';
import { ToBeSubmitPage } from './ToBeSubmitPage.tsx';
import { hrefTo } from '../../../routes/links.ts';

const page = orderStories(createOrderServerF1);

const meta = preview.meta({
  title: '页面/订单中心/待提交 — ToBeSubmitPage',
  component: ToBeSubmitPage,
  ...page.meta('/center/orderToBeSubmit'),
});

const body = () => within(document.body);

/** Three orders to submit, each with its lines and totals, and the administrator's actions. */
export const Loaded = meta.story({
  play: async ({ canvas, loaded }) => {
    const server = page.serverOf(loaded);
    const table = await canvas.findByRole('table', { name: '待提交订单' });
    const first = await within(table).findByRole('rowgroup', { name: '订单 DD20260318021001' });
    await expect(first).toHaveTextContent('6061-T6 铝板');
    await expect(first).toHaveTextContent('共 5.000 吨 ¥117,250.00');
    await expect(
      within(first).getByRole('button', { name: '取消订单 DD20260318021001' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '提交订单' })).toBeDisabled();
    await expect(callsTo(server.requests, orderPaths.waitSubmit)[0]?.url.search).toBe(
      '?pageNum=1&pageSize=10',
    );
  },
});

/** 全选, 提交订单, the confirmation; then 提交成功, the list and the counts reload. */
export const Submit = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await userEvent.click(await canvas.findByRole('checkbox', { name: '全选' }));
    await expect(canvas.getByRole('group', { name: '批量操作' })).toHaveTextContent(
      '已选 3 个订单',
    );
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    const dialog = await body().findByRole('alertdialog', { name: '提交订单' });
    await expect(dialog).toHaveTextContent('确认提交选中的 3 个订单？');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认提交' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({ type: 'success', message: '提交成功' }),
    );
    await expect(await canvas.findByText('暂无待提交订单')).toBeVisible();
    const [submit] = callsTo(server.requests, orderPaths.submit);
    await expect(submit?.body).toEqual({ orderIds: [21001, 21002, 21003] });
    await expect(submit?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(callsTo(server.requests, paths.orders.count)).toHaveLength(1));
    await settled();
  },
});

/** A failed submit is tried again with the same Idempotency-Key. */
export const SubmitRetry = meta.story({
  beforeEach({ msw, loaded }) {
    msw.use(
      http.post(
        anyOrigin(orderPaths.submit),
        recording(page.serverOf(loaded).requests, () => refuse(500, '服务繁忙，请稍后重试')),
        { once: true },
      ),
    );
  },
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: '选择订单 DD20260317021002' }),
    );
    const submitOnce = async () => {
      await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
      const dialog = await body().findByRole('alertdialog', { name: '提交订单' });
      await expect(dialog).toHaveTextContent('确认提交选中的 1 个订单？');
      await userEvent.click(within(dialog).getByRole('button', { name: '确认提交' }));
      await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    };
    await submitOnce();
    await expect(loaded.env.notifications).toContainEqual({
      type: 'error',
      message: '服务繁忙，请稍后重试',
    });
    await submitOnce();
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({ type: 'success', message: '提交成功' }),
    );
    const keys = callsTo(server.requests, orderPaths.submit).map((call) => call.idempotencyKey);
    await expect(keys).toHaveLength(2);
    await expect(keys[1]).toBe(keys[0]);
    await settled();
  },
});

/**
 * The submit's answer is lost (a gateway time-out): the page says the outcome is not known and
 * that submitting again is safe; the list and the counts are fetched again behind the choice,
 * which stays.
 */
export const SubmitAnswerLost = meta.story({
  beforeEach({ msw }) {
    msw.use(httpStatus(orderPaths.submit, 504));
  },
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: '选择订单 DD20260317021002' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    const dialog = await body().findByRole('alertdialog', { name: '提交订单' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认提交' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '没有收到结果，无法确认是否已成功。再次提交不会重复付款或重复提交：系统会按第一次的结果处理。',
    );
    await waitFor(() => {
      expect(callsTo(server.requests, orderPaths.waitSubmit)).toHaveLength(2);
      expect(callsTo(server.requests, paths.orders.count)).toHaveLength(1);
    });
    await expect(canvas.getByRole('checkbox', { name: '选择订单 DD20260317021002' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: '批量操作' })).toHaveTextContent(
      '已选 1 个订单',
    );
    await settled();
  },
});

/** 取消订单 with a reason: 取消成功, and the order leaves the list. */
export const CancelOrder = meta.story(
  cancelledWithReason(
    { orderNo: 'DD20260318021001', orderId: 21001 },
    orderPaths.cancelUnsubmitted,
  ),
);

/** The reasons could not be loaded: the dialog says so, and 重试 brings them. */
export const CancelReasonsFailed = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get(anyOrigin(orderPaths.cancelReasons), () => refuse(500, '服务繁忙，请稍后重试'), {
        once: true,
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '取消订单 DD20260318021001' }));
    const dialog = within(await body().findByRole('dialog', { name: '取消订单' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      '取消原因加载失败：服务繁忙，请稍后重试',
    );
    await userEvent.click(dialog.getByRole('button', { name: '重试' }));
    await expect(await dialog.findByRole('radio', { name: '价格或交期不合适' })).toBeVisible();
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
});

/** 查看详情: the lines, amounts and history, and 下载订单明细. */
export const Detail = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '查看详情 DD20260317021002' }));
    const dialog = await body().findByRole('dialog', { name: '订单详情' });
    await expect(await within(dialog).findByText('订单动态')).toBeVisible();
    await expect(within(dialog).getByRole('table', { name: '订单商品' })).toHaveTextContent(
      '3003-H24 铝板',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '下载订单明细' }));
    await waitFor(() =>
      expect(loaded.env.savedFiles.map((file: { fileName: string }) => file.fileName)).toEqual([
        '订单明细.pdf',
      ]),
    );
  },
});

/** An employee sees the orders but neither submit nor cancel, and the note. */
export const NotAdmin = meta.story({
  parameters: { session: 'certifiedStaff' },
  play: async ({ canvas }) => {
    await canvas.findByRole('rowgroup', { name: '订单 DD20260318021001' });
    await expect(canvas.getByText('提交订单需由企业管理员操作')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '提交订单' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /取消订单/ })).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
});

/** An uncertified buyer gets the certification prompt and no order call is made. */
export const Uncertified = meta.story(uncertifiedOrders(orderPaths.waitSubmit));

export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(...orderHandlersF1.empty);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无待提交订单')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去逛逛现货商城' })).toHaveAttribute(
      'href',
      hrefTo('search'),
    );
  },
});

export const Loading = meta.story(loadingPage(orderPaths.waitSubmit));

export const ServerError = meta.story(failingOrders(orderPaths.waitSubmit, '订单服务暂不可用'));
