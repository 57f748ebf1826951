import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import { orderPaths } from '@mall/domain/contract/orders';
import { callsTo, createOrderServerF2 } from '@mall/domain/mocks';
import { choose } from '#.storybook/choose';
import preview from '#.storybook/preview';
import {
  type AppLoaded,
  failingOrders,
  loadingPage,
  orderStories,
  uncertifiedOrders,
} from '@mall/app/testing';
import { ToBeSupplementedPaymentPage } from './ToBeSupplementedPaymentPage.tsx';
import { hrefTo } from '../../../routes/links.ts';

const page = orderStories(createOrderServerF2);

const meta = preview.meta({
  title: '页面/订单中心/支付尾款 — ToBeSupplementedPaymentPage',
  component: ToBeSupplementedPaymentPage,
  ...page.meta('/center/orderToBeSupplementedPayment?ids=24001'),
});

const body = () => within(document.body);
const LINE = '选择 DD20260318024001 6061-T6 铝板';
type Canvas = ReturnType<typeof within>;
type User = {
  click: (e: Element) => Promise<void>;
  type: (e: Element, t: string) => Promise<void>;
};

/** Opens the confirmation of the payment and confirms it. */
const confirmPayment = async (canvas: Canvas, userEvent: User, amount = '¥95,207.00') => {
  await userEvent.click(canvas.getByRole('button', { name: '确认支付尾款' }));
  const dialog = await body().findByRole('alertdialog', { name: '确认支付' });
  await expect(dialog).toHaveTextContent(`确认支付 ${amount}？`);
  await userEvent.click(within(dialog).getByRole('button', { name: '确认支付' }));
  return dialog;
};

/** Chooses 线下转账 to the first collection account with a serial number. */
const fillTransfer = async (canvas: Canvas, userEvent: User, voucher = 'CMB2026032001') => {
  await userEvent.click(await canvas.findByRole('radio', { name: '线下转账' }));
  await choose(
    userEvent,
    canvas.getByRole('combobox', { name: /收款账户/ }),
    /^招商银行广州天河支行/,
  );
  await userEvent.type(canvas.getByRole('textbox', { name: /转账流水号/ }), voucher);
};

/** The weighed line selected, its fee lines, and the payment (balance too low: transfer only). */
export const Loaded = meta.story({
  play: async ({ canvas, loaded }) => {
    const server = page.serverOf(loaded);
    await expect(await canvas.findByRole('checkbox', { name: LINE })).toBeChecked();
    const fees = await canvas.findByRole('region', { name: '费用明细' });
    await waitFor(() =>
      expect(fees).toHaveTextContent(
        '货款（按过磅）¥118,657.00已付定金-¥23,450.00差价款¥0.00应付尾款¥95,207.00',
      ),
    );
    await expect(await canvas.findByText(/余额不足/)).toBeVisible();
    await expect(callsTo(server.requests, orderPaths.finalPayInfo)[0]?.body).toEqual({
      ids: [24001],
      detailIds: [240011],
    });
  },
});

/** Paid from the balance after 确认支付 ¥x？: sent once with a key, 支付成功, counts reload. */
export const PayByBalance = meta.story({
  ...page.withServer({ balance: '200000.00' }),
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await expect(await canvas.findByRole('radio', { name: '余额支付' })).toBeChecked();
    await confirmPayment(canvas, userEvent);
    await expect(await canvas.findByText('支付成功')).toBeVisible();
    const [call] = callsTo(server.requests, orderPaths.finalPay);
    await expect(call?.body).toEqual({ ids: [24001], detailIds: [240011], payType: 'balance' });
    await expect(call?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await expect((loaded as AppLoaded).env.notifications).toContainEqual({
      type: 'success',
      message: '支付成功',
    });
    await waitFor(() => expect(callsTo(server.requests, paths.orders.count)).toHaveLength(1));
    await expect(canvas.getByRole('button', { name: '去申请发货' })).toBeVisible();
  },
});

/** Paid by transfer: the account and serial number are sent; it awaits finance's confirmation. */
export const PayByTransfer = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await fillTransfer(canvas, userEvent);
    await confirmPayment(canvas, userEvent);
    await expect(await canvas.findByText('已提交转账，待财务确认')).toBeVisible();
    await expect(callsTo(server.requests, orderPaths.finalPay)[0]?.body).toEqual({
      ids: [24001],
      detailIds: [240011],
      payType: 'transfer',
      collectionAccountId: 1,
      voucherNo: 'CMB2026032001',
    });
  },
});

/** A bad serial number is refused at the field and nothing is sent. */
export const InvalidTransfer = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await fillTransfer(canvas, userEvent, '12');
    await userEvent.click(canvas.getByRole('button', { name: '确认支付尾款' }));
    await expect(await canvas.findByText('请输入 6–32 位字母或数字的转账流水号')).toBeVisible();
    await expect(callsTo(server.requests, orderPaths.finalPay)).toEqual([]);
  },
});

/** While the payment is in flight the buttons spin and a second press sends nothing. */
export const PaymentInFlight = meta.story({
  ...page.withServer({ balance: '200000.00', hang: ['finalPay'] }),
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await canvas.findByRole('radio', { name: '余额支付' });
    const dialog = await confirmPayment(canvas, userEvent);
    const confirm = within(dialog).getByRole('button', { name: /确认支付/ });
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(confirm);
    await expect(
      canvas.getByRole('button', { name: /确认支付尾款/, hidden: true }),
    ).toHaveAttribute('aria-busy', 'true');
    // The hanging call is recorded as it arrives; a loaded machine may take a moment.
    await waitFor(() => expect(callsTo(server.requests, orderPaths.finalPay)).toHaveLength(1));
  },
});

/** A failed payment keeps what was typed; the retry of the same payment reuses its key. */
export const FailedPaymentRetried = meta.story({
  ...page.withServer({ failFirst: { finalPay: 1 } }),
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    await fillTransfer(canvas, userEvent);
    await confirmPayment(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('服务器端出错');
    await expect(canvas.getByRole('textbox', { name: /转账流水号/ })).toHaveValue('CMB2026032001');
    await confirmPayment(canvas, userEvent);
    await expect(await canvas.findByText('已提交转账，待财务确认')).toBeVisible();
    const [first, retry] = callsTo(server.requests, orderPaths.finalPay);
    await expect(first?.idempotencyKey).toBeTruthy();
    await expect(retry?.idempotencyKey).toBe(first?.idempotencyKey);
  },
});

/** Choosing fewer lines prices the settlement again (the latest answer wins). */
export const SelectionReprices = meta.story({
  parameters: { route: '/center/orderToBeSupplementedPayment?ids=24002' },
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    const fees = await canvas.findByRole('region', { name: '费用明细' });
    await waitFor(() => expect(fees).toHaveTextContent('货款（按过磅）¥213,896.84'));
    await userEvent.click(
      canvas.getByRole('checkbox', { name: '选择 DD20260317024002 1060-O 铝带' }),
    );
    await waitFor(() => expect(fees).toHaveTextContent('货款（按过磅）¥172,566.24'));
    await expect(callsTo(server.requests, orderPaths.feeDetail).at(-1)?.body).toEqual({
      ids: [24002],
      detailIds: [240021],
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await waitFor(() => expect(fees).toHaveTextContent('货款（按过磅）¥213,896.84'));
  },
});

/** Weighed lighter than paid: 确认结算 after a confirm, and the refund goes to the balance. */
export const RefundSettlement = meta.story({
  parameters: { route: '/center/orderToBeSupplementedPayment?ids=24002' },
  play: async ({ canvas, userEvent, loaded }) => {
    const server = page.serverOf(loaded);
    const fees = await canvas.findByRole('region', { name: '费用明细' });
    await waitFor(() => expect(fees).toHaveTextContent('应退款¥3,259.72'));
    await userEvent.click(canvas.getByRole('button', { name: '确认结算' }));
    const dialog = await body().findByRole('alertdialog', { name: '确认结算' });
    await expect(dialog).toHaveTextContent('确认结算，退款 ¥3,259.72 将退回账户余额');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认结算' }));
    await expect(await canvas.findByText('结算成功，退款 ¥3,259.72 已退回账户余额')).toBeVisible();
    await expect(callsTo(server.requests, orderPaths.finalPay)[0]?.body).toEqual({
      ids: [24002],
      detailIds: [240021, 240022],
      payType: 'balance',
    });
    await expect((loaded as AppLoaded).env.notifications.map((n) => n.message)).toContain(
      '结算成功，退款 ¥3,259.72 已退回账户余额',
    );
  },
});

/** Employees see the settlement but cannot pay. */
export const NotAdmin = meta.story({
  parameters: { session: 'certifiedStaff' },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: '费用明细' });
    await expect(await canvas.findByText('付款需由企业管理员操作')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '确认支付尾款' })).not.toBeInTheDocument();
  },
});

/** Without ?ids= the page says where to start. */
export const MissingIds = meta.story({
  parameters: { route: '/center/orderToBeSupplementedPayment' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请先在待付尾款订单中选择要结算的订单')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回待付尾款订单' })).toHaveAttribute(
      'href',
      hrefTo('orderToBeSupplemented'),
    );
  },
});

export const Loading = meta.story(loadingPage(orderPaths.finalLines));

export const ServerError = meta.story(failingOrders(orderPaths.finalLines, '服务器端出错'));

export const Uncertified = meta.story(uncertifiedOrders(orderPaths.finalLines));
