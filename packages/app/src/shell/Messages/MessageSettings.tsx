import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { MessageSettingsDialog, settingSwitchKey, typeSwitchKey, type PushKey } from '@mall/ui';
import { createNotificationSettingsStore } from '@mall/domain';
import { useFeature } from '../../stores/StoresContext.tsx';
import { errorText } from './rows.ts';

export interface MessageSettingsProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const flag = (on: boolean) => (on ? 1 : 0);

/**
 * The message settings dialog over the notification settings store: the switches follow the
 * rules of spec section 4 at once, the one being saved shows busy, and a refused save reverts.
 */
export const MessageSettings = observer(function MessageSettings({
  open,
  onOpenChange,
}: MessageSettingsProps) {
  const settings = useFeature(createNotificationSettingsStore);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (open) void settings.load();
  }, [open, settings]);

  const save = (key: string, saving: Promise<boolean>) => {
    setPending(new Set([key]));
    void saving.finally(() => setPending(new Set()));
  };

  const { push, tree } = settings;
  return (
    <MessageSettingsDialog
      open={open}
      onOpenChange={onOpenChange}
      push={
        push && {
          isPush: push.isPush === 1,
          pushApp: push.pushApp === 1,
          pushDx: push.pushDx === 1,
          pushWx: push.pushWx === 1,
        }
      }
      types={tree.map((type) => ({
        typeId: type.typeId,
        title: type.title,
        enable: type.enable === 1,
        settings: type.messageSettingList.map((setting) => ({
          id: setting.messageSettingId,
          title: setting.messageTitle,
          receive: setting.receive === 1,
        })),
      }))}
      error={settings.status === 'error' ? errorText(settings.error) : undefined}
      onRetry={() => void settings.load()}
      pending={pending}
      onPushChange={(key: PushKey, value) =>
        save(
          key,
          key === 'isPush'
            ? settings.setMaster(flag(value))
            : settings.setChannel(key, flag(value)),
        )
      }
      onTypeChange={(typeId, enable) =>
        save(typeSwitchKey(typeId), settings.setType(typeId, flag(enable)))
      }
      onSettingChange={(id, receive) =>
        save(settingSwitchKey(id), settings.setSetting(id, flag(receive)))
      }
    />
  );
});
