import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorState } from '../../basics/ErrorState/ErrorState.tsx';
import { PriceChange, type PriceChangeProps } from '../../basics/PriceChange/PriceChange.tsx';
import { Skeleton } from '../../basics/Skeleton/Skeleton.tsx';
import { Sparkline } from '../../basics/Sparkline/Sparkline.tsx';
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

/** One trading day of the table. */
export interface PriceHistoryRow {
  /** The day, e.g. 2026-03-18. */
  date: string;
  /** The formatted price, or '-' when masked. */
  price: string;
  /** The change on the day before; null when masked. */
  change: Change | null;
}

export interface PriceHistoryPanelProps {
  /** Loading shows a skeleton; error shows the message with 重试. */
  status: 'loading' | 'ready' | 'error';
  /** The period's figures, in order. */
  figures: readonly PriceFigure[];
  /** Prices of the period, oldest first, for the chart; left out when masked. */
  trend?: readonly number[];
  /** What the chart shows, read out by screen readers. */
  trendLabel: string;
  /** The trading days, newest first. */
  rows: readonly PriceHistoryRow[];
  /** A line above the figures, e.g. why prices show '-' and how to see them. */
  note?: ReactNode;
  /** The client's message when loading failed. */
  errorMessage?: string;
  /** Loads the period again. */
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

const Chart = styled.div`
  padding: ${space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};

  /* The line scales to the panel's width. */
  svg {
    width: 100%;
    height: auto;
  }
`;

/** The table scrolls under its sticky header, so a year of days stays on one screen. */
const Scroll = styled.div`
  max-height: 420px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const columns: readonly TableColumn<PriceHistoryRow>[] = [
  { key: 'date', title: '日期' },
  { key: 'price', title: 'A00 均价（元/吨）', align: 'right' },
  {
    key: 'change',
    title: '涨跌（元/吨）',
    align: 'right',
    render: (row) => (row.change ? <PriceChange change={row.change} /> : '-'),
  },
];

/**
 * The data centre's aluminium price history: the period's figures, its trend line and the
 * price of each trading day. Masked prices show '-', without the chart.
 */
export function PriceHistoryPanel({
  status,
  figures,
  trend,
  trendLabel,
  rows,
  note,
  errorMessage = '',
  onRetry,
}: PriceHistoryPanelProps) {
  if (status === 'loading') return <Skeleton lines={6} />;
  if (status === 'error') return <ErrorState message={errorMessage} onRetry={onRetry} />;
  return (
    <Root>
      {note && <Note>{note}</Note>}
      <Figures>
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.change ? <PriceChange change={figure.change} /> : figure.value}</dd>
          </div>
        ))}
      </Figures>
      {trend && (
        <Chart>
          <Sparkline values={trend} width={1040} height={160} label={trendLabel} />
        </Chart>
      )}
      <Scroll tabIndex={0} role="region" aria-label="每日价格">
        <Table label="每日铝价" columns={columns} rows={rows} rowKey={(row) => row.date} />
      </Scroll>
    </Root>
  );
}
