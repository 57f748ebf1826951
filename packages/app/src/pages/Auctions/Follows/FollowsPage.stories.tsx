import { expect, waitFor, within } from 'storybook/test';
import { auctionPaths } from '@mall/domain/contract/auctions';
import { auctionLot, callsTo, createAuctionServer } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { failingPage, loadingPage, orderStories } from '@mall/app/testing';
import { FollowsPage } from './FollowsPage.tsx';

const { meta: auctionMeta, serverOf, withServer } = orderStories(createAuctionServer);

const meta = preview.meta({
  title: '页面/竞拍/我的关注 — FollowsPage',
  component: FollowsPage,
  ...auctionMeta('/center/activityFollow'),
});

/** The row of a lot, by its link. */
const rowOf = async (canvas: ReturnType<typeof within>, name: string) => {
  const link = await canvas.findByRole('link', { name });
  const row = link.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

/**
 * The followed lots with their standing: leading and outbid on live lots, one about to start,
 * one won; each links to its lot; 取消关注 takes one off the list.
 */
export const Followed = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const leading = await rowOf(canvas, 'P1003 6061-T6 铝板');
    await expect(leading.getByText('领先')).toBeVisible();
    await expect(leading.getByText('竞拍中')).toBeVisible();
    const outbid = await rowOf(canvas, 'P1001 5052-H32 铝板');
    await expect(outbid.getByText('被超越')).toBeVisible();
    await expect(outbid.getByText('¥18,150.00')).toBeVisible();
    await expect(outbid.getByRole('link')).toHaveAttribute(
      'href',
      '#/home/modelAuction/101?lotId=5001',
    );
    await expect((await rowOf(canvas, 'P2001 6063-T5 型材')).getByText('即将开始')).toBeVisible();
    await expect((await rowOf(canvas, 'P7001 5052-H32 铝板')).getByText('已中标')).toBeVisible();
    await userEvent.click(outbid.getByRole('button', { name: '取消关注 P1001' }));
    await waitFor(() =>
      expect(canvas.queryByRole('link', { name: 'P1001 5052-H32 铝板' })).toBeNull(),
    );
    await expect(callsTo(serverOf(loaded).requests, '/pc/auction/follow/remove/5001')).toHaveLength(
      1,
    );
  },
});

/** More than a page of followed lots: the pager moves to the second page. */
export const Paging = meta.story({
  ...withServer({
    follows: Array.from({ length: 12 }, (_, index) => ({
      ...auctionLot({ lotId: 6000 + index, lotNo: `P30${String(index + 1).padStart(2, '0')}` }),
      myPrice: null,
    })),
  }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('link', { name: 'P3001 5052-H32 铝板' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(await canvas.findByRole('link', { name: 'P3011 5052-H32 铝板' })).toBeVisible();
  },
});

/** Nothing followed. */
export const NoFollows = meta.story({
  ...withServer({ follows: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无关注的拍品')).toBeVisible();
  },
});

/** An uncertified user sees the followed lots without prices. */
export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, 'P1003 6061-T6 铝板');
    await expect(row.getAllByText('-')).toHaveLength(2);
  },
});

export const Loading = meta.story(loadingPage(auctionPaths.follows));

export const ServerError = meta.story(
  failingPage(auctionPaths.follows, 500, '服务器端出错', { retry: true }),
);
