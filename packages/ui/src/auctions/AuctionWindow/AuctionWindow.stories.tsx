import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { AuctionWindow, type AuctionWindowItem } from './AuctionWindow.tsx';

const item = (id: number, over: Partial<AuctionWindowItem> = {}): AuctionWindowItem => ({
  id,
  title: `铝板带库存清仓专场 ${id}`,
  phase: '即将开始',
  countdown: '距开始 00:05:00',
  href: `#/home/modelAuction/${id}`,
  active: false,
  ...over,
});

const meta = preview.meta({
  title: 'Components/AuctionWindow',
  component: AuctionWindow,
  args: {
    items: [
      item(1, { phase: '竞拍中', countdown: '距结束 00:41:12', active: true }),
      item(2),
      item(3),
      item(4),
      item(5, { phase: '已结束', countdown: '' }),
    ],
    position: { first: 1, total: 7 },
    canMoveBack: false,
    canMoveOn: true,
    onMove: fn(),
    rollText: ['竞拍者A7 出价 ¥20,350.00（P1001）', '鑫铝采购 出价 ¥20,400.00（P1001）'],
  },
});

/** Five activities, the live one current; paging on, and the roll text paused by its button. */
export const Loaded = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { current: true })).toHaveTextContent(
      '铝板带库存清仓专场 1',
    );
    await expect(canvas.getByText('第 1–5 个，共 7 个')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '上一个专场' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '下一个专场' }));
    await expect(args.onMove).toHaveBeenCalledWith(1);
    const pause = canvas.getByRole('button', { name: '暂停滚动' });
    await userEvent.click(pause);
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
  },
});

/** No activities and no bids yet. */
export const Empty = meta.story({
  args: { items: [], position: { first: 1, total: 0 }, canMoveOn: false, rollText: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无竞拍专场')).toBeVisible();
    await expect(canvas.getByText('暂无出价')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '暂停滚动' })).toBeNull();
  },
});
