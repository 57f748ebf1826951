import { expect, waitFor, within } from 'storybook/test';
import { AUCTION_STATUS, auctionPaths } from '@mall/domain/contract/auctions';
import { callsTo, createAuctionServer, homeActivities } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { orderStories } from '@mall/app/testing';
import { HomeAuctionArea } from './HomeAuctionArea.tsx';

const { meta: auctionMeta, serverOf, withServer } = orderStories(createAuctionServer);

const base = auctionMeta('/home/main', 'visitor');

const meta = preview.meta({
  title: '页面/竞拍/首页竞拍区 — HomeAuctionArea',
  component: HomeAuctionArea,
  ...base,
  parameters: { ...base.parameters, orderServer: { activities: homeActivities } },
});

type Canvas = ReturnType<typeof within>;

/** The titles of the activities in the window, in order. */
const windowTitles = async (canvas: Canvas) =>
  within(await canvas.findByRole('list', { name: '竞拍专场' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** Hidden: control/info answered (or failed), and nothing of the area is on the page. */
const staysHidden = async (canvas: Canvas, loaded: Record<string, unknown>) => {
  const { requests } = serverOf(loaded);
  await waitFor(() => expect(callsTo(requests, auctionPaths.controlInfo)).toHaveLength(1));
  await expect(canvas.queryByRole('heading', { name: '竞拍专场' })).toBeNull();
  await expect(callsTo(requests, auctionPaths.timeList)).toEqual([]);
};

/** The live activity marked current, the window from it, its countdown and the latest bids. */
export const Live = meta.story({
  play: async ({ canvas }) => {
    await expect(await windowTitles(canvas)).toEqual([
      '铝板带库存清仓专场',
      '6061/6063 型材竞拍专场',
      '铝卷尾货周末专场',
      '铝锭现货竞拍专场',
      '铝箔积压库存专场',
    ]);
    const live = canvas.getByRole('link', { current: true });
    await expect(live).toHaveTextContent('铝板带库存清仓专场');
    await expect(live).toHaveAttribute('href', '#/home/modelAuction/101');
    const card = within(live.closest('li') ?? live);
    await expect(card.getByText('竞拍中')).toBeVisible();
    await expect(card.getByText(/距结束 01:(40:00|39:5\d)/)).toBeVisible();
    const bids = canvas.getByRole('list', { name: '最新出价' });
    await expect(bids).toHaveTextContent('竞拍者K2 对拍品 P1001 出价 18,200.00 元/吨');
    await expect(canvas.getByText('第 2–6 个，共 7 个')).toBeVisible();
  },
});

/** Only activities to come: the window from the first, each counting down to its start. */
export const Upcoming = meta.story({
  ...withServer({
    activities: homeActivities.filter(
      ({ auctionStatus }) => auctionStatus === AUCTION_STATUS.upcoming,
    ),
  }),
  play: async ({ canvas }) => {
    await expect((await windowTitles(canvas))[0]).toBe('6061/6063 型材竞拍专场');
    await expect(canvas.queryByRole('link', { current: true })).toBeNull();
    await expect(canvas.getByText(/距开始 00:0[45]:\d\d/)).toBeVisible();
    await expect(canvas.getAllByText('即将开始')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: '下一个专场' })).toBeDisabled();
  },
});

/** The buyer pages the window on to its end and back, and the browser keeps where it is. */
export const PagingTheWindow = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await windowTitles(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '下一个专场' }));
    await expect(await canvas.findByText('第 3–7 个，共 7 个')).toBeVisible();
    await expect((await windowTitles(canvas)).at(-1)).toBe('花纹铝板特价专场');
    await expect(canvas.getByRole('button', { name: '下一个专场' })).toBeDisabled();
    const stored = JSON.parse(loaded.env.storage.getItem('mall.auction') ?? '{}') as object;
    await expect(stored).toMatchObject({ auctionFlag: 1, activeIndex: 1, moveIndex: 2 });
    await userEvent.click(canvas.getByRole('button', { name: '上一个专场' }));
    await userEvent.click(canvas.getByRole('button', { name: '上一个专场' }));
    await expect(await canvas.findByText('第 1–5 个，共 7 个')).toBeVisible();
    await expect((await windowTitles(canvas))[0]).toBe('上周铝板专场（已结束）');
    await expect(canvas.getByRole('button', { name: '上一个专场' })).toBeDisabled();
  },
});

/** No activities: the area says so. */
export const NoActivities = meta.story({
  ...withServer({ activities: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无竞拍专场')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '下一个专场' })).toBeNull();
  },
});

/** The mall switched auctions off (auctionFlag 0): nothing shows, nothing more is asked. */
export const FlagOff = meta.story({
  ...withServer({ auctionFlag: 0 }),
  play: async ({ canvas, loaded }) => {
    await staysHidden(canvas, loaded);
  },
});

/** control/info fails: nothing shows, and no error message either. */
export const ControlCallFails = meta.story({
  ...withServer({ controlFails: 500 }),
  play: async ({ canvas, loaded }) => {
    await staysHidden(canvas, loaded);
    await expect(loaded.env.notifications).toEqual([]);
  },
});
