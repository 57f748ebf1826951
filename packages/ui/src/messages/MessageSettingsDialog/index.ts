export {
  MessageSettingsDialog,
  settingSwitchKey,
  typeSwitchKey,
  type MessageSettingsDialogProps,
  type MessageSubSetting,
  type MessageTypeSetting,
  type PushKey,
  type PushSettings,
} from './MessageSettingsDialog.tsx';
