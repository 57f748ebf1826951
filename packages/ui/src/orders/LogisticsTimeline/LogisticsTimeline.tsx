import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from 'radix-ui';
import { Button } from '../../basics/Button/Button.tsx';
import { Empty } from '../../basics/Empty/Empty.tsx';
import { ErrorState } from '../../basics/ErrorState/ErrorState.tsx';
import { Skeleton } from '../../basics/Skeleton/Skeleton.tsx';
import { space } from '../../theme/index.ts';

/** One step of a shipment. */
export interface LogisticsStep {
  /** Unique in the timeline, e.g. the time and the text. */
  key: Key;
  /** When, e.g. 2026-03-22 09:20:00. */
  at: string;
  /** What happened, e.g. 【广州市】快件已到达广州白云转运中心. */
  text: string;
}

export interface LogisticsTimelineProps {
  /** The carrier, e.g. 顺丰快运. */
  company: string;
  /** The tracking number. */
  logisticsNo: string;
  /** The steps, newest first; the first one is marked as the latest. */
  steps: readonly LogisticsStep[];
  /** Shows a skeleton while the tracking loads. */
  loading?: boolean;
  /** The contract client's message when the tracking failed to load. */
  error?: string;
  /** Loads the tracking again after an error. */
  onRetry?: () => void;
  /** Asks the carrier for the latest step (刷新物流). */
  onRefresh?: () => void;
  /** The refresh is in flight. */
  refreshing?: boolean;
  /** A note under the steps, e.g. when the latest step arrived. */
  note?: ReactNode;
}

const Root = styled.section`
  display: grid;
  gap: ${space(3)};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};

  & > h3 {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr);
  gap: ${space(3)};
  padding: 0 0 ${space(4)} ${space(5)};
  color: ${({ theme }) => theme.color.textSecondary};

  &::before {
    content: '';
    position: absolute;
    top: 6px;
    left: 4px;
    width: 9px;
    height: 9px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.borderStrong};
  }
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    top: 18px;
    bottom: 0;
    left: 8px;
    border-left: 1px solid ${({ theme }) => theme.color.border};
  }
  &[data-latest='true'] {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &[data-latest='true']::before {
    background: ${({ theme }) => theme.color.success};
  }
  & > time {
    font-variant-numeric: tabular-nums;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** A shipment's tracking: carrier and number, 刷新物流, and its steps newest first. */
export function LogisticsTimeline({
  company,
  logisticsNo,
  steps,
  loading = false,
  error,
  onRetry,
  onRefresh,
  refreshing = false,
  note,
}: LogisticsTimelineProps) {
  const body = () => {
    if (loading) return <Skeleton lines={3} />;
    if (error !== undefined) return <ErrorState message={error} onRetry={onRetry} />;
    if (steps.length === 0) return <Empty description="暂无物流信息，请稍后刷新" />;
    return (
      <Steps aria-label="物流轨迹">
        {steps.map((step, index) => (
          <Step key={step.key} data-latest={index === 0}>
            <time>{step.at}</time>
            <span>
              {index === 0 && <VisuallyHidden.Root>最新：</VisuallyHidden.Root>}
              {step.text}
            </span>
          </Step>
        ))}
      </Steps>
    );
  };
  return (
    <Root aria-label="物流信息">
      <Head>
        <h3>
          {company} {logisticsNo}
        </h3>
        {onRefresh && (
          <Button size="sm" loading={refreshing} onClick={onRefresh}>
            刷新物流
          </Button>
        )}
      </Head>
      {body()}
      {note && <Note>{note}</Note>}
    </Root>
  );
}
