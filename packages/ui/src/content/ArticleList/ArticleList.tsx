import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Empty } from '../../basics/Empty/Empty.tsx';
import { ErrorState } from '../../basics/ErrorState/ErrorState.tsx';
import { LoadingStatus, SkeletonBlock } from '../../basics/Skeleton/Skeleton.tsx';
import { space } from '../../theme/index.ts';

/** One entry of the list: an article, a FAQ question or a question of 问答. */
export interface ArticleListItem {
  /** Unique in the list. */
  id: string | number;
  /** Hash route of the entry's page, e.g. `#/home/modelInfo/detail/32`. */
  href: string;
  /** The link text. */
  title: string;
  /** A plain-text lead under the title. */
  summary?: string;
  /** A category chip before the title, e.g. 市场行情. */
  tag?: string;
  /** A status on the right, e.g. 已回答 2 (success) or 待回答 (warning). */
  badge?: { text: string; variant: 'success' | 'warning' };
  /** Small print under the title, e.g. the source, the time and the reads. */
  meta?: readonly string[];
}

export interface ArticleListProps {
  /** The entries of the current page, in order. */
  items: readonly ArticleListItem[];
  /** The accessible name of the list, e.g. 资讯列表. */
  label: string;
  /** Shows skeleton rows while the page loads. */
  loading?: boolean;
  /** The contract client's message when loading failed; shows it with 重试. */
  error?: string;
  /** Loads the page again after an error. */
  onRetry?: () => void;
  /** What an empty list shows: a sentence and the next action. */
  empty?: ReactNode;
  /** Number of skeleton rows while loading. */
  skeletonRows?: number;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  /* Space before what follows the list, e.g. its pagination. */
  & + * {
    margin-top: ${space(4)};
  }
`;

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  padding: ${space(4)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  &:first-child {
    padding-top: 0;
  }
  &:last-child {
    border-bottom: 0;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${space(2)};
`;

const Tag = styled.span`
  flex: none;
  padding: 0 ${space(1)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 20px;
`;

const Title = styled.a`
  flex: 1;
  min-width: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  &:hover {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Badge = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.font.size.xs};

  &[data-variant='success'] {
    color: ${({ theme }) => theme.color.success};
  }
  &[data-variant='warning'] {
    color: ${({ theme }) => theme.color.warning};
  }
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(4)};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

/**
 * A list of linked headings (articles, FAQ, questions): an optional category chip, the title,
 * a status on the right, a lead and small print. Loading, empty and error states built in.
 */
export function ArticleList({
  items,
  label,
  loading = false,
  error,
  onRetry,
  empty = <Empty description="暂无内容" />,
  skeletonRows = 5,
}: ArticleListProps) {
  if (loading) {
    return (
      <div aria-busy="true">
        <LoadingStatus />
        {Array.from({ length: skeletonRows }, (_, index) => (
          <Row key={index} as="div" aria-hidden="true">
            <SkeletonBlock $width="50%" $height="18px" />
            <SkeletonBlock />
          </Row>
        ))}
      </div>
    );
  }
  if (error !== undefined) return <ErrorState message={error} onRetry={onRetry} />;
  if (items.length === 0) return <>{empty}</>;
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <Row key={item.id}>
          <Head>
            {item.tag && <Tag>{item.tag}</Tag>}
            <Title href={item.href}>{item.title}</Title>
            {item.badge && <Badge data-variant={item.badge.variant}>{item.badge.text}</Badge>}
          </Head>
          {item.summary && <Summary>{item.summary}</Summary>}
          {item.meta && item.meta.length > 0 && (
            <Meta>
              {item.meta.map((text) => (
                <span key={text}>{text}</span>
              ))}
            </Meta>
          )}
        </Row>
      ))}
    </List>
  );
}
