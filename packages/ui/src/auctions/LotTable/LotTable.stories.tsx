import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { LotTable, type LotRow } from './LotTable.tsx';

const lot = (key: number, over: Partial<LotRow>): LotRow => ({
  key,
  lotNo: `LP00${key}`,
  productName: '铝棒',
  spec: '6063-T5 Φ178',
  weight: '25.000',
  warehouse: '南海仓',
  currentPrice: '20,350.00',
  bidCount: 6,
  phase: '竞拍中',
  countdown: '00:04:12 后结束',
  standing: '未出价',
  tone: 'closed',
  onlookers: 12,
  watching: false,
  following: false,
  canBid: true,
  ...over,
});

const meta = preview.meta({
  title: 'Components/LotTable',
  component: LotTable,
  args: {
    rows: [
      lot(1, { standing: '领先', tone: 'done', watching: true, onlookers: 13, following: true }),
      lot(2, { standing: '已被超越', tone: 'waiting' }),
      lot(3, { phase: '已结束', countdown: '', standing: '已中标', tone: 'done', canBid: false }),
    ],
    certified: true,
    onBid: fn(),
    onWatch: fn(),
    onFollow: fn(),
    onDetail: fn(),
  },
});

/**
 * Each lot's standing; 出价 only on live lots; a lot already watched cannot be watched again;
 * 关注 on each row, announced as pressed when followed.
 */
export const Standings = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: '拍品列表' });
    await expect(table).toHaveTextContent('领先');
    await expect(table).toHaveTextContent('已被超越');
    await expect(canvas.getAllByRole('button', { name: '出价' })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: '已围观 13 LP001' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '围观 12 LP002' }));
    await expect(args.onWatch).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: '关注 LP001', pressed: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '关注 LP002', pressed: false }));
    await expect(args.onFollow).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: '详情 LP003' }));
    await expect(args.onDetail).toHaveBeenCalledWith(3);
  },
});

/** An uncertified viewer: 去认证 in each current price's place (the price was sent as '-'). */
export const Uncertified = meta.story({
  args: {
    rows: [lot(1, { currentPrice: '-' }), lot(2, { currentPrice: '-' })],
    certified: false,
    certifyHref: '#/center/userInfo/companyCreate',
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '拍品列表' });
    await expect(table).not.toHaveTextContent('20,350.00');
    await expect(canvas.getAllByRole('link', { name: '去认证' })).toHaveLength(2);
  },
});

export const Empty = meta.story({ args: { rows: [], empty: '该专场暂无拍品' } });
