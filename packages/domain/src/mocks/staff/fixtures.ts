import type { AdminChange, StaffMember } from '../../contract/staff.ts';

/** The demo company's members: the administrator, employees, an applicant, an invitation. */
export const staffFixture: StaffMember[] = [
  {
    id: 1,
    mobile: '13800000001',
    realname: '陈志强',
    isAdministrators: 1,
    status: 'active',
    permission: 'purchase',
    createdAt: '2026-02-16 10:00:00',
  },
  {
    id: 5,
    mobile: '13800000003',
    realname: '王海峰',
    isAdministrators: 0,
    status: 'applying',
    permission: 'purchase',
    createdAt: '2026-03-18 08:00:00',
  },
  {
    id: 4,
    mobile: '13900000088',
    realname: '',
    isAdministrators: 0,
    status: 'invited',
    permission: 'purchase',
    createdAt: '2026-03-17 09:00:00',
  },
  {
    id: 3,
    mobile: '13800000007',
    realname: '赵丽',
    isAdministrators: 0,
    status: 'disabled',
    permission: 'view',
    createdAt: '2026-03-02 14:30:00',
  },
  {
    id: 2,
    mobile: '13800000002',
    realname: '李晓燕',
    isAdministrators: 0,
    status: 'active',
    permission: 'purchase',
    createdAt: '2026-03-01 09:15:00',
  },
];

/** The company's administrator-change request, in each of its states. */
export const adminChangeFixtures: Readonly<
  Record<'pending' | 'approved' | 'rejected', AdminChange>
> = {
  pending: {
    id: 1,
    mobile: '13800000002',
    realname: '李晓燕',
    letterFileName: '授权书.png',
    status: 'pending',
    rejectReason: null,
    submittedAt: '2026-03-18 09:30:00',
    decidedAt: null,
  },
  approved: {
    id: 1,
    mobile: '13800000002',
    realname: '李晓燕',
    letterFileName: '授权书.png',
    status: 'approved',
    rejectReason: null,
    submittedAt: '2026-03-17 09:30:00',
    decidedAt: '2026-03-17 15:00:00',
  },
  rejected: {
    id: 1,
    mobile: '13800000002',
    realname: '李晓燕',
    letterFileName: '授权书.png',
    status: 'rejected',
    rejectReason: '授权书未加盖企业公章',
    submittedAt: '2026-03-17 09:30:00',
    decidedAt: '2026-03-17 15:00:00',
  },
};
