import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Currency } from '../../basics/Currency/index.ts';
import { ErrorState } from '../../basics/ErrorState/index.ts';
import { Panel } from '../../basics/Panel/index.ts';
import { PriceChange, type PriceDirection } from '../../basics/PriceChange/index.ts';
import { Skeleton } from '../../basics/Skeleton/index.ts';
import { Sparkline } from '../../basics/Sparkline/index.ts';
import { space } from '../../theme/index.ts';

export interface TodayPriceCardProps {
  /**
   * Loading shows a skeleton; error shows the message with 重试. The figures keep one height
   * in every state, and the note shows in all of them, so the card does not change height
   * when the price arrives.
   */
  status: 'loading' | 'ready' | 'error';
  /** The price as the domain formatted it, e.g. ¥20,180.00, or '-' for uncertified users. */
  price?: string;
  /** The unit after the price. */
  unit?: string;
  /** The change on the day, formatted, e.g. +70.00, with its direction; left out when masked. */
  change?: { text: string; direction: PriceDirection };
  /** The trading day the price is for, e.g. 2026-11-20. */
  date?: string;
  /** Prices of the last trading days, oldest first, for the trend line; left out when masked. */
  trend?: readonly number[];
  /** The client's message when loading failed. */
  errorMessage?: string;
  /** Loads the price again. */
  onRetry?: () => void;
  /** A line under the price, e.g. the certification hint with 去认证. */
  note?: ReactNode;
}

/** The height of the figures with the trend line beside them. */
const Figures = styled.div`
  min-height: 73px;
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space(4)};
`;

const Numbers = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
`;

const Meta = styled.div`
  display: flex;
  gap: ${space(3)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

const Note = styled.div`
  margin-top: ${space(3)};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};

  a {
    text-decoration: underline;
  }
`;

/** Today's A00 aluminium spot price with its change on the day and a small trend line. */
export function TodayPriceCard({
  status,
  price = '',
  unit = '元/吨',
  change,
  date,
  trend,
  errorMessage = '',
  onRetry,
  note,
}: TodayPriceCardProps) {
  return (
    <Panel title="今日铝价" extra={date && <Meta>{date}</Meta>}>
      <Figures>
        {status === 'loading' && <Skeleton lines={2} />}
        {status === 'error' && <ErrorState message={errorMessage} onRetry={onRetry} />}
        {status === 'ready' && (
          <Row>
            <Numbers>
              <Currency size="lg" data-testid="today-price">
                {price}
              </Currency>
              <Meta>
                <span>A00 铝锭现货 · {unit}</span>
                {change && <PriceChange change={change} withWord />}
              </Meta>
            </Numbers>
            {trend && <Sparkline values={trend} label={`近 ${trend.length} 个交易日铝价走势`} />}
          </Row>
        )}
      </Figures>
      {note && <Note>{note}</Note>}
    </Panel>
  );
}
