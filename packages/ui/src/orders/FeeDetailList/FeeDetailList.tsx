import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorState } from '../../basics/ErrorState/ErrorState.tsx';
import { Skeleton } from '../../basics/Skeleton/Skeleton.tsx';
import { space } from '../../theme/index.ts';

/** One fee line, its amount formatted by the domain. */
export interface FeeLine {
  /** Unique in the list, e.g. the label. */
  key: Key;
  /** e.g. 货款（按过磅）. */
  label: string;
  /** e.g. '¥118,657.00' or '-¥23,450.00'. */
  amount: ReactNode;
  /** The line the others come to (应付尾款 / 应退款): shown larger, in the price colour. */
  total?: boolean;
}

export interface FeeDetailListProps {
  /** The accessible name, e.g. 费用明细. */
  label: string;
  /** The lines, in order, the total last. */
  lines: readonly FeeLine[];
  /** Shows a skeleton while the fees are (re)computed. */
  loading?: boolean;
  /** The contract client's message when the fees failed to load. */
  error?: string;
  /** Loads the fees again after an error. */
  onRetry?: () => void;
}

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space(2)} ${space(5)};
  margin: 0;
  font-variant-numeric: tabular-nums;

  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    margin: 0;
    text-align: right;
  }
  [data-total='true'] {
    padding-top: ${space(2)};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd[data-total='true'] {
    color: ${({ theme }) => theme.color.price};
  }
`;

/** A dt and its dd, laid out by the list's grid. */
const Group = styled.div`
  display: contents;
`;

/** The settlement of a final payment as fee lines, the total last; loading and error states. */
export function FeeDetailList({
  label,
  lines,
  loading = false,
  error,
  onRetry,
}: FeeDetailListProps) {
  const body = () => {
    if (loading) return <Skeleton lines={4} />;
    if (error !== undefined) return <ErrorState message={error} onRetry={onRetry} />;
    return (
      <List>
        {lines.map((line) => (
          <Group key={line.key}>
            <dt data-total={line.total === true}>{line.label}</dt>
            <dd data-total={line.total === true}>{line.amount}</dd>
          </Group>
        ))}
      </List>
    );
  };
  return (
    <section aria-label={label} aria-busy={loading || undefined}>
      {body()}
    </section>
  );
}
