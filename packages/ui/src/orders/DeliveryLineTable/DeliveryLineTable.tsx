import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { Stack } from '../../layout/Stack/Stack.tsx';
import { space } from '../../theme/index.ts';

/** A line of an order that can still be delivered. */
export interface DeliveryLineRow {
  key: Key;
  productName: string;
  /** The specification; '—' when empty. */
  spec: string;
  /** Tonnes left to deliver, formatted. */
  remaining: string;
  /** The line's 发货 checkbox (the form's control). */
  choose: ReactNode;
  /** The field of this delivery's tonnes (the form's control). */
  weight: ReactNode;
}

export interface DeliveryLineTableProps {
  /** The table's accessible name, e.g. 发货商品. */
  label: string;
  lines: readonly DeliveryLineRow[];
  /** The message about the lines as a whole (e.g. 请选择发货商品), under the table. */
  error?: string;
}

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${space(2)} ${space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.color.fill};
    color: ${({ theme }) => theme.color.textSecondary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  [data-figure] {
    text-align: right;
  }
`;

const LinesError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/**
 * The lines of a delivery application: each with its 发货 checkbox, the goods, the tonnes left
 * and the field of the tonnes to deliver now; the form's message about the lines under it.
 */
export function DeliveryLineTable({ label, lines, error }: DeliveryLineTableProps) {
  return (
    <Stack $gap={2}>
      <Lines aria-label={label}>
        <thead>
          <tr>
            <th scope="col">发货</th>
            <th scope="col">商品</th>
            <th scope="col">规格</th>
            <th scope="col" data-figure="">
              可发货(吨)
            </th>
            <th scope="col">本次发货(吨)</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <td>{line.choose}</td>
              <td>{line.productName}</td>
              <td>{line.spec || '—'}</td>
              <td data-figure="">{line.remaining}</td>
              <td>{line.weight}</td>
            </tr>
          ))}
        </tbody>
      </Lines>
      {error && <LinesError role="alert">{error}</LinesError>}
    </Stack>
  );
}
