import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';
import { byKey, Table, type TableColumn, type TableStateProps } from '../../basics/Table/Table.tsx';

/** One contract signed with the company's seal. */
export interface SignatureRow {
  /** Unique in the list: the record's id. */
  key: Key;
  contractNo: string;
  orderNo: string;
  signerName: string;
  signedAt: string;
  /** 查看 and 下载 of the signed PDF. */
  actions: ReactNode;
}

export interface SignatureTableProps extends TableStateProps {
  /** The records of the current page. */
  rows: readonly SignatureRow[];
}

const Actions = styled.span`
  display: inline-flex;
  gap: ${space(2)};
`;

const COLUMNS: readonly TableColumn<SignatureRow>[] = [
  { key: 'contractNo', title: '合同编号', width: 170 },
  { key: 'orderNo', title: '订单编号', width: 170 },
  { key: 'signerName', title: '签署人', width: 100 },
  { key: 'signedAt', title: '签署时间', width: 170 },
  { key: 'actions', title: '操作', render: (row) => <Actions>{row.actions}</Actions> },
];

/** The contracts signed with the company's electronic seal (签署记录). */
export function SignatureTable(props: SignatureTableProps) {
  return <Table label="签署记录" columns={COLUMNS} rowKey={byKey} skeletonRows={4} {...props} />;
}
