import { describe, expect, it } from 'vitest';
import type { StaffAction, StaffStatus } from '@mall/domain/contract/staff';
import { ADMIN_UNTOUCHABLE, permissionChangeable, staffMove } from './stateMachine.ts';

describe('staffMove', () => {
  it.each<[StaffStatus, StaffAction, StaffStatus | string]>([
    ['applying', 'approve', 'active'],
    ['applying', 'refuse', 'refused'],
    ['active', 'disable', 'disabled'],
    ['disabled', 'enable', 'active'],
    ['invited', 'approve', '该员工不是待审核状态，不能通过'],
    ['active', 'refuse', '该员工不是待审核状态，不能拒绝'],
    ['applying', 'disable', '只能停用正常状态的员工'],
    ['disabled', 'disable', '只能停用正常状态的员工'],
    ['active', 'enable', '只能启用已停用的员工'],
    ['refused', 'approve', '该员工不是待审核状态，不能通过'],
  ])('%s, %s: %s', (status, action, expected) => {
    const move = staffMove(status, action, false);
    expect(move.ok ? move.to : move.refusal).toBe(expected);
  });

  it('never moves the administrator', () => {
    expect(staffMove('active', 'disable', true)).toEqual({ ok: false, refusal: ADMIN_UNTOUCHABLE });
  });
});

describe('permissionChangeable', () => {
  it.each<[StaffStatus, boolean, boolean]>([
    ['active', false, true],
    ['disabled', false, true],
    ['invited', false, false],
    ['applying', false, false],
    ['refused', false, false],
    ['active', true, false],
  ])('%s (administrator %s): %s', (status, admin, expected) => {
    expect(permissionChangeable(status, admin)).toBe(expected);
  });
});
