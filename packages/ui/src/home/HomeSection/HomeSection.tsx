import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Empty } from '../../basics/Empty/Empty.tsx';
import { ErrorState } from '../../basics/ErrorState/ErrorState.tsx';
import { Panel } from '../../basics/Panel/Panel.tsx';
import { Skeleton } from '../../basics/Skeleton/Skeleton.tsx';

/** The loading and error state a home section is in, as its store reports it. */
export interface HomeSectionState {
  /** Shows a skeleton while the section loads. */
  loading?: boolean;
  /** The contract client's message when loading failed; shows it with 重试. */
  error?: string;
  /** Loads the section again after an error. */
  onRetry?: () => void;
}

export interface HomeSectionProps extends HomeSectionState {
  /** The section's heading, e.g. 现货资源. */
  title: string;
  /** Where 更多 leads; without it there is no 更多 link. */
  moreHref?: string;
  /** Whether the loaded section has nothing to show: it then says `emptyText`. */
  isEmpty: boolean;
  /** What an empty section says, e.g. 暂无现货资源. */
  emptyText: string;
  /** Lines of the loading skeleton. */
  skeletonLines?: number;
  /**
   * The height the loaded content usually takes (CSS length). It is kept while the section
   * loads, is empty or failed, so that the page does not jump when the content arrives.
   */
  reserve?: string;
  /** The loaded content. */
  children: ReactNode;
}

const Body = styled.div<{ $reserve?: string }>`
  min-height: ${({ $reserve = 'auto' }) => $reserve};
`;

/**
 * A titled home-page section with 更多 and the list states: a skeleton while loading, the
 * error with 重试, a short sentence when empty, and otherwise its content.
 */
export function HomeSection({
  title,
  moreHref,
  isEmpty,
  emptyText,
  skeletonLines = 4,
  reserve,
  loading = false,
  error,
  onRetry,
  children,
}: HomeSectionProps) {
  const shown = !loading && error === undefined && !isEmpty;
  const content = () => {
    if (loading) return <Skeleton lines={skeletonLines} />;
    if (error !== undefined) return <ErrorState message={error} onRetry={onRetry} />;
    if (isEmpty) return <Empty description={emptyText} />;
    return children;
  };
  return (
    <Panel
      title={title}
      extra={
        moreHref && (
          <a href={moreHref} aria-label={`查看更多${title}`}>
            更多
          </a>
        )
      }
    >
      <Body $reserve={shown ? undefined : reserve}>{content()}</Body>
    </Panel>
  );
}
