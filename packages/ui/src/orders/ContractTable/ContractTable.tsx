import type { Key, ReactNode } from 'react';
import { Currency } from '../../basics/Currency/Currency.tsx';
import { byKey, Table, type TableColumn, type TableStateProps } from '../../basics/Table/Table.tsx';

/** One sale contract as 历史合同 lists it, its amount formatted by the domain. */
export interface ContractRow {
  /** Unique in the list: the contract id. */
  key: Key;
  /** e.g. HT000000027001. */
  contractNo: string;
  /** e.g. DD20260318027001. */
  orderNo: string;
  /** The buyer's 采购单号, or — when none. */
  poNo: string;
  /** 交货方式: 自提, or 配送 with its address; — when none. */
  delivery: string;
  /** The contract's amount, e.g. '¥117,250.00'. */
  amount: string;
  /** When it was made, e.g. 2026-03-18 08:15:00. */
  createdAt: string;
  /** 平台合同 or 已上传盖章合同, with the uploaded file's name (cut on one line, whole on hover). */
  status: ReactNode;
  /** 查看合同, 下载合同 and, for administrators, 上传盖章合同. */
  actions?: ReactNode;
}

export interface ContractTableProps extends TableStateProps {
  /** The contracts of the current page. */
  rows: readonly ContractRow[];
}

const COLUMNS: readonly TableColumn<ContractRow>[] = [
  { key: 'contractNo', title: '合同编号', nowrap: true },
  { key: 'orderNo', title: '订单编号', nowrap: true },
  { key: 'poNo', title: '采购单号', width: 120, nowrap: true },
  { key: 'delivery', title: '交货方式', width: 160, nowrap: true },
  {
    key: 'amount',
    title: '合同金额(元)',
    align: 'right',
    width: 130,
    render: (row) => <Currency>{row.amount}</Currency>,
  },
  { key: 'createdAt', title: '签订时间', width: 160, nowrap: true },
  { key: 'status', title: '合同状态', width: 150, nowrap: true, render: (row) => row.status },
  { key: 'actions', title: '操作', width: 230, nowrap: true, render: (row) => row.actions },
];

/** The company's sale contracts (历史合同), with the list states. */
export function ContractTable(props: ContractTableProps) {
  return <Table label="历史合同" columns={COLUMNS} rowKey={byKey} skeletonRows={4} {...props} />;
}
