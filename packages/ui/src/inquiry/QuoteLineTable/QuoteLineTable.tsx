import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { Currency } from '../../basics/Currency/Currency.tsx';
import { NumberText } from '../../basics/NumberText/NumberText.tsx';
import { byKey, Table, type TableColumn, type TableStateProps } from '../../basics/Table/Table.tsx';
import { statusColumn, type StatusValue } from '../../basics/StatusTag/StatusTag.tsx';

/** One line of an inquiry with the mall's quote, its figures formatted by the domain. */
export interface QuoteLineRow {
  /** Unique in the inquiry: the line's id. */
  key: Key;
  /** e.g. 6063-T5 2×1250×2500 氧化. */
  spec: string;
  /** e.g. 200 张. */
  quantity: string;
  /** Tonnes, 3 decimals. */
  tonnes: string;
  /** Price per tonne, e.g. '¥21,500.00', or '-' before a quote. */
  unitPrice: string;
  /** e.g. '¥215,000.00', or '-'. */
  amount: string;
  /** When the quote ends, or '-'. */
  validUntil: string;
  /** The time left of a valid quote on the server's clock, e.g. '剩余 2天 03:12:45', or '已过期'. */
  validity?: string;
  /** 待报价, 有效, 报价已过期, 报价已删除 (with its reason), 已下单. */
  state: StatusValue;
  /** A check box to pick the line (make-order). */
  pick?: ReactNode;
  /** 删除报价 and the like. */
  actions?: ReactNode;
}

export interface QuoteLineTableProps extends TableStateProps {
  /** The table's accessible name, e.g. 询价单 XJ202603160003 的明细. */
  label: string;
  rows: readonly QuoteLineRow[];
  /** Shows the 选择 column (make-order). */
  pickable?: boolean;
  /** Shows the 操作 column. */
  withActions?: boolean;
}

/** The time left, under the end time. */
const Validity = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textSecondary};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const money = (text: string) => (text === '-' ? text : <Currency>{text}</Currency>);

const PICK: TableColumn<QuoteLineRow> = {
  key: 'pick',
  title: '选择',
  width: 56,
  align: 'center',
  render: (row) => row.pick,
};
const COLUMNS: readonly TableColumn<QuoteLineRow>[] = [
  { key: 'spec', title: '规格' },
  { key: 'quantity', title: '数量', width: 90 },
  {
    key: 'tonnes',
    title: '重量(吨)',
    align: 'right',
    width: 90,
    render: (row) => <NumberText>{row.tonnes}</NumberText>,
  },
  {
    key: 'unitPrice',
    title: '单价(元/吨)',
    align: 'right',
    width: 120,
    render: (row) => money(row.unitPrice),
  },
  {
    key: 'amount',
    title: '金额(元)',
    align: 'right',
    width: 130,
    render: (row) => money(row.amount),
  },
  {
    key: 'validUntil',
    title: '报价有效期至',
    width: 160,
    render: (row) => (
      <>
        {row.validUntil}
        {row.validity && <Validity>{row.validity}</Validity>}
      </>
    ),
  },
  statusColumn((row) => row.state, { key: 'state', width: 140 }),
];
const ACTIONS: TableColumn<QuoteLineRow> = {
  key: 'actions',
  title: '操作',
  width: 100,
  render: (row) => row.actions,
};

/** An inquiry's lines with each quote's price, amount and validity (per line). */
export function QuoteLineTable({ pickable, withActions, ...props }: QuoteLineTableProps) {
  const columns = [...(pickable ? [PICK] : []), ...COLUMNS, ...(withActions ? [ACTIONS] : [])];
  return <Table columns={columns} rowKey={byKey} skeletonRows={3} {...props} />;
}
