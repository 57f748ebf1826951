import styled from 'styled-components';
import { Empty } from '../../basics/Empty/Empty.tsx';
import { ErrorState } from '../../basics/ErrorState/ErrorState.tsx';
import { LoadingStatus, SkeletonBlock } from '../../basics/Skeleton/Skeleton.tsx';
import { SafeHtml } from '../../basics/SafeHtml/SafeHtml.tsx';

/** One message as the list shows it. */
export interface MessageRow {
  /** The message id, reported by `onOpen`. */
  id: string | number;
  /** The heading of the message. */
  title: string;
  /** The message body as HTML that the app has already sanitised (DOMPurify). */
  contentHtml: string;
  /** When it was sent, as the server formats it, e.g. 2026-11-20 10:32:05. */
  intime: string;
  /** Not read yet (readStatus 2): a 未读 tag and a bold title. */
  unread: boolean;
}

export interface MessageListProps {
  /** The messages of the current page, newest first. */
  items: readonly MessageRow[];
  /** Called with the id of the message the user opens. */
  onOpen: (id: MessageRow['id']) => void;
  /** Shows skeleton rows while the page loads. */
  loading?: boolean;
  /** The contract client's message when loading failed; shows it with 重试. */
  error?: string;
  /** Loads the page again after an error. */
  onRetry?: () => void;
  /** What an empty list says. */
  emptyText?: string;
  /** `compact` clamps each body to two lines and tightens the rows (the drop-down). */
  variant?: 'default' | 'compact';
  /** Number of skeleton rows while loading. */
  skeletonRows?: number;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[3]}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  &:last-child {
    border-bottom: 0;
  }
  [data-variant='compact'] > & {
    padding: ${({ theme }) => theme.space[2]}px 0;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Title = styled.button`
  display: inline-flex;
  flex: 1;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  text-align: left;
  cursor: pointer;

  &[data-unread='true'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:hover {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Tag = styled.span`
  flex: none;
  padding: 0 ${({ theme }) => theme.space[1]}px;
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  line-height: 18px;
`;

const Time = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

const Body = styled(SafeHtml)`
  color: ${({ theme }) => theme.color.textSecondary};

  [data-variant='compact'] & {
    display: -webkit-box;
    overflow: hidden;
    font-size: ${({ theme }) => theme.font.size.xs};
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
`;

/**
 * Messages of one type: the title (bold with a 未读 tag while unread) opens the message, the
 * time sits on the right and the sanitised body below. Loading, empty and error states built in.
 */
export function MessageList({
  items,
  onOpen,
  loading = false,
  error,
  onRetry,
  emptyText = '暂无消息',
  variant = 'default',
  skeletonRows = 3,
}: MessageListProps) {
  if (loading) {
    return (
      <div data-variant={variant}>
        <LoadingStatus />
        {Array.from({ length: skeletonRows }, (_, index) => (
          <Row key={index} as="div" aria-hidden="true">
            <SkeletonBlock $width="40%" />
            <SkeletonBlock />
          </Row>
        ))}
      </div>
    );
  }
  if (error !== undefined) return <ErrorState message={error} onRetry={onRetry} />;
  if (items.length === 0) return <Empty description={emptyText} />;
  return (
    <List data-variant={variant}>
      {items.map((item) => (
        <Row key={item.id}>
          <Head>
            <Title data-unread={item.unread} onClick={() => onOpen(item.id)}>
              {item.unread && <Tag>未读</Tag>}
              {item.title}
            </Title>
            <Time>{item.intime}</Time>
          </Head>
          <Body html={item.contentHtml} />
        </Row>
      ))}
    </List>
  );
}
