import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorState } from '../../basics/ErrorState/ErrorState.tsx';
import { PriceChange, type PriceChangeProps } from '../../basics/PriceChange/PriceChange.tsx';
import { Skeleton } from '../../basics/Skeleton/Skeleton.tsx';
import { Empty } from '../../basics/Empty/Empty.tsx';
import { Table, type TableColumn } from '../../basics/Table/Table.tsx';
import { space } from '../../theme/index.ts';

/** A price change as the domain formatted it. */
type Change = PriceChangeProps['change'];

/** One figure of the period, e.g. 区间最高 ¥20,110.00. */
export interface PriceFigure {
  /** What it is, e.g. 区间均价. */
  label: string;
  /** The formatted price, or '-' when masked. */
  value: string;
  /** A change instead of a price (区间涨跌); left out when masked. */
  change?: Change;
}

/** The figures of one series over the range. */
export interface FigureGroup {
  /** The series, e.g. 长江现货 A00 铝. */
  title: string;
  /** Its figures, in order. */
  figures: readonly PriceFigure[];
}

/** One series' price and change on a day. */
export interface PriceCell {
  /** The formatted price, '-' when masked, '' when the series has none that day. */
  price: string;
  /** The change on the trading day before; null when masked or missing. */
  change: Change | null;
}

/** One trading day of the table. */
export interface PriceHistoryRow {
  /** The day, e.g. 2026-03-18. */
  date: string;
  /** Each series' price that day, in the order of `seriesNames`. */
  cells: readonly PriceCell[];
}

export interface PriceHistoryPanelProps {
  /** Loading shows a skeleton; error shows the message with 重试. */
  status: 'loading' | 'ready' | 'error';
  /** Each series' figures over the range. */
  figures: readonly FigureGroup[];
  /** The chart, left out when prices are masked or the range is empty. */
  chart?: ReactNode;
  /** The series of the table's columns, in order. */
  seriesNames: readonly string[];
  /** The trading days, newest first. */
  rows: readonly PriceHistoryRow[];
  /** Actions over the table, e.g. 导出 CSV. */
  actions?: ReactNode;
  /** A line above the figures, e.g. why prices show '-' and how to see them. */
  note?: ReactNode;
  /** The client's message when loading failed. */
  errorMessage?: string;
  /** Loads the data again. */
  onRetry?: () => void;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

const Note = styled.p`
  margin: 0;
  padding: ${space(2)} ${space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.textSecondary};

  a {
    text-decoration: underline;
  }
`;

const GroupTitle = styled.h3`
  margin: 0 0 ${space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${space(3)};
  margin: 0;

  & > div {
    padding: ${space(3)} ${space(4)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  & dt {
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  & dd {
    margin: ${space(1)} 0 0;
    color: ${({ theme }) => theme.color.price};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
`;

/** The table scrolls under its sticky header, so a year of days stays on one screen. */
const Scroll = styled.div`
  max-height: 420px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const priceCell = (cell: PriceCell | undefined) => cell?.price ?? '';
const changeCell = (cell: PriceCell | undefined) =>
  cell?.change ? <PriceChange change={cell.change} /> : cell?.price === '' ? '' : '-';

/** 日期, then each series' price and change (CNY per tonne). */
const columnsOf = (seriesNames: readonly string[]): TableColumn<PriceHistoryRow>[] => [
  { key: 'date', title: '日期' },
  ...seriesNames.flatMap((name, i): TableColumn<PriceHistoryRow>[] => [
    {
      key: `price-${i}`,
      title: `${name}(元/吨)`,
      align: 'right',
      render: (row) => priceCell(row.cells[i]),
    },
    {
      key: `change-${i}`,
      title: '涨跌',
      align: 'right',
      render: (row) => changeCell(row.cells[i]),
    },
  ]),
];

/**
 * The data centre's price history: each series' figures over the range, the chart, and the
 * price of each trading day (the chart's accessible alternative). Masked prices show '-',
 * without the chart; a range without days says so.
 */
export function PriceHistoryPanel({
  status,
  figures,
  chart,
  seriesNames,
  rows,
  actions,
  note,
  errorMessage = '',
  onRetry,
}: PriceHistoryPanelProps) {
  if (status === 'loading') return <Skeleton lines={6} />;
  if (status === 'error') return <ErrorState message={errorMessage} onRetry={onRetry} />;
  return (
    <Root>
      {note && <Note>{note}</Note>}
      {figures.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <GroupTitle>{group.title}</GroupTitle>
          <Figures>
            {group.figures.map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>{figure.change ? <PriceChange change={figure.change} /> : figure.value}</dd>
              </div>
            ))}
          </Figures>
        </section>
      ))}
      {rows.length === 0 ? (
        <Empty description="该时间范围内没有交易日的价格" />
      ) : (
        <>
          {chart}
          {actions && <Actions>{actions}</Actions>}
          <Scroll tabIndex={0} role="region" aria-label="每日价格">
            <Table
              label="每日铝价"
              columns={columnsOf(seriesNames)}
              rows={rows}
              rowKey={(row) => row.date}
            />
          </Scroll>
        </>
      )}
    </Root>
  );
}
