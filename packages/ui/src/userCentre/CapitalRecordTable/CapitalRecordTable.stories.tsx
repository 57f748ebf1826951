import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../../basics/Button/Button.tsx';
import { Empty } from '../../basics/Empty/Empty.tsx';
import { expectEmpty } from '../../storyStates.ts';
import { CapitalRecordTable, type CapitalRecordRow } from './CapitalRecordTable.tsx';

const rows: CapitalRecordRow[] = [
  {
    key: 909,
    time: '2026-03-18 10:20:00',
    kind: '充值',
    amount: '+¥50,000.00',
    incoming: true,
    availableAfter: '¥1,500,000.50',
    frozenAfter: '¥20,300.00',
    reason: '银行转账充值（ICBC20260318001）',
    status: { label: '待确认', tone: 'active' },
    action: <Button size="sm">删除</Button>,
  },
  {
    key: 908,
    time: '2026-03-18 09:40:00',
    kind: '提现',
    amount: '冻结 ¥20,000.00',
    incoming: false,
    availableAfter: '¥1,500,000.50',
    frozenAfter: '¥20,300.00',
    reason: '提现至 中国建设银行佛山南海支行，待财务打款',
    status: { label: '待确认', tone: 'active' },
  },
  {
    key: 904,
    time: '2026-03-14 09:10:00',
    kind: '支付尾款',
    amount: '-¥45,230.70',
    incoming: false,
    availableAfter: '¥1,520,640.30',
    frozenAfter: '¥0.00',
    reason: '支付尾款（DD20260310003001）',
    status: { label: '已完成', tone: 'done' },
  },
];

const meta = preview.meta({
  title: 'Components/CapitalRecordTable',
  component: CapitalRecordTable,
  args: { rows },
});

/** Signed amounts with the amounts after each movement; a row without an action shows '-'. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '资金记录' });
    await expect(table).toHaveTextContent('冻结 ¥20,000.00');
    await expect(canvas.getAllByRole('button', { name: '删除' })).toHaveLength(1);
  },
});

export const EmptyList = meta.story({
  args: { rows: [], empty: <Empty description="暂无资金记录" /> },
  play: expectEmpty('暂无资金记录'),
});
