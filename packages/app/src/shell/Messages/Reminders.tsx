import { observer } from 'mobx-react-lite';
import { withReminderText } from '@mall/domain';
import { ReminderDialog } from '@mall/ui';
import { useStores } from '../../stores/StoresContext.tsx';
import { toReminder } from './rows.ts';

/**
 * The dialog titled 消息 with the polled reminders (spec sections 2 and 8). Picking one goes
 * where its code leads (or refreshes the user) and clears it; closing the dialog or 全部忽略
 * clears them all.
 */
export const Reminders = observer(function Reminders() {
  const { reminders } = useStores();
  const { actions } = reminders;
  return (
    <ReminderDialog
      open={reminders.isOpen}
      onOpenChange={(open) => {
        if (!open) void reminders.dismiss();
      }}
      reminders={actions.map((action) => toReminder(withReminderText(action)))}
      onPick={(key) => {
        const action = actions.find((candidate) => candidate.happenTime === key);
        if (action) void reminders.open(action);
      }}
      onDismissAll={() => void reminders.dismiss()}
    />
  );
});
