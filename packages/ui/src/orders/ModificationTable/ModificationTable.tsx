import type { ReactNode } from 'react';
import styled from 'styled-components';
import { InlineNote } from '../../basics/InlineNote/InlineNote.tsx';
import { Table } from '../../basics/Table/Table.tsx';
import { space } from '../../theme/index.ts';

/** One modified line, its figures formatted by the domain. */
export interface ModificationRow {
  /** Unique, e.g. the line's detail id. */
  key: number;
  /** e.g. 6061-T6 铝板. */
  productName: string;
  /** Size text, e.g. 2×1250×2500; '' for ingots. */
  spec: string;
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
  /** The order amount's difference, e.g. '+¥23,450.00' or '-¥11,725.00'. */
  difference: ReactNode;
  /** The deposit difference, e.g. '¥4,690.00' (to pay) or '-¥2,345.00'. */
  depositDiff: ReactNode;
  /** What happens to the deposit, e.g. 多付定金 ¥2,345.00 转入尾款结算，不单独退回. */
  consequence: ReactNode;
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
  { key: 'spec', title: '规格', render: (row: ModificationRow) => row.spec || '—' },
  { key: 'oldWeight', title: '原重量(吨)', align: 'right' as const },
  { key: 'newWeight', title: '新重量(吨)', align: 'right' as const },
  { key: 'oldAmount', title: '原金额', align: 'right' as const },
  { key: 'newAmount', title: '新金额', align: 'right' as const },
];

/**
 * A priced modification: each line before and after (spec, tonnes, amount), the order's amounts
 * and their difference, the deposit difference and what happens to the deposit.
 */
export function ModificationTable({
  rows,
  oldAmount,
  newAmount,
  difference,
  depositDiff,
  consequence,
}: ModificationTableProps) {
  return (
    <div>
      <Table label="修改明细" columns={columns} rows={rows} rowKey={(row) => row.key} />
      <Totals>
        <span>原订单金额 {oldAmount}</span>
        <span>新订单金额 {newAmount}</span>
        <span>差额 {difference}</span>
        <span>
          定金差额 <strong>{depositDiff}</strong>
        </span>
      </Totals>
      <InlineNote>{consequence}</InlineNote>
    </div>
  );
}
