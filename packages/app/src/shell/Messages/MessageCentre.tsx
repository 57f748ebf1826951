import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { MessageCenterDialog } from '@mall/ui';
import { links } from '../../routes/links.ts';
import { useFeature } from '../../stores/StoresContext.tsx';
import { createMessageCenterStore } from '@mall/domain';
import { CustomerServiceTab } from './CustomerServiceTab.tsx';
import { MarkAllReadConfirm } from './MarkAllReadConfirm.tsx';
import { MessageSettings } from './MessageSettings.tsx';
import { errorText, toMessageRow } from './rows.ts';

/** Before the first type is chosen no tab is selected, and the list shows as loading. */
const NO_TAB = 0;

export interface MessageCentreProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The message centre (spec section 2): type tabs with unread counts after the customer-service
 * tab, each type's pages (opening a tab marks it read), 全部已读 after the confirm, the settings
 * dialog, and messages that open their page (the centre then closes).
 */
export const MessageCentre = observer(function MessageCentre({
  open,
  onOpenChange,
}: MessageCentreProps) {
  const centre = useFeature(createMessageCenterStore);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    if (open) void centre.open();
  }, [open, centre]);

  const { rows } = centre;
  return (
    <>
      <MessageCenterDialog
        open={open}
        onOpenChange={onOpenChange}
        types={centre.tabs}
        typeId={centre.selectedTypeId ?? NO_TAB}
        onTypeChange={(typeId) => void centre.selectType(typeId)}
        messages={rows.map(toMessageRow)}
        total={centre.total}
        pageNum={centre.pageNum}
        onPageChange={(pageNum) => void centre.setPage(pageNum)}
        loading={centre.listStatus === 'loading' || centre.listStatus === 'idle'}
        error={centre.listStatus === 'error' ? errorText(centre.listError) : undefined}
        onRetry={() => void centre.setPage(centre.pageNum)}
        onOpenMessage={(id) => {
          const message = rows.find((candidate) => candidate.id === id);
          if (!message) return;
          void centre.openMessage(message).then((target) => {
            if (target !== null) onOpenChange(false);
          });
        }}
        onMarkAllRead={() => setConfirming(true)}
        onOpenSettings={() => setSettingsOpen(true)}
        customerService={
          <CustomerServiceTab
            onOpenProduct={(searchValue) => {
              onOpenChange(false);
              navigate(links.search(searchValue));
            }}
          />
        }
      />
      <MarkAllReadConfirm
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => void centre.markAllRead()}
      />
      <MessageSettings open={settingsOpen} onOpenChange={setSettingsOpen} />
    </>
  );
});
