import type { MessageSettingType, PushFlags } from '../contract/index.ts';

type Flag = PushFlags['isPush'];

/** The three channels under the master switch: platform, SMS, WeChat. */
export type PushChannel = 'pushApp' | 'pushDx' | 'pushWx';

/** The master switch sets all three channels to its own value (spec section 4). */
export const setMasterPush = (value: Flag): PushFlags => ({
  isPush: value,
  pushApp: value,
  pushDx: value,
  pushWx: value,
});

/** A channel switched on also switches the master on; switched off, the master stays. */
export const setPushChannel = (flags: PushFlags, channel: PushChannel, value: Flag): PushFlags => ({
  ...flags,
  [channel]: value,
  isPush: value === 1 ? 1 : flags.isPush,
});

/** A type switched on or off sets all its sub-settings to the same value. */
export const setTypeEnabled = (
  tree: readonly MessageSettingType[],
  typeId: number,
  value: Flag,
): MessageSettingType[] =>
  tree.map((type) =>
    type.typeId === typeId
      ? {
          ...type,
          enable: value,
          messageSettingList: type.messageSettingList.map((setting) => ({
            ...setting,
            receive: value,
          })),
        }
      : type,
  );

/**
 * A sub-setting switched on turns its type on; the type turns off when its last sub-setting
 * is switched off.
 */
export const setSettingReceive = (
  tree: readonly MessageSettingType[],
  messageSettingId: number,
  value: Flag,
): MessageSettingType[] =>
  tree.map((type) => {
    if (!type.messageSettingList.some((s) => s.messageSettingId === messageSettingId)) return type;
    const messageSettingList = type.messageSettingList.map((setting) =>
      setting.messageSettingId === messageSettingId ? { ...setting, receive: value } : setting,
    );
    const anyOn = messageSettingList.some((setting) => setting.receive === 1);
    const enable: Flag = value === 1 ? 1 : anyOn ? type.enable : 0;
    return { ...type, enable, messageSettingList };
  });

/** The switches of a user (e.g. userInfo), without its other fields. */
export const pickPushFlags = ({ isPush, pushApp, pushDx, pushWx }: PushFlags): PushFlags => ({
  isPush,
  pushApp,
  pushDx,
  pushWx,
});
