import { expect, waitFor, within } from 'storybook/test';
import { createWonLotsStore } from '@mall/domain';
import { auctionPaths } from '@mall/domain/contract/auctions';
import { callsTo, createAuctionServer, httpStatus, wonLotsToOrder } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { orderStories, settled } from '@mall/app/testing';
import { MakeOrderPage } from './MakeOrderPage.tsx';
import { hrefTo } from '../../../routes/links.ts';

const { meta: auctionMeta, serverOf, withServer } = orderStories(createAuctionServer);

const meta = preview.meta({
  title: '页面/竞拍/确认订单 — MakeOrderPage',
  component: MakeOrderPage,
  ...auctionMeta('/center/activityMakeOrder'),
});

/**
 * Two won lots chosen: their total and the auction deposits counted toward the order's deposit,
 * then one order made once, and 待提交 opens.
 */
export const ConfirmOrder = meta.story({
  ...withServer({ won: wonLotsToOrder }),
  play: async ({ canvas, userEvent, loaded }) => {
    loaded.root.feature(createWonLotsStore).choose(new Set([5201, 5202]));
    await expect(await canvas.findByText('共 2 件拍品，货款 ¥549,800.00')).toBeVisible();
    await expect(canvas.getByText('已冻结的竞拍保证金 ¥27,400.00 将计入本订单定金')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    // 货款 ¥549,800.00 + 过户费 15 元/吨 × 32.000 吨 (¥480.00).
    await expect(dialog.getByText(/合计 ¥550,280.00（含过户费 ¥480.00）/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '确定下单' }));
    await waitFor(() =>
      expect(loaded.env.navigations.at(-1)).toBe(hrefTo('orderToBeSubmit').slice(1)),
    );
    const made = callsTo(serverOf(loaded).requests, auctionPaths.makeOrder);
    await expect(made.map(({ body }) => body)).toEqual([
      {
        lotIds: [5201, 5202],
        terms: { deliveryWay: 'pickup', addressId: null, remark: '', poNo: '' },
      },
    ]);
    await expect(made[0]?.idempotencyKey).toBeTruthy();
    await expect(loaded.env.notifications).toContainEqual({
      type: 'success',
      message: '下单成功，订单号 XS202603180101',
    });
  },
});

/**
 * The order's answer is lost (a gateway time-out): the page says the outcome is not known and
 * that submitting again is safe; the won lots are fetched again and the chosen ones stay.
 */
export const OrderAnswerLost = meta.story({
  ...withServer({ won: wonLotsToOrder }),
  beforeEach({ msw }) {
    msw.use(httpStatus(auctionPaths.makeOrder, 504));
  },
  play: async ({ canvas, userEvent, loaded }) => {
    loaded.root.feature(createWonLotsStore).choose(new Set([5201, 5202]));
    await userEvent.click(await canvas.findByRole('button', { name: '提交订单' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: '确定下单' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '没有收到结果，无法确认是否已成功。再次提交不会重复付款或重复提交：系统会按第一次的结果处理。',
    );
    await waitFor(() =>
      expect(callsTo(serverOf(loaded).requests, auctionPaths.won)).toHaveLength(2),
    );
    await expect(canvas.getByText('共 2 件拍品，货款 ¥549,800.00')).toBeVisible();
    await expect(loaded.env.navigations).toEqual([]);
    await settled();
  },
});

/** Nothing chosen (e.g. after a reload): back to 已拍商品. */
export const NothingChosen = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('请先在已拍商品中选择要下单的拍品')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去已拍商品' })).toHaveAttribute(
      'href',
      hrefTo('activityPayDone'),
    );
  },
});
