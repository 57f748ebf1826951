import { expect, waitFor, within } from 'storybook/test';
import { auctionPaths } from '@mall/domain/contract/auctions';
import { auctionActivities, callsTo, createAuctionServer, httpStatus } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { failingPage, loadingPage, orderStories } from '@mall/app/testing';
import { AuctionListPage } from './AuctionListPage.tsx';

const { meta: auctionMeta, serverOf, withServer } = orderStories(createAuctionServer);

const meta = preview.meta({
  title: '页面/竞拍/竞拍专场 — AuctionListPage',
  component: AuctionListPage,
  ...auctionMeta('/home/modelAuction/101'),
});

type Canvas = ReturnType<typeof within>;
type User = { click: (e: Element) => Promise<void> };

/** The row of a lot, by its number. */
const rowOf = async (canvas: Canvas, lotNo: string) => {
  const cell = await canvas.findByRole('cell', { name: lotNo });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${lotNo}`);
  return within(row);
};

/** 出价 on P1001, then 出价 in the dialog at the offered price, then 确认出价. */
const bidOnFirstLot = async (canvas: Canvas, userEvent: User) => {
  await userEvent.click((await rowOf(canvas, 'P1001')).getByRole('button', { name: '出价' }));
  const dialog = within(await within(document.body).findByRole('dialog'));
  await expect(dialog.getByRole('textbox', { name: '出价' })).toHaveValue('18250.00');
  await userEvent.click(dialog.getByRole('button', { name: '出价' }));
  await expect(await dialog.findByText('确认以 18,250.00 元/吨出价？')).toBeVisible();
  await userEvent.click(dialog.getByRole('button', { name: '确认出价' }));
  return dialog;
};

/** A live activity: its countdown, the lots with their prices, the buyer leading on P1003. */
export const Live = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '铝板带库存清仓专场' })).toBeVisible();
    await expect(await canvas.findByText(/竞拍中 · 距结束 01:(40:00|39:5\d)/)).toBeVisible();
    const leading = await rowOf(canvas, 'P1003');
    await expect(leading.getByText('领先')).toBeVisible();
    await expect(leading.getByText('¥21,300.00')).toBeVisible();
  },
});

/** An activity about to start: the countdown to its start, no 出价 yet, and 预约 made. */
export const Upcoming = meta.story({
  parameters: {
    route: '/home/modelAuction/102',
    ...withServer({
      activities: auctionActivities.map((activity) => ({ ...activity, subscribed: false })),
    }).parameters,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '预约' }));
    await expect(await canvas.findByText('已预约')).toBeVisible();
    const row = await rowOf(canvas, 'P2001');
    await expect(row.getByText(/距开始 00:0[45]:\d\d/)).toBeVisible();
    await expect(row.queryByRole('button', { name: '出价' })).toBeNull();
  },
});

/** An ended activity: 已结束, and the lot the buyer won. */
export const Ended = meta.story({
  parameters: { route: '/home/modelAuction/103' },
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, 'P7001');
    await expect(row.getByText('已中标')).toBeVisible();
    await expect(row.queryByRole('button', { name: '出价' })).toBeNull();
  },
});

/** An activity without lots. */
export const NoLots = meta.story({
  ...withServer({ lots: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('该专场暂无拍品')).toBeVisible();
  },
});

/** A bid at the offered price, confirmed and sent once: 出价成功，您当前领先. */
export const Leading = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const dialog = await bidOnFirstLot(canvas, userEvent);
    await expect(await dialog.findByText('出价成功，您当前领先')).toBeVisible();
    const bids = callsTo(serverOf(loaded).requests, auctionPaths.bidding);
    await expect(bids.map(({ body }) => body)).toEqual([{ lotId: 5001, price: '18250.00' }]);
    await expect(bids[0]?.idempotencyKey).toBeTruthy();
  },
});

/** A price off the steps is refused at the field; nothing is sent. */
export const PriceInvalid = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click((await rowOf(canvas, 'P1001')).getByRole('button', { name: '出价' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    const price = dialog.getByRole('textbox', { name: '出价' });
    await userEvent.clear(price);
    await userEvent.type(price, '18260');
    await expect(await dialog.findByText('出价须按加价幅度 50.00 元/吨递增')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '出价' }));
    await expect(dialog.queryByRole('button', { name: '确认出价' })).toBeNull();
    await expect(price).toHaveValue('18260');
    await expect(callsTo(serverOf(loaded).requests, auctionPaths.bidding)).toEqual([]);
  },
});

/** Someone was faster at the same price: too low, and the new next price is offered. */
export const TooLow = meta.story({
  ...withServer({ outcome: 'tooLow' }),
  play: async ({ canvas, userEvent }) => {
    const dialog = await bidOnFirstLot(canvas, userEvent);
    await expect(
      await dialog.findByText('出价过低：已有人抢先出价，请按最新价格重新出价'),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '出价' })).toHaveValue('18300.00');
  },
});

/** Another buyer's proxy answered at once: outbid. */
export const Outbid = meta.story({
  ...withServer({ outcome: 'outbid' }),
  play: async ({ canvas, userEvent }) => {
    const dialog = await bidOnFirstLot(canvas, userEvent);
    await expect(await dialog.findByText('出价成功，但已被他人的代理出价超过')).toBeVisible();
    const [close] = dialog.getAllByRole('button', { name: '关闭' });
    if (close) await userEvent.click(close);
    await expect((await rowOf(canvas, 'P1001')).getByText('被超越')).toBeVisible();
  },
});

/** The lot ended while the buyer was bidding. */
export const EndedWhileBidding = meta.story({
  ...withServer({ outcome: 'ended' }),
  play: async ({ canvas, userEvent }) => {
    const dialog = await bidOnFirstLot(canvas, userEvent);
    await expect(await dialog.findByText('该拍品竞拍已结束')).toBeVisible();
  },
});

/**
 * The bid's answer is lost (a gateway time-out): the dialog says the outcome is not known and
 * that bidding again is safe; the confirm step stays with the price and maximum as typed.
 */
export const BidAnswerLost = meta.story({
  beforeEach({ msw }) {
    msw.use(httpStatus(auctionPaths.bidding, 504));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click((await rowOf(canvas, 'P1001')).getByRole('button', { name: '出价' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: '最高代理价' }), '18500.00');
    await userEvent.click(dialog.getByRole('button', { name: '出价' }));
    await userEvent.click(await dialog.findByRole('button', { name: '确认出价' }));
    await expect(
      await dialog.findByText(
        '没有收到结果，无法确认是否已成功。再次提交不会重复付款或重复提交：系统会按第一次的结果处理。',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '出价' })).toHaveValue('18250.00');
    await expect(dialog.getByRole('textbox', { name: '最高代理价' })).toHaveValue('18500.00');
    await expect(dialog.getByRole('button', { name: '确认出价' })).toBeEnabled();
  },
});

/** While the bid is in flight 确认出价 spins and a second press sends nothing. */
export const BidInFlight = meta.story({
  ...withServer({ bidPending: true }),
  play: async ({ canvas, userEvent, loaded }) => {
    const dialog = await bidOnFirstLot(canvas, userEvent);
    const confirm = dialog.getByRole('button', { name: /确认出价/ });
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(confirm);
    // The button is busy before the request reaches the mock server: wait for it to arrive.
    await waitFor(() =>
      expect(callsTo(serverOf(loaded).requests, auctionPaths.bidding)).toHaveLength(1),
    );
  },
});

/**
 * 详情: the lot's goods and its bid record, and 关注 pressed: the lot is followed, and its row
 * says so too; 关注 on the row then stops following it.
 */
export const LotDetail = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(
      (await rowOf(canvas, 'P1002')).getByRole('button', { name: '详情 P1002' }),
    );
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(await dialog.findByText('竞拍者K2')).toBeVisible();
    await expect(dialog.getByText('代理出价')).toBeVisible();
    const follow = dialog.getByRole('button', { name: '关注', pressed: false });
    await userEvent.click(follow);
    await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'true'));
    await expect(callsTo(serverOf(loaded).requests, '/pc/auction/follow/add/5002')).toHaveLength(1);
    await userEvent.click(dialog.getAllByRole('button', { name: '关闭' })[0] as Element);
    const row = await rowOf(canvas, 'P1002');
    await userEvent.click(row.getByRole('button', { name: '关注 P1002', pressed: true }));
    await expect(
      await row.findByRole('button', { name: '关注 P1002', pressed: false }),
    ).toBeVisible();
    await expect(callsTo(serverOf(loaded).requests, '/pc/auction/follow/remove/5002')).toHaveLength(
      1,
    );
  },
});

/** Opened from 我的关注 (?lotId=): the lot's detail shows at once, already followed. */
export const FollowedLot = meta.story({
  parameters: { route: '/home/modelAuction/101?lotId=5003' },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(await dialog.findByText('拍品详情：P1003 6061-T6 铝板')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '关注', pressed: true })).toBeVisible();
  },
});

/** 我的出价: the company's bids with their standing. */
export const MyBids = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '我的出价' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(await dialog.findByText('¥21,300.00')).toBeVisible();
    await expect(dialog.getByText('领先')).toBeVisible();
  },
});

/** The lots are loading. */
export const Loading = meta.story(loadingPage(auctionPaths.list));

/** The lots fail to load: the message with 重试. */
export const ServerError = meta.story(
  failingPage(auctionPaths.list, 500, '服务器端出错', { retry: true }),
);

/** A visitor sees the lots without prices and is asked to log in on 出价. */
export const Visitor = meta.story({
  parameters: { session: 'visitor' },
  play: async ({ canvas, userEvent, loaded }) => {
    const row = await rowOf(canvas, 'P1001');
    await expect(row.getByText('-')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: '出价' }));
    await expect(loaded.root.guard.prompt?.text).toBe('请登录之后享受更多服务');
  },
});

/** What a lot's 详情 shows of its prices: its terms and the bid record's column. */
const detailPrices = async (canvas: Canvas, userEvent: User) => {
  await userEvent.click((await rowOf(canvas, 'P1002')).getByRole('button', { name: '详情 P1002' }));
  const dialog = within(await within(document.body).findByRole('dialog'));
  await expect(await dialog.findByText('竞拍者K2')).toBeVisible();
  return dialog;
};

/** A visitor's 详情: '-' for the start price, the step, the deposit and every bid; no price. */
export const VisitorLotDetail = meta.story({
  parameters: { session: 'visitor' },
  play: async ({ canvas, userEvent }) => {
    const dialog = await detailPrices(canvas, userEvent);
    const terms = dialog.getByText(/起拍价/);
    await expect(terms).toHaveTextContent('起拍价 - · 加价幅度 - · 保证金 - · 延时');
    await expect(within(document.body).getByRole('dialog')).not.toHaveTextContent(/¥|\d\s*元/);
  },
});

/** An uncertified user's 详情: 去认证 in each price's place, no price. */
export const UncertifiedLotDetail = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas, userEvent }) => {
    const dialog = await detailPrices(canvas, userEvent);
    await expect(dialog.getAllByRole('link', { name: '去认证' }).length).toBeGreaterThan(3);
    await expect(dialog.getAllByRole('link', { name: '去认证' })[0]).toHaveAttribute(
      'href',
      '#/center/userInfo/companyCreate',
    );
  },
});

/** An uncertified user is asked to certify on 出价. */
export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click((await rowOf(canvas, 'P1001')).getByRole('button', { name: '出价' }));
    await expect(loaded.root.guard.prompt?.text).toBe('请认证后享受更多服务');
  },
});
