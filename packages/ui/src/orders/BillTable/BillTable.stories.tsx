import { useState, type Key } from 'react';
import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../../basics/Button/Button.tsx';
import { Empty } from '../../basics/Empty/Empty.tsx';
import { BillTable, type BillRow, type BillTableProps } from './BillTable.tsx';

const rows: BillRow[] = [
  {
    key: 270011,
    deliveryNo: 'FH20260318270011',
    orderNo: 'DD20260318027001',
    weight: '5.000',
    amount: '¥117,250.00',
    receivedAt: '2026-03-18 17:30:00',
    invoiceStatus: { label: '待开票', tone: 'waiting' },
  },
  {
    key: 270021,
    deliveryNo: 'FH20260317270021',
    orderNo: 'DD20260317027002',
    weight: '8.126',
    amount: '¥175,196.56',
    receivedAt: '2026-03-17 17:30:00',
    invoiceStatus: { label: '待开票', tone: 'waiting' },
  },
  {
    key: 270022,
    deliveryNo: 'FH20260317270022',
    orderNo: 'DD20260317027002',
    weight: '2.000',
    amount: '¥41,960.00',
    receivedAt: '2026-03-17 17:30:00',
    invoiceStatus: { label: '待开票', tone: 'waiting' },
  },
];

/** Holds the selection like the page does. */
function Selectable(props: BillTableProps) {
  const [selected, setSelected] = useState<ReadonlySet<Key>>(new Set());
  return <BillTable {...props} selection={{ selected, onChange: setSelected }} />;
}

const meta = preview.meta({
  title: 'Components/BillTable',
  component: BillTable,
  args: { label: '待开票发货单', rows, onRetry: fn() },
});

/** 全选 chooses every delivery; a second click clears them; one box chooses one. */
export const Selection = meta.story({
  render: (args) => <Selectable {...args} />,
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: '全选' });
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 FH20260317270021' }));
    await expect(all).toHaveAttribute('data-state', 'indeterminate');
    await userEvent.click(all);
    await expect(canvas.getByRole('checkbox', { name: '选择 FH20260318270011' })).toBeChecked();
    await expect(all).toBeChecked();
    await userEvent.click(all);
    await expect(canvas.getByRole('checkbox', { name: '选择 FH20260317270022' })).not.toBeChecked();
  },
});

/** Without a selection, with row actions (the 已申请开票 list). */
export const WithActions = meta.story({
  args: {
    label: '已申请开票发货单',
    rows: rows.map((row) => ({
      ...row,
      invoiceStatus: { label: '已申请开票', tone: 'active' },
      actions: (
        <Button variant="text" size="sm">
          查看发票
        </Button>
      ),
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: '已申请开票发货单' })).toHaveTextContent(
      '¥175,196.56',
    );
    await expect(canvas.getAllByRole('button', { name: '查看发票' })).toHaveLength(3);
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
});

export const Loading = meta.story({
  args: { loading: true, rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('加载中')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  args: { rows: [], error: '服务器端出错' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('服务器端出错');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

export const EmptyList = meta.story({
  args: { rows: [], empty: <Empty description="暂无待开票的发货单" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无待开票的发货单')).toBeVisible();
  },
});
