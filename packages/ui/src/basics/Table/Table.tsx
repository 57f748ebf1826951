import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { Empty } from '../Empty/Empty.tsx';
import { ErrorState } from '../ErrorState/ErrorState.tsx';
import { LoadingStatus, SkeletonBlock } from '../Skeleton/Skeleton.tsx';

/** One column of a Table. */
export interface TableColumn<Row> {
  /** Unique per table; also the field shown when there is no `render`. */
  key: string;
  /** The header text. */
  title: ReactNode;
  /** Renders the cell; without it the cell shows `row[key]`. */
  render?: (row: Row, index: number) => ReactNode;
  /** Money and other amounts are right-aligned. */
  align?: 'left' | 'right' | 'center';
  /** Column width, e.g. 120 or '20%'. */
  width?: number | string;
  /**
   * Numbers, specifications, times, states and actions never wrap (UI.md): on one line, and with
   * a width, cut with an ellipsis with the whole text on hover. Right-aligned figures never wrap.
   */
  nowrap?: boolean;
}

/** The list states a table shows instead of its rows. */
export interface TableStateProps {
  /** Shows skeleton rows instead of the rows. */
  loading?: boolean;
  /** The message from the contract client; shows the error state instead of the rows. */
  error?: string;
  /** Called by the error state's 重试 button. */
  onRetry?: () => void;
  /** What an empty list shows, e.g. an Empty with 暂无订单 and 去逛逛现货商城. */
  empty?: ReactNode;
}

export interface TableProps<Row> extends TableStateProps {
  /** The columns, in order. */
  columns: readonly TableColumn<Row>[];
  /** The rows of the current page. */
  rows: readonly Row[];
  /** The unique key of a row, e.g. its order number. */
  rowKey: (row: Row) => Key;
  /** The accessible name of the table, e.g. 订单列表. */
  label: string;
  /** Number of skeleton rows while loading. */
  skeletonRows?: number;
  /** Where the sticky header stops, in px from the top of the scroll area (below a sticky page header). */
  $stickyTop?: number;
}

const Root = styled.table<{ $stickyTop: number }>`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  background: ${({ theme }) => theme.color.surface};
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[3]}px`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: middle;
  }
  th {
    position: sticky;
    top: ${({ $stickyTop }) => $stickyTop}px;
    z-index: 1;
    background: ${({ theme }) => theme.color.fill};
    color: ${({ theme }) => theme.color.textSecondary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    white-space: nowrap;
  }
  [data-align='right'] {
    text-align: right;
    white-space: nowrap;
  }
  td[data-nowrap] {
    white-space: nowrap;
  }
  td[data-nowrap][data-clip] {
    max-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  [data-align='center'] {
    text-align: center;
  }
  tbody tr[data-row]:hover td {
    background: ${({ theme }) => theme.color.background};
  }
`;

const FullRow = ({ span, children }: { span: number; children: ReactNode }) => (
  <tr>
    <td colSpan={span}>{children}</td>
  </tr>
);

/** The `rowKey` of rows that carry their own `key`. */
export const byKey = (row: { key: Key }): Key => row.key;

const cellValue = (row: unknown, key: string): ReactNode => {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
};

/**
 * A simple presentational table with a sticky header and the three list states: skeleton rows
 * while loading, the error state with 重试, and an empty state.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  label,
  loading = false,
  error,
  onRetry,
  empty = <Empty description="暂无数据" />,
  skeletonRows = 5,
  $stickyTop = 0,
}: TableProps<Row>) {
  const span = columns.length;

  const body = () => {
    if (loading) {
      return Array.from({ length: skeletonRows }, (_, index) => (
        <tr key={index}>
          {columns.map((column) => (
            <td key={column.key}>
              <SkeletonBlock />
            </td>
          ))}
        </tr>
      ));
    }
    if (error !== undefined) {
      return (
        <FullRow span={span}>
          <ErrorState message={error} onRetry={onRetry} />
        </FullRow>
      );
    }
    if (rows.length === 0) return <FullRow span={span}>{empty}</FullRow>;
    return rows.map((row, index) => (
      <tr key={rowKey(row)} data-row="">
        {columns.map((column) => {
          const value = column.render ? column.render(row, index) : cellValue(row, column.key);
          return (
            <td
              key={column.key}
              data-align={column.align}
              data-nowrap={column.nowrap || undefined}
              data-clip={(column.nowrap && column.width !== undefined) || undefined}
              title={column.nowrap && typeof value === 'string' ? value : undefined}
            >
              {value}
            </td>
          );
        })}
      </tr>
    ));
  };

  return (
    <>
      {loading && <LoadingStatus />}
      <Root aria-label={label} aria-busy={loading || undefined} $stickyTop={$stickyTop}>
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-align={column.align}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body()}</tbody>
      </Root>
    </>
  );
}
