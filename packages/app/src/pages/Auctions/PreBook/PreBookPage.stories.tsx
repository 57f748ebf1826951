import { expect, waitFor } from 'storybook/test';
import { auctionPaths } from '@mall/domain/contract/auctions';
import { callsTo, createAuctionServer } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { failingPage, loadingPage, orderStories } from '@mall/app/testing';
import { PreBookPage } from './PreBookPage.tsx';

const { meta: auctionMeta, serverOf, withServer } = orderStories(createAuctionServer);

const meta = preview.meta({
  title: '页面/竞拍/我的预约 — PreBookPage',
  component: PreBookPage,
  ...auctionMeta('/center/otherPreBook'),
});

/** The reserved activity, then 取消预约: it leaves the list. */
export const ReservationCancelled = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await expect(await canvas.findByRole('link', { name: '6061/6063 型材竞拍专场' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '取消预约 6061/6063 型材竞拍专场' }));
    await expect(await canvas.findByText('暂无预约的竞拍专场')).toBeVisible();
    await waitFor(() =>
      expect(callsTo(serverOf(loaded).requests, '/pc/auction/subInfo/unsub/102')).toHaveLength(1),
    );
  },
});

/** No reservations. */
export const NoReservations = meta.story({
  ...withServer({ activities: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无预约的竞拍专场')).toBeVisible();
  },
});

export const Loading = meta.story(loadingPage(auctionPaths.subscriptions));

export const ServerError = meta.story(
  failingPage(auctionPaths.subscriptions, 500, '服务器端出错', { retry: true }),
);
