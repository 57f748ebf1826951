import { useId, type ReactElement } from 'react';
import styled from 'styled-components';
import { ErrorState } from '../../basics/ErrorState/ErrorState.tsx';
import { Modal } from '../../basics/Modal/Modal.tsx';
import { Skeleton } from '../../basics/Skeleton/Skeleton.tsx';
import { Switch } from '../../basics/Switch/Switch.tsx';
import { bareList } from '../../theme/list.ts';

/** The master switch and the three channels of the user info (spec section 3). */
export type PushKey = 'isPush' | 'pushApp' | 'pushDx' | 'pushWx';

/** Whether each of the four notification switches is on. */
export type PushSettings = Record<PushKey, boolean>;

/** One sub-setting of a message type, e.g. 订单发货提醒. */
export interface MessageSubSetting {
  /** The messageSettingId. */
  id: number;
  /** The messageTitle. */
  title: string;
  /** Whether these messages are received (receive 1). */
  receive: boolean;
}

/** One message type of the settings tree, with its sub-settings. */
export interface MessageTypeSetting {
  /** The message type id. */
  typeId: number;
  /** The type's name, e.g. 订单消息. */
  title: string;
  /** Whether the type is on (enable 1). */
  enable: boolean;
  /** The type's sub-settings (messageSettingList). */
  settings: readonly MessageSubSetting[];
}

/** The key of a type's switch in `pending`. */
export const typeSwitchKey = (typeId: number): string => `type:${typeId}`;

/** The key of a sub-setting's switch in `pending`. */
export const settingSwitchKey = (id: number): string => `setting:${id}`;

export interface MessageSettingsDialogProps {
  /** The current master and channel switches; null while they load. */
  push: PushSettings | null;
  /** The contract client's message when the settings failed to load. */
  error?: string;
  /** Loads the settings again after an error. */
  onRetry?: () => void;
  /** The settings tree; shown only while the master switch is on. */
  types: readonly MessageTypeSetting[];
  /** Called when the user flips the master or a channel switch; the app applies spec section 4. */
  onPushChange: (key: PushKey, value: boolean) => void;
  /** Called when the user flips a type's switch. */
  onTypeChange: (typeId: number, enable: boolean) => void;
  /** Called when the user flips a sub-setting's switch, with the id of its type. */
  onSettingChange: (settingId: number, receive: boolean, typeId: number) => void;
  /** Switches whose change is being saved, shown busy: PushKey values, `typeSwitchKey(...)`, `settingSwitchKey(...)`. */
  pending?: ReadonlySet<string>;
  /** Opens the dialog when pressed; focus returns to it when the dialog closes. */
  trigger?: ReactElement;
  /** Controlled open state. */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called whenever the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

const CHANNELS: readonly { key: Exclude<PushKey, 'isPush'>; label: string }[] = [
  { key: 'pushApp', label: '平台消息' },
  { key: 'pushDx', label: '短信' },
  { key: 'pushWx', label: '微信' },
];

const Section = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space[5]}px;
    padding-top: ${({ theme }) => theme.space[4]}px;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[3]}px ${theme.space[6]}px`};
`;

const Types = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  ${bareList}
`;

const SubSettings = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]}px ${theme.space[6]}px`};
  margin: ${({ theme }) => theme.space[2]}px 0 0;
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  list-style: none;
`;

/**
 * Message settings (spec section 4): 接收通知 and the three channels; while it is on, each
 * message type with its switch and its sub-settings. The component only reports flips; the
 * app applies the linking rules, saves, and reverts on failure.
 */
export function MessageSettingsDialog({
  push,
  types,
  onPushChange,
  onTypeChange,
  onSettingChange,
  pending = new Set(),
  error,
  onRetry,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
}: MessageSettingsDialogProps) {
  const typesHeadingId = useId();
  return (
    <Modal
      title="消息设置"
      trigger={trigger}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      {error !== undefined ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : push === null ? (
        <Skeleton lines={4} />
      ) : (
        <>
          <Section aria-label="通知方式">
            <Row>
              <Switch
                label="接收通知"
                checked={push.isPush}
                loading={pending.has('isPush')}
                onCheckedChange={(value) => onPushChange('isPush', value)}
              />
              {CHANNELS.map(({ key, label }) => (
                <Switch
                  key={key}
                  label={label}
                  checked={push[key]}
                  loading={pending.has(key)}
                  onCheckedChange={(value) => onPushChange(key, value)}
                />
              ))}
            </Row>
          </Section>
          {push.isPush && (
            <Section aria-labelledby={typesHeadingId}>
              <Heading id={typesHeadingId}>消息类型</Heading>
              <Types>
                {types.map((type) => (
                  <li key={type.typeId}>
                    <Switch
                      label={type.title}
                      checked={type.enable}
                      loading={pending.has(typeSwitchKey(type.typeId))}
                      onCheckedChange={(value) => onTypeChange(type.typeId, value)}
                    />
                    {type.settings.length > 0 && (
                      <SubSettings aria-label={`${type.title}明细`}>
                        {type.settings.map((setting) => (
                          <li key={setting.id}>
                            <Switch
                              label={setting.title}
                              checked={setting.receive}
                              loading={pending.has(settingSwitchKey(setting.id))}
                              onCheckedChange={(value) =>
                                onSettingChange(setting.id, value, type.typeId)
                              }
                            />
                          </li>
                        ))}
                      </SubSettings>
                    )}
                  </li>
                ))}
              </Types>
            </Section>
          )}
        </>
      )}
    </Modal>
  );
}
