import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { MessageDropdown, MessageTrigger } from '@mall/ui';
import { createMessageCenterStore } from '@mall/domain';
import { useFeature, useStores } from '../../stores/StoresContext.tsx';
import { MarkAllReadConfirm } from './MarkAllReadConfirm.tsx';
import { errorText, toMessageRow } from './rows.ts';

export interface MessageMenuProps {
  /** Whether the drop-down is open. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 查看全部消息: opens the message centre. */
  onViewAll: () => void;
}

/**
 * The header's bell with its drop-down of the latest messages (loaded each time it opens),
 * 全部已读 after the confirm, and 查看全部消息. Its own chunk: visitors never load it.
 */
export const MessageMenu = observer(function MessageMenu({
  open,
  onOpenChange,
  onViewAll,
}: MessageMenuProps) {
  const { messages } = useStores();
  const messageCenter = useFeature(createMessageCenterStore);
  const [confirming, setConfirming] = useState(false);
  const { latest } = messageCenter;

  useEffect(() => {
    if (open) void messageCenter.loadLatest();
  }, [open, messageCenter]);

  return (
    <>
      <MessageDropdown
        trigger={<MessageTrigger unread={messages.unreadCount} />}
        messages={latest.map(toMessageRow)}
        loading={messageCenter.latestStatus === 'loading' && latest.length === 0}
        error={errorText(messageCenter.latestError)}
        onRetry={() => void messageCenter.loadLatest()}
        open={open}
        onOpenChange={onOpenChange}
        onOpenMessage={(id) => {
          const message = latest.find((candidate) => candidate.id === id);
          if (message) void messageCenter.openMessage(message);
        }}
        onMarkAllRead={() => setConfirming(true)}
        onViewAll={onViewAll}
      />
      <MarkAllReadConfirm
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => void messageCenter.markAllRead()}
      />
    </>
  );
});
