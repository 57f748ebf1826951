import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { Currency } from '../../basics/Currency/Currency.tsx';
import { byKey, Table, type TableColumn, type TableStateProps } from '../../basics/Table/Table.tsx';
import { statusColumn, type StatusValue } from '../../basics/StatusTag/StatusTag.tsx';

/** One payment record as 支付记录 lists it, formatted by the domain. */
export interface PaymentRecordRow {
  /** Unique in the list: the payment id. */
  key: Key;
  /** The payment's number, e.g. 61003. */
  payNo: string;
  /** e.g. DD20260318027001. */
  orderNo: string;
  /** 定金, 尾款, 差价款 or 退款. */
  kind: string;
  /** 余额支付 or 线下转账, with the transfer's serial number. */
  method: ReactNode;
  /** e.g. '¥23,450.00'. */
  amount: string;
  /** A refund to the balance: its amount reads as money coming back. */
  refund: boolean;
  /** 待确认, 已支付 or 已取消. */
  status: StatusValue;
  /** When it was made. */
  createdAt: string;
  /** When it was paid; '' before. */
  paidAt: string;
}

export interface PaymentRecordTableProps extends TableStateProps {
  /** The records of the current page. */
  rows: readonly PaymentRecordRow[];
}

const Refund = styled.span`
  color: ${({ theme }) => theme.color.success};
  font-variant-numeric: tabular-nums;
`;

const COLUMNS: readonly TableColumn<PaymentRecordRow>[] = [
  { key: 'payNo', title: '支付单号', width: 100, nowrap: true },
  { key: 'orderNo', title: '订单编号', width: 180, nowrap: true },
  { key: 'kind', title: '款项', width: 80, nowrap: true },
  { key: 'method', title: '支付方式', render: (row) => row.method },
  {
    key: 'amount',
    title: '金额(元)',
    align: 'right',
    width: 140,
    render: (row) =>
      row.refund ? <Refund>+{row.amount}（退回余额）</Refund> : <Currency>{row.amount}</Currency>,
  },
  statusColumn((row) => row.status),
  { key: 'createdAt', title: '创建时间', width: 170, nowrap: true },
  { key: 'paidAt', title: '支付时间', width: 170, nowrap: true },
];

/** The company's payment records (支付记录): refunds read as money back to the balance. */
export function PaymentRecordTable(props: PaymentRecordTableProps) {
  return <Table label="支付记录" columns={COLUMNS} rowKey={byKey} skeletonRows={4} {...props} />;
}
