import { describe, expect, it } from 'vitest';
import { users } from '../mocks/index.ts';
import { isAdministrator, isVerified, needsGuide, toStoredUser } from './user.ts';

describe('isVerified', () => {
  it.each<[number | null | undefined, boolean]>([
    [2, true],
    [0, false],
    [1, false],
    [3, false],
    [null, false],
    [undefined, false],
    [Number.NaN, false],
  ])('isVerified(%s) is %s', (state, expected) => {
    expect(isVerified(state)).toBe(expected);
  });
});

describe('isAdministrator', () => {
  it.each<[number | null | undefined, boolean]>([
    [1, true],
    [0, false],
    [2, false],
    [null, false],
    [undefined, false],
  ])('isAdministrator(%s) is %s', (flag, expected) => {
    expect(isAdministrator(flag)).toBe(expected);
  });
});

describe('toStoredUser', () => {
  it('keeps the stored fields and takes examineState from userExamineState', () => {
    expect(toStoredUser(users.certifiedAdmin)).toEqual({
      username: '13826081234',
      uid: 10001,
      companyId: 2001,
      companyName: '佛山市南海区鑫铝金属材料有限公司',
      examineState: 2,
      isAdministrators: 1,
      headpic: null,
      realname: '陈志强',
    });
    expect(toStoredUser({ ...users.certifiedAdmin, headpic: '701' }).headpic).toBe('701');
  });
});

describe('needsGuide', () => {
  it.each([
    [
      'a new, unverified user without the guide',
      { userExamineState: 0, isFinishPcGuide: 0 } as const,
      true,
    ],
    [
      'a pending user without the guide',
      { userExamineState: 1, isFinishPcGuide: 0 } as const,
      true,
    ],
    [
      'a verified user without the guide',
      { userExamineState: 2, isFinishPcGuide: 0 } as const,
      false,
    ],
    [
      'an unverified user who did the guide',
      { userExamineState: 0, isFinishPcGuide: 1 } as const,
      false,
    ],
  ])('%s: %s', (_, state, expected) => {
    expect(needsGuide({ ...users.newUser, ...state })).toBe(expected);
  });
});
