import type { Key } from 'react';
import { byKey, Table, type TableColumn, type TableStateProps } from '../../basics/Table/Table.tsx';

/** One amount held back, formatted by the domain. */
export interface HeldDepositRow {
  /** Unique in the list. */
  key: Key;
  /** 订单定金, 竞拍保证金 or 提现待打款. */
  kind: string;
  /** The order number, the lot, the withdrawal. */
  refNo: string;
  /** e.g. '¥300.00'. */
  amount: string;
  /** When it is given back or spent. */
  reason: string;
  /** Since when. */
  time: string;
}

export interface HeldDepositTableProps extends TableStateProps {
  rows: readonly HeldDepositRow[];
}

const COLUMNS: readonly TableColumn<HeldDepositRow>[] = [
  { key: 'kind', title: '用途', width: 110 },
  { key: 'refNo', title: '关联单号', width: 190 },
  { key: 'amount', title: '金额(元)', align: 'right', width: 140 },
  { key: 'reason', title: '说明' },
  { key: 'time', title: '时间', width: 170 },
];

/** 保证金明细: what the company's money is held for (order deposits, auction deposits, withdrawals). */
export function HeldDepositTable(props: HeldDepositTableProps) {
  return <Table label="保证金明细" columns={COLUMNS} rowKey={byKey} skeletonRows={3} {...props} />;
}
