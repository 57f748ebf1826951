import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { byKey, Table, type TableColumn, type TableStateProps } from '../../basics/Table/Table.tsx';
import { statusColumn, type StatusValue } from '../../basics/StatusTag/StatusTag.tsx';

/** One capital record as 资金记录 lists it, formatted by the domain. */
export interface CapitalRecordRow {
  /** Unique in the list: the record's id. */
  key: Key;
  /** When it happened. */
  time: string;
  /** 充值, 提现, 支付定金, 竞拍保证金… */
  kind: string;
  /** The signed amount, e.g. '+¥50,000.00', '-¥1,200.00' or '冻结 ¥300.00'. */
  amount: string;
  /** Whether the amount adds to the available balance (shown green). */
  incoming: boolean;
  /** e.g. '¥1,500,000.50'. */
  availableAfter: string;
  frozenAfter: string;
  /** What it was, with its reference (order number, serial number). */
  reason: string;
  /** 待确认, 已完成 or 已驳回. */
  status: StatusValue;
  /** The row's text actions (凭证, 删除) in a RowActions, if it has any. */
  action?: ReactNode;
}

export interface CapitalRecordTableProps extends TableStateProps {
  /** The records of the current page. */
  rows: readonly CapitalRecordRow[];
}

const Amount = styled.span<{ $incoming: boolean }>`
  color: ${({ theme, $incoming }) => ($incoming ? theme.color.success : theme.color.text)};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const COLUMNS: readonly TableColumn<CapitalRecordRow>[] = [
  { key: 'time', title: '时间', width: 170, nowrap: true },
  { key: 'kind', title: '类型', width: 100, nowrap: true },
  {
    key: 'amount',
    title: '金额(元)',
    align: 'right',
    width: 150,
    render: (row) => <Amount $incoming={row.incoming}>{row.amount}</Amount>,
  },
  { key: 'availableAfter', title: '可用余额(元)', align: 'right', width: 140 },
  { key: 'frozenAfter', title: '冻结金额(元)', align: 'right', width: 120 },
  { key: 'reason', title: '说明' },
  statusColumn((row) => row.status),
  { key: 'action', title: '操作', width: 110, nowrap: true, render: (row) => row.action ?? '-' },
];

/** The company's capital record (资金记录): every movement with the amounts after it. */
export function CapitalRecordTable(props: CapitalRecordTableProps) {
  return <Table label="资金记录" columns={COLUMNS} rowKey={byKey} skeletonRows={4} {...props} />;
}
