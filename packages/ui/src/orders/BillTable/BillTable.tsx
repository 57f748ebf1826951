import type { Key, ReactNode } from 'react';
import { Checkbox } from '../../basics/Checkbox/Checkbox.tsx';
import { Currency } from '../../basics/Currency/Currency.tsx';
import { FixedDecimal } from '../../basics/NumberText/NumberText.tsx';
import { byKey, Table, type TableColumn, type TableStateProps } from '../../basics/Table/Table.tsx';
import { StatusTag, type StatusValue } from '../../basics/StatusTag/StatusTag.tsx';

/** One received delivery as the invoice lists show it, its figures formatted by the domain. */
export interface BillRow {
  /** Unique in the list: the delivery id; what a selection holds. */
  key: Key;
  /** e.g. FH20260318270011. */
  deliveryNo: string;
  /** e.g. DD20260318027001. */
  orderNo: string;
  /** Tonnes, with 3 decimals, e.g. '5.000'. */
  weight: string;
  /** The delivery's amount, e.g. '¥117,250.00'. */
  amount: string;
  /** When it was received, e.g. 2026-03-18 17:30:00. */
  receivedAt: string;
  /** The invoice status: its word (e.g. 待开票) and tone. */
  invoiceStatus: StatusValue;
  /** The row's text buttons, e.g. 查看发票 and 撤销申请. */
  actions?: ReactNode;
}

/** Deliveries that can be chosen for one invoice. */
export interface BillSelection {
  /** The keys of the chosen deliveries (controlled). */
  selected: ReadonlySet<Key>;
  /** Called with the new selection: a delivery's checkbox or the select-all box. */
  onChange: (next: ReadonlySet<Key>) => void;
}

export interface BillTableProps extends TableStateProps {
  /** The accessible name of the table, e.g. 待开票发货单. */
  label: string;
  /** The deliveries of the current page. */
  rows: readonly BillRow[];
  /** Makes the deliveries selectable, with a select-all box in the header. */
  selection?: BillSelection;
}

/**
 * The received deliveries of the invoice pages (发货单号, 订单编号, 重量, 金额, 收货时间, 开票状态,
 * 操作), optionally selectable (Radix Checkbox, 全选 in the header), with the list states.
 */
export function BillTable({ selection, ...props }: BillTableProps) {
  const { rows, loading } = props;
  const columns: TableColumn<BillRow>[] = [
    { key: 'deliveryNo', title: '发货单号' },
    { key: 'orderNo', title: '订单编号' },
    {
      key: 'weight',
      title: '重量(吨)',
      align: 'right',
      width: 100,
      render: (row) => <FixedDecimal>{row.weight}</FixedDecimal>,
    },
    {
      key: 'amount',
      title: '金额(元)',
      align: 'right',
      width: 140,
      render: (row) => <Currency>{row.amount}</Currency>,
    },
    { key: 'receivedAt', title: '收货时间', width: 170 },
    {
      key: 'invoiceStatus',
      title: '开票状态',
      width: 100,
      render: (row) => (
        <StatusTag tone={row.invoiceStatus.tone}>{row.invoiceStatus.label}</StatusTag>
      ),
    },
    { key: 'actions', title: '操作', width: 210, render: (row) => row.actions },
  ];
  if (selection) {
    const { selected, onChange } = selection;
    const chosen = rows.filter((row) => selected.has(row.key)).length;
    columns.unshift({
      key: 'select',
      title: (
        <Checkbox
          aria-label="全选"
          checked={
            rows.length > 0 && chosen === rows.length ? true : chosen > 0 ? 'indeterminate' : false
          }
          disabled={loading || rows.length === 0}
          onCheckedChange={(checked) =>
            onChange(new Set(checked === true ? rows.map((row) => row.key) : []))
          }
        />
      ),
      width: 48,
      render: (row) => (
        <Checkbox
          aria-label={`选择 ${row.deliveryNo}`}
          checked={selected.has(row.key)}
          onCheckedChange={(checked) => {
            const next = new Set(selected);
            if (checked === true) next.add(row.key);
            else next.delete(row.key);
            onChange(next);
          }}
        />
      ),
    });
  }
  return <Table columns={columns} rowKey={byKey} skeletonRows={4} {...props} />;
}
