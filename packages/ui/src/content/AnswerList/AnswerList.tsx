import { useId } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';

/** One answer to a question. */
export interface AnswerItem {
  /** Unique in the list. */
  id: string | number;
  /** Who answered, e.g. 平台客服 or a masked buyer 张**. */
  author: string;
  /** The platform's own answer: marked 官方回答. */
  official: boolean;
  /** When, as the server writes it. */
  time: string;
  /** Plain text. */
  content: string;
}

export interface AnswerListProps {
  /** The answers, oldest first. */
  items: readonly AnswerItem[];
  /** What the list says when there is no answer yet. */
  emptyText?: string;
}

const Root = styled.section`
  margin-top: ${space(4)};
  padding: ${space(5)} ${space(7)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const Heading = styled.h2`
  margin: 0 0 ${space(3)};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  padding: ${space(3)} 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${space(2)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;

  strong {
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Official = styled.span`
  padding: 0 ${space(1)};
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.primary};
  line-height: 18px;
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

const EmptyText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
`;

/** The answers under a question, the platform's marked 官方回答, with the count in the heading. */
export function AnswerList({ items, emptyText = '暂无回答' }: AnswerListProps) {
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId}>
      <Heading id={headingId}>{`回答（${items.length}）`}</Heading>
      {items.length === 0 ? (
        <EmptyText>{emptyText}</EmptyText>
      ) : (
        <List>
          {items.map((item) => (
            <Item key={item.id}>
              <Head>
                <strong>{item.author}</strong>
                {item.official && <Official>官方回答</Official>}
                <span>{item.time}</span>
              </Head>
              <Text>{item.content}</Text>
            </Item>
          ))}
        </List>
      )}
    </Root>
  );
}
