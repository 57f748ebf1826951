import styled from 'styled-components';
import { space } from '../../theme/index.ts';
import { bareList } from '../../theme/list.ts';

/** A reminder the buyer sent and the mall's replies to it. */
export interface ReminderThreadItem {
  /** Unique, e.g. the reminder's id. */
  id: number;
  /** What the buyer wrote. */
  content: string;
  /** When, e.g. 2026-03-19 09:00:00. */
  at: string;
  /** The mall's replies, oldest first; `read` false marks a new one. */
  replies: readonly { content: string; at: string; read: boolean }[];
}

export interface ReminderThreadProps {
  /** The threads, newest first. */
  threads: readonly ReminderThreadItem[];
}

const List = styled.ul`
  display: grid;
  gap: ${space(3)};
  ${bareList}
  font-variant-numeric: tabular-nums;
`;

const Meta = styled.span`
  margin-left: ${space(2)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Replies = styled.ul`
  margin: ${space(1)} 0 0;
  padding: ${space(2)} ${space(3)};
  list-style: none;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.textSecondary};
`;

const New = styled.span`
  margin-right: ${space(1)};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** The reminder threads of an order (催货 and the mall's replies); 暂无催货记录 when none. */
export function ReminderThread({ threads }: ReminderThreadProps) {
  if (threads.length === 0) return <p>暂无催货记录</p>;
  return (
    <List aria-label="催货记录">
      {threads.map((thread) => (
        <li key={thread.id}>
          <span>催货：{thread.content}</span>
          <Meta>{thread.at}</Meta>
          <Replies>
            {thread.replies.length === 0 ? (
              <li>商城暂未回复</li>
            ) : (
              thread.replies.map((reply) => (
                <li key={`${reply.at}${reply.content}`}>
                  {!reply.read && <New>新</New>}
                  回复：{reply.content}
                  <Meta>{reply.at}</Meta>
                </li>
              ))
            )}
          </Replies>
        </li>
      ))}
    </List>
  );
}
