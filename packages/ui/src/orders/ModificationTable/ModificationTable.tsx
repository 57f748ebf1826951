import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Table } from '../../basics/Table/Table.tsx';
import { space } from '../../theme/index.ts';

/** One modified line, its figures formatted by the domain. */
export interface ModificationRow {
  /** Unique, e.g. the line's detail id. */
  key: number;
  /** e.g. 6061-T6 铝板. */
  productName: string;
  /** Tonnes before and after, e.g. '5.000'. */
  oldWeight: string;
  newWeight: string;
  /** Amounts before and after, e.g. '¥117,250.00'. */
  oldAmount: string;
  newAmount: string;
}

export interface ModificationTableProps {
  /** The modified lines. */
  rows: readonly ModificationRow[];
  /** The order's amount before and after. */
  oldAmount: ReactNode;
  newAmount: ReactNode;
  /** The deposit difference, e.g. '¥4,690.00' (to pay) or '-¥2,345.00'. */
  depositDiff: ReactNode;
}

const Totals = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(5)};
  margin: ${space(3)} 0 0;
  font-variant-numeric: tabular-nums;

  & strong {
    color: ${({ theme }) => theme.color.price};
  }
`;

const columns = [
  { key: 'productName', title: '商品' },
  { key: 'oldWeight', title: '原重量(吨)', align: 'right' as const },
  { key: 'newWeight', title: '新重量(吨)', align: 'right' as const },
  { key: 'oldAmount', title: '原金额', align: 'right' as const },
  { key: 'newAmount', title: '新金额', align: 'right' as const },
];

/** A priced modification: each line before and after, the order's amounts and the deposit difference. */
export function ModificationTable({
  rows,
  oldAmount,
  newAmount,
  depositDiff,
}: ModificationTableProps) {
  return (
    <div>
      <Table label="修改明细" columns={columns} rows={rows} rowKey={(row) => row.key} />
      <Totals>
        <span>原订单金额 {oldAmount}</span>
        <span>新订单金额 {newAmount}</span>
        <span>
          定金差额 <strong>{depositDiff}</strong>
        </span>
      </Totals>
    </div>
  );
}
