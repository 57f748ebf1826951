import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { FollowedLotTable, type FollowedLotRow } from './FollowedLotTable.tsx';

const lot = (key: number, over: Partial<FollowedLotRow>): FollowedLotRow => ({
  key,
  lotNo: `LP00${key}`,
  productName: '6063-T5 铝棒',
  href: `#/home/modelAuction/7?lotId=${key}`,
  phase: '竞拍中',
  countdown: '距结束 00:04:12',
  currentPrice: '20,350.00',
  myPrice: '20,350.00',
  standing: '领先',
  tone: 'done',
  ...over,
});

const meta = preview.meta({
  title: 'Components/FollowedLotTable',
  component: FollowedLotTable,
  args: {
    certified: true,
    rows: [
      lot(1, {}),
      lot(2, { myPrice: '20,300.00', standing: '已被超越', tone: 'waiting' }),
      lot(3, {
        phase: '即将开始',
        countdown: '距开始 00:03:00',
        myPrice: '-',
        standing: '',
        tone: 'closed',
      }),
    ],
    onUnfollow: fn(),
  },
});

/** Each lot's standing and its link; 取消关注 names its lot. */
export const Standings = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: '我的关注' });
    await expect(table).toHaveTextContent('已被超越');
    await expect(table).toHaveTextContent('未出价');
    await expect(canvas.getByRole('link', { name: 'LP002 6063-T5 铝棒' })).toHaveAttribute(
      'href',
      '#/home/modelAuction/7?lotId=2',
    );
    await userEvent.click(canvas.getByRole('button', { name: '取消关注 LP002' }));
    await expect(args.onUnfollow).toHaveBeenCalledWith(2);
  },
});

/** One 取消关注 in flight: the others wait. */
export const Unfollowing = meta.story({
  args: { unfollowing: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '取消关注 LP001' })).toBeDisabled();
  },
});
