import { useState, type ReactElement } from 'react';
import { Popover } from 'radix-ui';
import styled, { keyframes } from 'styled-components';
import { Button } from '../../basics/Button/Button.tsx';
import { Tabs } from '../../basics/Tabs/Tabs.tsx';
import type { MessageTypeTab } from '../MessageCenterDialog/MessageCenterDialog.tsx';
import { MessageList, type MessageRow } from '../MessageList/MessageList.tsx';

/** The drop-down shows at most this many of the latest messages. */
const LATEST_SHOWN = 5;

/** The value of the 全部 tab (every type). */
const ALL_TYPES = 'all';

export interface MessageDropdownProps {
  /** The element the drop-down opens from and hangs under, e.g. the header's MessageTrigger. */
  trigger: ReactElement;
  /** The latest messages, newest first; only the first 5 show. */
  messages: readonly MessageRow[];
  /** Called with the id of the message the user opens; the drop-down then closes. */
  onOpenMessage: (id: MessageRow['id']) => void;
  /** Called by 全部已读; the app asks 提示 / 请确认 first. */
  onMarkAllRead: () => void;
  /** Called by 查看全部消息 (opens the message centre); the drop-down then closes. */
  onViewAll: () => void;
  /** The latest messages are loading. */
  loading?: boolean;
  /** The contract client's message when they failed to load. */
  error?: string;
  /** Loads them again after an error. */
  onRetry?: () => void;
  /** Controlled open state; leave it out to let the trigger open and close it. */
  open?: boolean;
  /** Called whenever the drop-down opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The message types, as tabs after 全部 (every type); leave it out for no tabs. */
  types?: readonly MessageTypeTab[];
  /** The selected tab: a type's typeId, or null for 全部. */
  typeId?: number | null;
  /** Called with the tab the user selects: a type's typeId, or null for 全部. */
  onTypeChange?: (typeId: number | null) => void;
}

const slideIn = keyframes`from { opacity: 0; transform: translateY(-4px); }`;

const Content = styled(Popover.Content)`
  z-index: ${({ theme }) => theme.z.popover};
  display: flex;
  flex-direction: column;
  width: 360px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.popover};

  @media (prefers-reduced-motion: no-preference) {
    animation: ${slideIn} ${({ theme }) => theme.motion.fast} ease-out;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Body = styled.div`
  max-height: 360px;
  overflow-y: auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;
`;

const Footer = styled.div`
  padding: ${({ theme }) => theme.space[1]}px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

/**
 * The message drop-down under the header's bell (Radix Popover: Esc or a click outside closes
 * it, and focus returns to the trigger): the latest 5 messages, of every type or of the type tab
 * chosen, 全部已读 and 查看全部消息. The tab bar scrolls sideways when the tabs do not fit.
 */
export function MessageDropdown({
  trigger,
  messages,
  onOpenMessage,
  onMarkAllRead,
  onViewAll,
  loading = false,
  error,
  onRetry,
  open,
  onOpenChange,
  types,
  typeId = null,
  onTypeChange,
}: MessageDropdownProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const isOpen = open ?? uncontrolledOpen;

  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const body = (
    <Body>
      <MessageList
        variant="compact"
        emptyText="暂无新消息"
        items={messages.slice(0, LATEST_SHOWN)}
        loading={loading}
        error={error}
        onRetry={onRetry}
        onOpen={(id) => {
          setOpen(false);
          onOpenMessage(id);
        }}
      />
    </Body>
  );

  return (
    <Popover.Root open={isOpen} onOpenChange={setOpen}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Content align="end" sideOffset={8} aria-label="最新消息">
          <Header>
            <Heading>最新消息</Heading>
            <Button variant="text" size="sm" onClick={onMarkAllRead}>
              全部已读
            </Button>
          </Header>
          {types ? (
            <Tabs
              label="消息类型"
              scrollable
              value={typeId === null ? ALL_TYPES : String(typeId)}
              onValueChange={(value) => onTypeChange?.(value === ALL_TYPES ? null : Number(value))}
              items={[
                { value: ALL_TYPES, label: '全部' },
                ...types.map((type) => ({ value: String(type.typeId), label: type.title })),
              ]}
            >
              {body}
            </Tabs>
          ) : (
            body
          )}
          <Footer>
            <Button
              variant="text"
              block
              onClick={() => {
                setOpen(false);
                onViewAll();
              }}
            >
              查看全部消息
            </Button>
          </Footer>
        </Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
