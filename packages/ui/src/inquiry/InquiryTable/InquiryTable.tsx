import type { Key, ReactNode } from 'react';
import { NumberText } from '../../basics/NumberText/NumberText.tsx';
import { byKey, Table, type TableColumn, type TableStateProps } from '../../basics/Table/Table.tsx';
import { statusColumn, type StatusValue } from '../../basics/StatusTag/StatusTag.tsx';

/** One inquiry as 询价单 and 历史询价 list it. */
export interface InquiryRow {
  /** Unique in the list: the inquiry id. */
  key: Key;
  /** e.g. XJ202603160003. */
  inquiryNo: string;
  /** When it was sent, e.g. 2026-03-16 10:05:00. */
  createdAt: string;
  /** The first line's specification, e.g. 6063-T5 2×1250×2500. */
  firstSpec: string;
  /** e.g. 共 3 行，已报价 3 行. */
  lines: string;
  /** Tonnes, 3 decimals. */
  totalTonnes: string;
  /** The earliest validity end of the quotes still valid, or '-'. */
  validUntil: string;
  /** 待受理, 报价中, 已报价... */
  status: StatusValue;
  /** What the status allows. */
  actions?: ReactNode;
}

export interface InquiryTableProps extends TableStateProps {
  /** The table's accessible name: 询价单 or 历史询价. */
  label: string;
  rows: readonly InquiryRow[];
}

const COLUMNS: readonly TableColumn<InquiryRow>[] = [
  { key: 'inquiryNo', title: '询价单号', width: 150, nowrap: true },
  { key: 'createdAt', title: '询价时间', width: 160, nowrap: true },
  { key: 'firstSpec', title: '规格', width: 180, nowrap: true },
  { key: 'lines', title: '明细', width: 150 },
  {
    key: 'totalTonnes',
    title: '重量(吨)',
    align: 'right',
    width: 90,
    render: (row) => <NumberText>{row.totalTonnes}</NumberText>,
  },
  { key: 'validUntil', title: '报价有效期至', width: 160, nowrap: true },
  statusColumn((row) => row.status),
  { key: 'actions', title: '操作', width: 160, nowrap: true, render: (row) => row.actions },
];

/** The company's inquiries with their status and what each allows, with the list states. */
export function InquiryTable(props: InquiryTableProps) {
  return <Table columns={COLUMNS} rowKey={byKey} skeletonRows={4} {...props} />;
}
