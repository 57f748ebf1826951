import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Empty } from '../../basics/Empty/Empty.tsx';
import { expectEmpty, loadingState, serverErrorWith, withArgs } from '../../storyStates.ts';
import { PaymentRecordTable, type PaymentRecordRow } from './PaymentRecordTable.tsx';

const rows: PaymentRecordRow[] = [
  {
    key: 61004,
    payNo: '61004',
    orderNo: 'DD20260318027001',
    kind: '定金',
    method: '余额支付',
    amount: '¥23,450.00',
    refund: false,
    status: { label: '已支付', tone: 'done' },
    createdAt: '2026-03-18 14:20:00',
    paidAt: '2026-03-18 14:20:00',
  },
  {
    key: 62004,
    payNo: '62004',
    orderNo: 'DD20260318027001',
    kind: '尾款',
    method: '线下转账（流水号 CMB202603180004）',
    amount: '¥93,800.00',
    refund: false,
    status: { label: '待确认', tone: 'active' },
    createdAt: '2026-03-18 16:00:00',
    paidAt: '',
  },
  {
    key: 63007,
    payNo: '63007',
    orderNo: 'DD20260318030001',
    kind: '退款',
    method: '余额支付',
    amount: '¥1,256.40',
    refund: true,
    status: { label: '已支付', tone: 'done' },
    createdAt: '2026-03-18 18:00:00',
    paidAt: '2026-03-18 18:00:00',
  },
];

const meta = preview.meta({
  title: 'Components/PaymentRecordTable',
  component: PaymentRecordTable,
  args: { rows, onRetry: fn() },
});

/** A refund reads as money back to the balance. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '支付记录' });
    await expect(table).toHaveTextContent('线下转账（流水号 CMB202603180004）');
    await expect(table).toHaveTextContent('+¥1,256.40（退回余额）');
  },
});

export const Loading = meta.story(withArgs(loadingState, { rows: [] }));

export const ServerError = meta.story(withArgs(serverErrorWith('服务器端出错'), { rows: [] }));

export const EmptyList = meta.story({
  args: { rows: [], empty: <Empty description="暂无支付记录" /> },
  play: expectEmpty('暂无支付记录'),
});
