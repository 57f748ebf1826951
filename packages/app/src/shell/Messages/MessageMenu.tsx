import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { MessageDropdown, MessageTrigger } from '@mall/ui';
import { createMessageCenterStore, createPreferencesStore } from '@mall/domain';
import { useFeature, useStores } from '../../stores/StoresContext.tsx';
import { MarkAllReadConfirm } from './MarkAllReadConfirm.tsx';
import { errorText, toMessageRow } from './rows.ts';

const MessageCentre = lazy(() =>
  import('./MessageCentre.tsx').then((m) => ({ default: m.MessageCentre })),
);

export interface MessageMenuProps {
  /** Whether the drop-down is open. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The header's bell with its drop-down of the latest messages (loaded each time it opens), by
 * type tab, 全部已读 after the confirm, and 查看全部消息, which opens the message centre (its own
 * chunk, loaded from here on first use: the drop-down is the way to it). The drop-down opens on
 * the tab the buyer last chose, which the mall keeps for them (userWindowConfig), so it follows
 * them across logins; read once per session, and 全部 when none is kept or it cannot be read. Its
 * own chunk: visitors never load it.
 */
export const MessageMenu = observer(function MessageMenu({ open, onOpenChange }: MessageMenuProps) {
  const { messages } = useStores();
  const messageCenter = useFeature(createMessageCenterStore);
  const { messageTab } = useFeature(createPreferencesStore);
  const [confirming, setConfirming] = useState(false);
  const [centreOpen, setCentreOpen] = useState(false);
  const [centreUsed, setCentreUsed] = useState(false);
  const { latest, latestStatus } = messageCenter;

  useEffect(() => {
    if (open) void messageTab.read().then(messageCenter.openLatest);
  }, [open, messageCenter, messageTab]);

  return (
    <>
      <MessageDropdown
        trigger={<MessageTrigger unread={messages.unreadCount} />}
        messages={latest.map(toMessageRow)}
        // Idle too: the kept tab is being read before its messages are asked for.
        loading={(latestStatus === 'loading' || latestStatus === 'idle') && latest.length === 0}
        error={errorText(messageCenter.latestError)}
        onRetry={() => void messageCenter.loadLatest()}
        open={open}
        onOpenChange={onOpenChange}
        onOpenMessage={(id) => {
          const message = latest.find((candidate) => candidate.id === id);
          if (message) void messageCenter.openMessage(message);
        }}
        onMarkAllRead={() => setConfirming(true)}
        onViewAll={() => {
          setCentreUsed(true);
          setCentreOpen(true);
        }}
        types={messageCenter.types}
        typeId={messageCenter.latestTypeId}
        onTypeChange={(typeId) => {
          void messageCenter.showLatest(typeId);
          void messageTab.keep(typeId);
        }}
      />
      <MarkAllReadConfirm
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => void messageCenter.markAllRead()}
      />
      {centreUsed && (
        <Suspense>
          <MessageCentre open={centreOpen} onOpenChange={setCentreOpen} />
        </Suspense>
      )}
    </>
  );
});
