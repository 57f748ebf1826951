import styled from 'styled-components';
import { space } from '../../theme/index.ts';

/** One measured value beside the ordered one. */
export interface DeviationRow {
  /** e.g. 厚度(mm). */
  label: string;
  ordered: string;
  measured: string;
  /** e.g. -0.200 mm（-10.0%）; '' when it cannot be worked out. */
  deviation: string;
  /** Beyond tolerance: marked. */
  out: boolean;
}

export interface DeviationTableProps {
  /** The table's accessible name, e.g. 6061-T6 铝板 实测值. */
  label: string;
  rows: readonly DeviationRow[];
}

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  th,
  td {
    padding: ${space(2)} ${space(3)};
    border: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }

  th {
    background: ${({ theme }) => theme.color.fill};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  tr[data-variant='out'] td:last-child {
    color: ${({ theme }) => theme.color.danger};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/**
 * A product problem's measured values beside the ordered specification, the deviation of each
 * (超差 marked), so the mall sees it at a glance.
 */
export function DeviationTable({ label, rows }: DeviationTableProps) {
  return (
    <Grid aria-label={label}>
      <thead>
        <tr>
          <th scope="col">项目</th>
          <th scope="col">订单规格</th>
          <th scope="col">实测值</th>
          <th scope="col">偏差</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} data-variant={row.out ? 'out' : undefined}>
            <th scope="row">{row.label}</th>
            <td>{row.ordered || '-'}</td>
            <td>{row.measured || '-'}</td>
            <td>{row.out ? `${row.deviation} 超差` : row.deviation || '-'}</td>
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}
