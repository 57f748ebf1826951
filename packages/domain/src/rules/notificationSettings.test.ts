import { describe, expect, it } from 'vitest';
import type { MessageSettingType, PushFlags } from '../contract/index.ts';
import {
  pickPushFlags,
  setMasterPush,
  setPushChannel,
  setSettingReceive,
  setTypeEnabled,
} from './notificationSettings.ts';

const flags = (isPush: 0 | 1, pushApp: 0 | 1, pushDx: 0 | 1, pushWx: 0 | 1): PushFlags => ({
  isPush,
  pushApp,
  pushDx,
  pushWx,
});

describe('setMasterPush', () => {
  it.each([
    [1, flags(1, 1, 1, 1)],
    [0, flags(0, 0, 0, 0)],
  ] as const)('master %i sets all three channels', (value, expected) => {
    expect(setMasterPush(value)).toEqual(expected);
  });
});

describe('setPushChannel', () => {
  it.each([
    ['platform on switches the master on', flags(0, 0, 0, 0), 'pushApp', 1, flags(1, 1, 0, 0)],
    ['SMS on switches the master on', flags(0, 0, 0, 0), 'pushDx', 1, flags(1, 0, 1, 0)],
    ['WeChat on switches the master on', flags(0, 0, 0, 0), 'pushWx', 1, flags(1, 0, 0, 1)],
    ['a channel on keeps the master on', flags(1, 1, 0, 0), 'pushWx', 1, flags(1, 1, 0, 1)],
    ['a channel off leaves the master', flags(1, 1, 1, 0), 'pushApp', 0, flags(1, 0, 1, 0)],
    ['the last channel off leaves the master', flags(1, 0, 0, 1), 'pushWx', 0, flags(1, 0, 0, 0)],
    ['off while the master is off', flags(0, 0, 1, 0), 'pushDx', 0, flags(0, 0, 0, 0)],
  ] as const)('%s', (_, before, channel, value, expected) => {
    expect(setPushChannel(before, channel, value)).toEqual(expected);
  });

  it('does not change its input', () => {
    const before = flags(0, 0, 0, 0);
    setPushChannel(before, 'pushApp', 1);
    expect(before).toEqual(flags(0, 0, 0, 0));
  });
});

describe('pickPushFlags', () => {
  it('keeps only the four switches', () => {
    expect(
      pickPushFlags({ ...flags(1, 0, 1, 0), uid: 7, realname: '陈志强' } as PushFlags),
    ).toEqual(flags(1, 0, 1, 0));
  });
});

const type = (typeId: number, enable: 0 | 1, receives: (0 | 1)[]): MessageSettingType => ({
  typeId,
  title: `类型${typeId}`,
  enable,
  messageSettingList: receives.map((receive, i) => ({
    messageSettingId: typeId * 100 + i + 1,
    messageTitle: `设置${typeId * 100 + i + 1}`,
    receive,
  })),
});

describe('setTypeEnabled', () => {
  it.each([
    ['on sets every sub-setting on', type(1, 0, [0, 1, 0]), 1, type(1, 1, [1, 1, 1])],
    ['off sets every sub-setting off', type(1, 1, [1, 0, 1]), 0, type(1, 0, [0, 0, 0])],
    ['a type without sub-settings', type(1, 0, []), 1, type(1, 1, [])],
  ] as const)('%s', (_, before, value, expected) => {
    const other = type(2, 1, [1, 0]);
    expect(setTypeEnabled([before, other], 1, value)).toEqual([expected, other]);
  });

  it('leaves a tree without the type as it was', () => {
    const tree = [type(1, 1, [1])];
    expect(setTypeEnabled(tree, 9, 0)).toEqual([type(1, 1, [1])]);
  });
});

describe('setSettingReceive', () => {
  it.each([
    ['a sub-setting on turns its type on', type(1, 0, [0, 0]), 101, 1, type(1, 1, [1, 0])],
    ['on while the type is on', type(1, 1, [0, 1]), 101, 1, type(1, 1, [1, 1])],
    ['off with another still on keeps the type on', type(1, 1, [1, 1]), 102, 0, type(1, 1, [1, 0])],
    ['the last one off turns the type off', type(1, 1, [0, 1]), 102, 0, type(1, 0, [0, 0])],
    ['the only one off turns the type off', type(1, 1, [1]), 101, 0, type(1, 0, [0])],
  ] as const)('%s', (_, before, messageSettingId, value, expected) => {
    const other = type(2, 0, [0]);
    expect(setSettingReceive([before, other], messageSettingId, value)).toEqual([expected, other]);
  });

  it('touches no other type', () => {
    const tree = [type(1, 1, [1]), type(2, 0, [0])];
    expect(setSettingReceive(tree, 201, 1)).toEqual([type(1, 1, [1]), type(2, 1, [1])]);
    expect(tree).toEqual([type(1, 1, [1]), type(2, 0, [0])]);
  });
});
