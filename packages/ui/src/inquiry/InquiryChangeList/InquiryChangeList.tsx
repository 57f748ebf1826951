import type { Key } from 'react';
import { Empty } from '../../basics/Empty/Empty.tsx';
import { byKey, Table, type TableColumn, type TableStateProps } from '../../basics/Table/Table.tsx';

/** One entry of an inquiry's change record. */
export interface InquiryChangeRow {
  key: Key;
  /** When, e.g. 2026-03-16 10:05:00. */
  at: string;
  /** 买家 or 商城. */
  by: string;
  content: string;
}

export interface InquiryChangeListProps extends TableStateProps {
  /** The table's accessible name, e.g. 询价单 XJ202603160003 的变更记录. */
  label: string;
  rows: readonly InquiryChangeRow[];
}

const COLUMNS: readonly TableColumn<InquiryChangeRow>[] = [
  { key: 'at', title: '时间', width: 170 },
  { key: 'by', title: '操作方', width: 80 },
  { key: 'content', title: '内容' },
];

/** An inquiry's change record (变更记录), oldest first. */
export function InquiryChangeList(props: InquiryChangeListProps) {
  return (
    <Table
      columns={COLUMNS}
      rowKey={byKey}
      skeletonRows={3}
      empty={<Empty description="暂无变更记录" />}
      {...props}
    />
  );
}
