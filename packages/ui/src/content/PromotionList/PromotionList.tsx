import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Empty } from '../../basics/Empty/Empty.tsx';
import { ErrorState } from '../../basics/ErrorState/ErrorState.tsx';
import { PromotionCard, type PromotionCardProps } from '../PromotionCard/PromotionCard.tsx';
import { LoadingStatus, SkeletonBlock } from '../../basics/Skeleton/Skeleton.tsx';
import { space } from '../../theme/index.ts';

/** One promotion of the list. */
export interface PromotionListItem extends PromotionCardProps {
  /** Unique in the list. */
  id: string | number;
}

export interface PromotionListProps {
  /** The promotions of the current page, in order. */
  items: readonly PromotionListItem[];
  /** The accessible name of the list, e.g. 促销活动. */
  label: string;
  /** Shows placeholder cards while the page loads. */
  loading?: boolean;
  /** The contract client's message when loading failed; shows it with 重试. */
  error?: string;
  /** Loads the page again after an error. */
  onRetry?: () => void;
  /** What an empty list shows: a sentence and the next action. */
  empty?: ReactNode;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  /* Space before what follows the grid, e.g. its pagination. */
  & + * {
    margin-top: ${space(4)};
  }
`;

/** Promotions as a grid of cards, three a row; loading, empty and error states built in. */
export function PromotionList({
  items,
  label,
  loading = false,
  error,
  onRetry,
  empty = <Empty description="暂无促销活动" />,
}: PromotionListProps) {
  if (loading) {
    return (
      <Grid as="div" aria-busy="true">
        <LoadingStatus />
        {Array.from({ length: 3 }, (_, index) => (
          <SkeletonBlock key={index} $height="172px" />
        ))}
      </Grid>
    );
  }
  if (error !== undefined) return <ErrorState message={error} onRetry={onRetry} />;
  if (items.length === 0) return <>{empty}</>;
  return (
    <Grid aria-label={label}>
      {items.map(({ id, ...card }) => (
        <li key={id}>
          <PromotionCard {...card} />
        </li>
      ))}
    </Grid>
  );
}
