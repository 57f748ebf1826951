import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { orderPaths } from '@mall/domain/contract/orders';
import { anyOrigin, callsTo, createOrderServerF1, recording, refuse } from '@mall/domain/mocks';
import { choose } from '#.storybook/choose';
import preview from '#.storybook/preview';
import {
  failingOrders,
  loadingPage,
  orderStories,
  settled,
  uncertifiedOrders,
} from '@mall/app/testing';
import { ToBePaidPaymentPage } from './ToBePaidPaymentPage.tsx';
import { hrefTo } from '../../../routes/links.ts';

const page = orderStories(createOrderServerF1);

const meta = preview.meta({
  title: '页面/订单中心/支付定金 — ToBePaidPaymentPage',
  component: ToBePaidPaymentPage,
  ...page.meta('/center/orderToBePaidPayment?ids=22001,22003'),
});

const body = () => within(document.body);
/** The story's calls to confirmPayment. */
const payCalls = (loaded: Record<string, unknown>) =>
  callsTo(page.serverOf(loaded).requests, orderPaths.confirmPayment);
type Canvas = ReturnType<typeof within>;
type User = {
  click: (e: Element) => Promise<void>;
  type: (e: Element, t: string) => Promise<void>;
};

/** Fills the transfer: the collection account and the serial number. */
const fillTransfer = async (canvas: Canvas, userEvent: User, voucherNo = 'CMB2026031801') => {
  await choose(
    userEvent,
    await canvas.findByRole('combobox', { name: /收款账户/ }),
    '招商银行广州天河支行',
  );
  await userEvent.type(canvas.getByRole('textbox', { name: /转账流水号/ }), voucherNo);
};

/** Presses 立即支付 and confirms 确认支付 ¥x？. */
const payAndConfirm = async (canvas: Canvas, userEvent: User, amount: string) => {
  await userEvent.click(canvas.getByRole('button', { name: '立即支付' }));
  const dialog = await body().findByRole('alertdialog', { name: '确认支付' });
  await expect(dialog).toHaveTextContent(`确认支付 ${amount}？`);
  await userEvent.click(within(dialog).getByRole('button', { name: '确认支付' }));
  return dialog;
};

/** The chosen orders with their deposits, the exact total, and a balance too short for it. */
export const Loaded = meta.story({
  play: async ({ canvas, loaded }) => {
    const server = page.serverOf(loaded);
    await expect(await canvas.findByText('¥65,598.20', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: '待支付订单' })).toHaveTextContent(
      '定金 ¥42,148.20',
    );
    await expect(await canvas.findByRole('radio', { name: '余额支付' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '线下转账' })).toBeChecked();
    await expect(
      callsTo(server.requests, orderPaths.firstList)[0]?.url.searchParams.get('ids'),
    ).toBe('22001,22003');
  },
});

/** From the balance: confirmed, paid once with a key, 支付成功 → 备货中, and the counts reload. */
export const PayByBalance = meta.story({
  parameters: { route: '/center/orderToBePaidPayment?ids=22001' },
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await expect(await canvas.findByRole('radio', { name: '余额支付' })).toBeChecked();
    await payAndConfirm(canvas, userEvent, '¥23,450.00');
    await expect(await canvas.findByText('支付成功')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看备货中订单' })).toHaveAttribute(
      'href',
      hrefTo('orderInStock'),
    );
    await expect(payCalls(loaded).map((call) => call.body)).toEqual([
      { orderIds: [22001], payType: 'balance' },
    ]);
    await expect(payCalls(loaded)[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(callsTo(server.requests, paths.orders.count)).toHaveLength(1));
    await expect(loaded.env.notifications).toContainEqual({ type: 'success', message: '支付成功' });
    await settled();
  },
});

/** A transfer: the fields are checked first, then 已提交转账，待财务确认. */
export const PayByTransfer = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '立即支付' }));
    await expect(canvas.getByRole('combobox', { name: /收款账户/ })).toHaveAccessibleDescription(
      '请选择收款账户',
    );
    await expect(canvas.getByText('请输入 6–32 位字母或数字的转账流水号')).toBeVisible();
    await expect(payCalls(loaded)).toEqual([]);
    await fillTransfer(canvas, userEvent);
    await payAndConfirm(canvas, userEvent, '¥65,598.20');
    await expect(await canvas.findByText('已提交转账，待财务确认')).toBeVisible();
    await expect(payCalls(loaded)[0]?.body).toEqual({
      orderIds: [22001, 22003],
      payType: 'transfer',
      collectionAccountId: 1,
      voucherNo: 'CMB2026031801',
    });
    await settled();
  },
});

/** The payment in flight: the buttons are busy, and pressing again sends nothing. */
export const PaymentInFlight = meta.story({
  beforeEach({ msw, loaded }) {
    msw.use(
      http.post(
        anyOrigin(orderPaths.confirmPayment),
        recording(page.serverOf(loaded).requests, async () => {
          await delay('infinite');
          return HttpResponse.error();
        }),
      ),
    );
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await fillTransfer(canvas, userEvent);
    const dialog = await payAndConfirm(canvas, userEvent, '¥65,598.20');
    const confirm = within(dialog).getByRole('button', { name: /确认支付/ });
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(confirm);
    await expect(canvas.getByRole('button', { name: /立即支付/, hidden: true })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // The hanging call is recorded once its body is read: wait for it, as 支付尾款 does.
    await waitFor(() => expect(payCalls(loaded)).toHaveLength(1));
  },
});

/** After a failed payment: the transfer typed is still there, and paying again goes through with the same key. */
const retryKeepsInputAndKey = async (
  canvas: Canvas,
  userEvent: User,
  loaded: Record<string, unknown>,
) => {
  await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  await expect(canvas.getByRole('textbox', { name: /转账流水号/ })).toHaveValue('CMB2026031801');
  await payAndConfirm(canvas, userEvent, '¥65,598.20');
  await expect(await canvas.findByText('已提交转账，待财务确认')).toBeVisible();
  const keys = payCalls(loaded).map((call) => call.idempotencyKey);
  await expect(keys).toHaveLength(2);
  await expect(keys[1]).toBe(keys[0]);
  await settled();
};

/** A refused payment keeps what was typed, and the retry reuses its Idempotency-Key. */
export const PaymentFailedKeepsInput = meta.story({
  beforeEach({ msw, loaded }) {
    msw.use(
      http.post(
        anyOrigin(orderPaths.confirmPayment),
        recording(page.serverOf(loaded).requests, () => refuse(500, '支付服务繁忙，请稍后重试')),
        { once: true },
      ),
    );
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await fillTransfer(canvas, userEvent);
    await payAndConfirm(canvas, userEvent, '¥65,598.20');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('支付服务繁忙，请稍后重试');
    await retryKeepsInputAndKey(canvas, userEvent, loaded);
  },
});

/**
 * The answer is lost (the connection dropped): the page says the outcome is not known and that
 * paying again will not pay twice; the balance and the orders are fetched again behind the
 * form, what was typed stays, and the retry carries the same Idempotency-Key.
 */
export const PaymentAnswerLost = meta.story({
  beforeEach({ msw, loaded }) {
    msw.use(
      http.post(
        anyOrigin(orderPaths.confirmPayment),
        recording(page.serverOf(loaded).requests, () => HttpResponse.error()),
        { once: true },
      ),
    );
  },
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await fillTransfer(canvas, userEvent);
    const balanceCalls = callsTo(server.requests, orderPaths.bankInfo).length;
    await payAndConfirm(canvas, userEvent, '¥65,598.20');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '没有收到结果，无法确认是否已成功。再次提交不会重复付款或重复提交：系统会按第一次的结果处理。',
    );
    await waitFor(() =>
      expect(callsTo(server.requests, orderPaths.bankInfo).length).toBeGreaterThan(balanceCalls),
    );
    await retryKeepsInputAndKey(canvas, userEvent, loaded);
  },
});

/** No ids (or malformed): a clear message and the way back, and no order call. */
export const InvalidIds = meta.story({
  parameters: { route: '/center/orderToBePaidPayment?ids=abc' },
  play: async ({ canvas, loaded }) => {
    const server = page.serverOf(loaded);
    await expect(await canvas.findByText('没有要支付的订单，请从待付款订单中选择')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回待付款订单' })).toHaveAttribute(
      'href',
      hrefTo('orderToBePaid'),
    );
    await expect(callsTo(server.requests, orderPaths.firstList)).toEqual([]);
  },
});

/** An employee sees the orders and the note, not the payment. */
export const NotAdmin = meta.story({
  parameters: { session: 'certifiedStaff' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('付款需由企业管理员操作')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '立即支付' })).toBeNull();
  },
});

export const Uncertified = meta.story(uncertifiedOrders(orderPaths.firstList));

export const Loading = meta.story(loadingPage(orderPaths.firstList));

export const ServerError = meta.story(failingOrders(orderPaths.firstList, '订单服务暂不可用'));
