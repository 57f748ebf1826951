import { HttpResponse, delay, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { orderPaths } from '@mall/domain/contract/orders';
import {
  anyOrigin,
  callsTo,
  createOrderServerF1,
  initialOrdersF1,
  ordersF1WithWeighingDiff,
  orderHandlersF1,
  recording,
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
import { InStockPage } from './InStockPage.tsx';

const page = orderStories(createOrderServerF1);

const meta = preview.meta({
  title: '页面/订单中心/备货中 — InStockPage',
  component: InStockPage,
  ...page.meta('/center/orderInStock'),
});

const body = () => within(document.body);
const card = (canvas: ReturnType<typeof within>, orderNo: string) =>
  canvas.findByRole('rowgroup', { name: `订单 ${orderNo}` });

/** The orders being stocked; the one with a difference amount shows it with its actions. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const withDiff = await card(canvas, 'DD20260317023002');
    await expect(withDiff).toHaveTextContent('待支付差价 ¥4,690.00');
    await expect(
      within(withDiff).getByRole('button', { name: '支付差价 DD20260317023002' }),
    ).toBeVisible();
    await expect(within(withDiff).queryByRole('button', { name: /修改订单/ })).toBeNull();
    const plain = await card(canvas, 'DD20260318023001');
    await expect(
      within(plain).getByRole('button', { name: '修改订单 DD20260318023001' }),
    ).toBeVisible();
  },
});

/** 备货详情: progress, planned delivery, 有新回复 until the threads are opened (marked read). */
export const StockingDetail = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await userEvent.click(await canvas.findByRole('button', { name: '备货详情 DD20260318023001' }));
    const panel = await canvas.findByRole('group', { name: '备货详情 DD20260318023001' });
    await expect(within(panel).getByRole('list', { name: '备货进度' })).toHaveTextContent('排产中');
    await waitFor(() => expect(panel).toHaveTextContent('2026-03-26'));
    await userEvent.click(
      within(panel).getByRole('button', { name: '查看催货记录（有新回复 1 条）' }),
    );
    const threads = await within(panel).findByRole('list', { name: '催货记录' });
    await expect(threads).toHaveTextContent('回复：已加急排产，预计 3 月 25 日完成');
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: '查看催货记录' })).toBeVisible(),
    );
    await expect(callsTo(server.requests, orderPaths.contractReplyCheck)).toHaveLength(1);
  },
});

/** 催货: empty content is refused at the field; sent once, 催货成功, and the field clears. */
export const Remind = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await userEvent.click(await canvas.findByRole('button', { name: '备货详情 DD20260318023001' }));
    const panel = await canvas.findByRole('group', { name: '备货详情 DD20260318023001' });
    await userEvent.click(within(panel).getByRole('button', { name: '催货' }));
    await expect(
      within(panel).getByRole('textbox', { name: '催货内容' }),
    ).toHaveAccessibleDescription('请输入催货内容');
    await userEvent.type(within(panel).getByRole('textbox', { name: '催货内容' }), '请本周内发货');
    await userEvent.click(within(panel).getByRole('button', { name: '催货' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({ type: 'success', message: '催货成功' }),
    );
    await expect(within(panel).getByRole('textbox', { name: '催货内容' })).toHaveValue('');
    const [call] = callsTo(server.requests, orderPaths.contractReminder);
    await expect(call?.url.searchParams.get('content')).toBe('请本周内发货');
    await expect(call?.url.searchParams.get('parentid')).toBe('23001');
    await settled();
  },
});

/** 修改订单: tonnes checked at the field, priced, then 确认修改 leaves a difference to pay. */
export const Modify = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await userEvent.click(await canvas.findByRole('button', { name: '修改订单 DD20260318023001' }));
    const dialog = await body().findByRole('dialog', { name: '修改订单 DD20260318023001' });
    const weight = within(dialog).getByRole('textbox', { name: /6061-T6 铝板/ });
    await userEvent.clear(weight);
    await userEvent.type(weight, '8.0001');
    await userEvent.click(within(dialog).getByRole('button', { name: '计算差价' }));
    await expect(weight).toHaveAccessibleDescription('吨数应为数字，最多 3 位小数');
    await userEvent.clear(weight);
    await userEvent.type(weight, '8');
    await userEvent.click(within(dialog).getByRole('button', { name: '计算差价' }));
    const table = await within(dialog).findByRole('table', { name: '修改明细' });
    await expect(table).toHaveTextContent('¥187,600.00');
    await expect(table).toHaveTextContent('2×1250×2500');
    await expect(dialog).toHaveTextContent('差额 +¥70,350.00');
    await expect(dialog).toHaveTextContent('定金差额 ¥14,070.00');
    await expect(within(dialog).getByText('确认后需支付定金差价 ¥14,070.00')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认修改' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({ type: 'success', message: '修改成功' }),
    );
    await expect(await card(canvas, 'DD20260318023001')).toHaveTextContent('待支付差价 ¥14,070.00');
    await expect(callsTo(server.requests, orderPaths.modify)[0]?.body).toEqual({
      orderId: 23001,
      lines: [{ detailId: 230011, weight: '8' }],
    });
    await waitFor(() => expect(callsTo(server.requests, paths.orders.count)).toHaveLength(1));
    await settled();
  },
});

/** 支付差价 on the order with a difference, from the balance: the confirmation it asks for. */
const payDifferenceFromBalance = async (
  canvas: ReturnType<typeof within>,
  userEvent: { click: (e: Element) => Promise<void> },
) => {
  const withDiff = await card(canvas, 'DD20260317023002');
  await userEvent.click(
    within(withDiff).getByRole('button', { name: '支付差价 DD20260317023002' }),
  );
  const dialog = await body().findByRole('dialog', { name: '支付差价 DD20260317023002' });
  await expect(await within(dialog).findByRole('radio', { name: '余额支付' })).toBeChecked();
  await userEvent.click(within(dialog).getByRole('button', { name: '支付差价' }));
  return body().findByRole('alertdialog', { name: '确认支付' });
};

/** 支付差价 from the balance: confirmed, sent once with a key, and the difference is settled. */
export const PayDifference = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    const confirm = await payDifferenceFromBalance(canvas, userEvent);
    await expect(confirm).toHaveTextContent('确认支付 ¥4,690.00？');
    await userEvent.click(within(confirm).getByRole('button', { name: '确认支付' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({ type: 'success', message: '差价支付成功' }),
    );
    await waitFor(async () =>
      expect(await card(canvas, 'DD20260317023002')).not.toHaveTextContent('待支付差价'),
    );
    const [call] = callsTo(server.requests, orderPaths.submitDiff);
    await expect(call?.body).toEqual({ diffId: 90001, payType: 'balance' });
    await expect(call?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await settled();
  },
});

/** A difference payment in flight: 确认支付 is busy, a second click sends nothing more. */
export const DifferencePaymentInFlight = meta.story({
  beforeEach({ msw, loaded }) {
    msw.use(
      http.put(
        anyOrigin(orderPaths.submitDiff),
        recording(page.serverOf(loaded).requests, async () => {
          await delay('infinite');
          return HttpResponse.error();
        }),
      ),
    );
  },
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    const confirm = await payDifferenceFromBalance(canvas, userEvent);
    const pay = within(confirm).getByRole('button', { name: /确认支付/ });
    await userEvent.click(pay);
    await waitFor(() => expect(pay).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(pay);
    await waitFor(() => expect(callsTo(server.requests, orderPaths.submitDiff)).toHaveLength(1));
    await expect(pay).toHaveAttribute('aria-busy', 'true');
  },
});

/** 取消差价 asks first; the modification is reverted and the difference goes. */
export const CancelDifference = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    const withDiff = await card(canvas, 'DD20260317023002');
    await userEvent.click(
      within(withDiff).getByRole('button', { name: '取消差价 DD20260317023002' }),
    );
    const dialog = await body().findByRole('alertdialog', { name: '取消差价' });
    await expect(dialog).toHaveTextContent('取消差价后，订单将恢复修改前的数量，确认取消？');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认取消' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({
        type: 'success',
        message: '已取消差价，订单已恢复修改前的数量',
      }),
    );
    await expect(callsTo(server.requests, `${orderPaths.cancelDiff}/90001`)).toHaveLength(1);
    await settled();
  },
});

/**
 * 取消订单 before production: the dialog says the deposit paid goes back to the balance; a
 * reason, then 取消成功, through cancelOrderStocking.
 */
export const CancelOrder = meta.story(
  cancelledWithReason(
    { orderNo: 'DD20260318023001', orderId: 23001 },
    orderPaths.cancelStocking,
    undefined,
    /^已付定金 ¥[\d,]+\.\d{2} 将在取消后全额退回企业账户余额，可在资金管理中查看。$/,
  ),
);

/** Order 23001 with a modification left pending (its dialog was closed). */
const withPendingModification = page.withServer({
  orders: initialOrdersF1().map((order) =>
    order.orderId === 23001 ? { ...order, pendingModifiedId: 88001 } : order,
  ),
});

/** A modification left pending (the dialog was closed) is settled from the list: 撤回修改. */
export const PendingModification = meta.story({
  ...withPendingModification,
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    const pending = await card(canvas, 'DD20260318023001');
    await expect(pending).toHaveTextContent('有待确认的订单修改');
    await expect(
      within(pending).getByRole('button', { name: '确认修改 DD20260318023001' }),
    ).toBeVisible();
    await userEvent.click(
      within(pending).getByRole('button', { name: '撤回修改 DD20260318023001' }),
    );
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({ type: 'success', message: '已撤回修改' }),
    );
    await waitFor(async () =>
      expect(await card(canvas, 'DD20260318023001')).not.toHaveTextContent('有待确认的订单修改'),
    );
    await expect(callsTo(server.requests, `${orderPaths.cancelModified}/23001/88001`)).toHaveLength(
      1,
    );
    await settled();
  },
});

/**
 * 确认修改 of a pending modification from the list applies nothing at the click: a dialog shows
 * the old and new lines, the difference and the deposit to pay; 取消 sends nothing, 确认修改 once.
 */
export const ConfirmPendingModification = meta.story({
  ...withPendingModification,
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    const pending = await card(canvas, 'DD20260318023001');
    const confirm = () =>
      userEvent.click(within(pending).getByRole('button', { name: '确认修改 DD20260318023001' }));
    await confirm();
    let dialog = await body().findByRole('dialog', { name: '确认修改 DD20260318023001' });
    const table = await within(dialog).findByRole('table', { name: '修改明细' });
    await expect(table).toHaveTextContent('2×1250×2500');
    await expect(table).toHaveTextContent('5.000');
    await expect(table).toHaveTextContent('8.000');
    await expect(dialog).toHaveTextContent('差额 +¥70,350.00');
    await expect(within(dialog).getByText('确认后需支付定金差价 ¥14,070.00')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(callsTo(server.requests, `${orderPaths.submitModified}/23001/88001`)).toHaveLength(
      0,
    );
    await confirm();
    dialog = await body().findByRole('dialog', { name: '确认修改 DD20260318023001' });
    await within(dialog).findByRole('table', { name: '修改明细' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认修改' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({ type: 'success', message: '修改成功' }),
    );
    await expect(await card(canvas, 'DD20260318023001')).toHaveTextContent('待支付差价 ¥14,070.00');
    await expect(callsTo(server.requests, `${orderPaths.submitModified}/23001/88001`)).toHaveLength(
      1,
    );
    await settled();
  },
});

/** Order 23001 weighed beyond the tolerance: 5.000 t ordered, 5.600 t weighed. */
const withWeighingDiff = page.withServer({ orders: ordersF1WithWeighingDiff() });

/**
 * A 磅差 awaiting the buyer: ordered against weighed tonnes, the difference; 确认磅差 says the
 * tonnes, amount and final payment it settles on, then sends it on.
 */
export const WeighingDiffConfirm = meta.story({
  ...withWeighingDiff,
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    const held = await card(canvas, 'DD20260318023001');
    await expect(held).toHaveTextContent('待确认磅差 过磅吨数超出订货 ±5%，金额差 +¥14,070.00');
    const lines = within(held).getByRole('table', { name: '磅差明细 DD20260318023001' });
    await expect(lines).toHaveTextContent('5.000');
    await expect(lines).toHaveTextContent('5.600');
    await userEvent.click(within(held).getByRole('button', { name: '确认磅差 DD20260318023001' }));
    // The dialog says what confirming does before anything is sent: 取消 before the primary.
    const dialog = await body().findByRole('alertdialog', { name: '确认磅差' });
    await expect(dialog).toHaveTextContent(
      '确认后订单按过磅 5.600 吨（订货 5.000 吨）、货款 ¥131,320.00 结算，进入待付尾款：应付尾款 ¥107,870.00（货款 + 过户费 − 已付定金）。',
    );
    await expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['取消', '确认磅差']);
    await expect(callsTo(server.requests, orderPaths.weighingConfirm)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '确认磅差' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({ type: 'success', message: '已确认磅差' }),
    );
    await expect(callsTo(server.requests, orderPaths.weighingConfirm)[0]?.body).toEqual({
      orderId: 23001,
    });
    await waitFor(() =>
      expect(canvas.queryByRole('rowgroup', { name: '订单 DD20260318023001' })).toBeNull(),
    );
    await settled();
  },
});

/** 提出异议: a reason is required at the field; sent, the order shows the dispute, held. */
export const WeighingDiffDispute = meta.story({
  ...withWeighingDiff,
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    const held = await card(canvas, 'DD20260318023001');
    // Weighed goods are no longer modified.
    await expect(
      within(held).queryByRole('button', { name: '修改订单 DD20260318023001' }),
    ).toBeNull();
    await userEvent.click(within(held).getByRole('button', { name: '提出异议 DD20260318023001' }));
    const dialog = await body().findByRole('dialog', { name: '提出异议' });
    await userEvent.click(within(dialog).getByRole('button', { name: '提交异议' }));
    const reason = within(dialog).getByRole('textbox', { name: /异议原因/ });
    await expect(reason).toHaveAccessibleDescription(/请填写异议原因/);
    await userEvent.type(reason, '过磅单与仓库出库单不符');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交异议' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({
        type: 'success',
        message: '已提交磅差异议，平台将复磅',
      }),
    );
    await expect(callsTo(server.requests, orderPaths.weighingDispute)[0]?.body).toEqual({
      orderId: 23001,
      reason: '过磅单与仓库出库单不符',
    });
    await waitFor(async () =>
      expect(await card(canvas, 'DD20260318023001')).toHaveTextContent(
        '磅差异议中 过磅吨数超出订货 ±5%，金额差 +¥14,070.00，异议原因：过磅单与仓库出库单不符，等待平台复磅',
      ),
    );
    await expect(
      within(await card(canvas, 'DD20260318023001')).queryByRole('button', {
        name: '确认磅差 DD20260318023001',
      }),
    ).toBeNull();
    await settled();
  },
});

/** Production started: the detail says so and 取消订单 is gone. */
export const Producing = meta.story({
  ...page.withServer({ producing: [23001] }),
  play: async ({ canvas, userEvent }) => {
    const plain = await card(canvas, 'DD20260318023001');
    // 取消订单, the third action, waits under 更多 until the detail says production started.
    const more = { name: '更多操作 订单 DD20260318023001' };
    await userEvent.click(within(plain).getByRole('button', more));
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu).getByRole('menuitem', { name: '取消订单 DD20260318023001' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(plain).getByRole('button', { name: '备货详情 DD20260318023001' }));
    await expect(await canvas.findByText('生产中，不可取消')).toBeVisible();
    await waitFor(() => expect(within(plain).queryByRole('button', more)).toBeNull());
  },
});

/** An employee follows stocking but cannot modify, answer a 磅差, pay, or cancel. */
export const NotAdmin = meta.story({
  parameters: { session: 'certifiedStaff' },
  play: async ({ canvas }) => {
    const withDiff = await card(canvas, 'DD20260317023002');
    await expect(withDiff).toHaveTextContent('待支付差价 ¥4,690.00');
    await expect(
      canvas.getByText('修改订单、确认磅差、支付差价和取消订单需由企业管理员操作'),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: /修改订单|支付差价|取消差价|取消订单/ }),
    ).toBeNull();
  },
});

export const Uncertified = meta.story(uncertifiedOrders(orderPaths.stockingList));

export const Empty = meta.story({
  beforeEach({ msw }) {
    msw.use(...orderHandlersF1.empty);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无备货中订单')).toBeVisible();
  },
});

export const Loading = meta.story(loadingPage(orderPaths.stockingList));

export const ServerError = meta.story(failingOrders(orderPaths.stockingList, '订单服务暂不可用'));
