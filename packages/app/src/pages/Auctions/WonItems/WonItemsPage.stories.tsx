import { expect, waitFor } from 'storybook/test';
import { auctionPaths } from '@mall/domain/contract/auctions';
import { callsTo, createAuctionServer, wonLotsToOrder } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { failingPage, loadingPage, orderStories } from '@mall/app/testing';
import { WonItemsPage } from './WonItemsPage.tsx';
import { hrefTo } from '../../../routes/links.ts';

const { meta: auctionMeta, serverOf, withServer } = orderStories(createAuctionServer);

const meta = preview.meta({
  title: '页面/竞拍/已拍商品 — WonItemsPage',
  component: WonItemsPage,
  ...auctionMeta('/center/activityPayDone'),
});

/** The won lots at their winning prices; two chosen and taken to 确认订单. */
export const WonItems = meta.story({
  ...withServer({ won: wonLotsToOrder }),
  play: async ({ canvas, userEvent, loaded }) => {
    await expect(await canvas.findByText('XS202603170012')).toBeVisible();
    const toOrder = canvas.getByRole('button', { name: '去下单' });
    await expect(toOrder).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 P7001' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 P7002' }));
    await userEvent.click(toOrder);
    await waitFor(() =>
      expect(loaded.env.navigations.at(-1)).toBe(hrefTo('activityMakeOrder').slice(1)),
    );
  },
});

/** Nothing won yet. */
export const NothingWon = meta.story({
  ...withServer({ won: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无已拍商品')).toBeVisible();
  },
});

export const Loading = meta.story(loadingPage(auctionPaths.won));

export const ServerError = meta.story(
  failingPage(auctionPaths.won, 500, '服务器端出错', { retry: true }),
);

/** An uncertified company is asked to certify; nothing is asked of the server. */
export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('完成企业认证后即可查看已拍商品并下单')).toBeVisible();
    await expect(callsTo(serverOf(loaded).requests, auctionPaths.won)).toEqual([]);
  },
});
