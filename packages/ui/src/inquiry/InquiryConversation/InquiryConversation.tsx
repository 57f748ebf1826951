import type { FormEvent, Key } from 'react';
import styled from 'styled-components';
import { Button } from '../../basics/Button/Button.tsx';
import { Empty } from '../../basics/Empty/Empty.tsx';
import { ErrorState } from '../../basics/ErrorState/ErrorState.tsx';
import { Select, type SelectOption } from '../../basics/Select/Select.tsx';
import { Skeleton } from '../../basics/Skeleton/Skeleton.tsx';
import { TextArea } from '../../basics/TextArea/TextArea.tsx';
import { space } from '../../theme/index.ts';

/** One message of an inquiry's conversation. */
export interface ConversationMessage {
  key: Key;
  /** The buyer's messages sit on the right, the mall's on the left. */
  author: 'buyer' | 'mall';
  /** e.g. 陈志强 or 商城客服. */
  authorName: string;
  /** When it was written. */
  at: string;
  /** The line it is about, e.g. 6063-T5 2×1250×2500 氧化; null for the whole inquiry. */
  lineSpec: string | null;
  /** Plain text, shown as text (never as HTML). */
  content: string;
}

export interface InquiryConversationProps {
  /** The accessible name of the conversation, e.g. 询价单 XJ202603160003 的沟通记录. */
  label: string;
  messages: readonly ConversationMessage[];
  /** The conversation is loading (first time). */
  loading?: boolean;
  /** Why it failed to load; shows the error state with 重试. */
  error?: string;
  onRetry?: () => void;
  /** The text being written. */
  draft: string;
  onDraftChange: (text: string) => void;
  /** What the message is about: '' for the whole inquiry, else a line's id. */
  about: string;
  /** The lines it may name (整单 comes first by itself). */
  lineOptions: readonly SelectOption[];
  onAboutChange: (value: string) => void;
  /** The text's problem, in Chinese, under the field. */
  draftError?: string;
  /** The send is in flight: 发送 waits. */
  sending?: boolean;
  /** Why the last send failed. */
  sendError?: string;
  /** 发送 (or Ctrl+Enter). */
  onSend: () => void;
}

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  max-height: 320px;
  margin: 0;
  padding: ${space(3)};
  overflow-y: auto;
  list-style: none;
  background: ${({ theme }) => theme.color.background};
`;

const Bubble = styled.li`
  max-width: 80%;
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};

  &[data-variant='buyer'] {
    align-self: flex-end;
    background: ${({ theme }) => theme.color.primarySoft};
  }
`;

const Meta = styled.p`
  margin: 0 0 ${space(1)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Content = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  margin-top: ${space(3)};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: ${space(3)};
`;

/**
 * An inquiry's conversation with the mall: the messages, oldest first (each with its author, time
 * and the line it names), and the field to write one about the inquiry or one of its lines.
 */
export function InquiryConversation({
  label,
  messages,
  loading,
  error,
  onRetry,
  draft,
  onDraftChange,
  about,
  lineOptions,
  onAboutChange,
  draftError,
  sending,
  sendError,
  onSend,
}: InquiryConversationProps) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };
  const body = () => {
    if (loading) return <Skeleton lines={3} />;
    if (error) return <ErrorState message={error} onRetry={onRetry} />;
    if (messages.length === 0) return <Empty description="暂无留言，对报价有疑问可在此询问商城" />;
    return (
      <List aria-label={label}>
        {messages.map((message) => (
          <Bubble key={message.key} data-variant={message.author}>
            <Meta>
              {message.authorName} · {message.at}
              {message.lineSpec && ` · 关于 ${message.lineSpec}`}
            </Meta>
            <Content>{message.content}</Content>
          </Bubble>
        ))}
      </List>
    );
  };
  return (
    <div>
      {body()}
      <Form onSubmit={handleSubmit} aria-label="给商城留言">
        <Select
          label="关于"
          value={about}
          options={[{ value: '', label: '整个询价单' }, ...lineOptions]}
          onValueChange={onAboutChange}
        />
        <TextArea
          label="留言"
          rows={3}
          value={draft}
          error={draftError}
          placeholder="对报价、交期、规格有疑问，请在此留言（最多 500 个字）"
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && event.ctrlKey) {
              event.preventDefault();
              onSend();
            }
          }}
        />
        {sendError && <ErrorState message={sendError} />}
        <Footer>
          <Button type="submit" variant="primary" loading={sending}>
            发送
          </Button>
        </Footer>
      </Form>
    </div>
  );
}
