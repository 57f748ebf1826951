/**
 * What the administrator may do to a member of the company (see STAFF_STATUSES in the
 * contract): approve or refuse an applicant, disable an active employee, enable a disabled one.
 * The administrator's own line takes no action.
 */
import type { StaffAction, StaffStatus } from '@mall/domain/contract/staff';

const MOVES: Readonly<Record<StaffAction, { from: StaffStatus; to: StaffStatus }>> = {
  approve: { from: 'applying', to: 'active' },
  refuse: { from: 'applying', to: 'refused' },
  disable: { from: 'active', to: 'disabled' },
  enable: { from: 'disabled', to: 'active' },
};

export const ADMIN_UNTOUCHABLE = '不能对企业管理员执行该操作';

const REFUSALS: Readonly<Record<StaffAction, string>> = {
  approve: '该员工不是待审核状态，不能通过',
  refuse: '该员工不是待审核状态，不能拒绝',
  disable: '只能停用正常状态的员工',
  enable: '只能启用已停用的员工',
};

/** The member's next status, or why the action is refused. */
export const staffMove = (
  status: StaffStatus,
  action: StaffAction,
  isAdministrator: boolean,
): { ok: true; to: StaffStatus } | { ok: false; refusal: string } => {
  if (isAdministrator) return { ok: false, refusal: ADMIN_UNTOUCHABLE };
  const move = MOVES[action];
  return move.from === status
    ? { ok: true, to: move.to }
    : { ok: false, refusal: REFUSALS[action] };
};

/** Whether a member's permission may be changed: an employee who works (or worked) for the company. */
export const permissionChangeable = (status: StaffStatus, isAdministrator: boolean): boolean =>
  !isAdministrator && (status === 'active' || status === 'disabled');
