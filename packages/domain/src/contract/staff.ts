import * as z from 'zod/mini';
import { page } from './envelope.ts';
import { dateTime } from './messages.ts';
import { mobileNumber } from './validation.ts';

/**
 * 员工管理 (userInfo/companyStaff) and 变更管理员 (userInfo/companyUpdateAdmin), spec sections 2,
 * 6 and 8. The spec shows none of these calls: the paths and payloads below are chosen once
 * here, for the client, the story fixtures and the sandbox alike.
 *
 * Who may: every call here is the company administrator's (isAdministrators 1); an employee is
 * answered the order area's administrator-only code (ORDER_ADMIN_CODE, 4101) and the screens
 * tell them so without asking.
 *
 * Reminders (spec section 8, each followed by a refresh of the user's info):
 * - 008 新员工信息审核通过: to an applicant the administrator approved (they join the company);
 * - 021 新员工信息审核未通过: to an applicant the administrator refused;
 * - 009 您已被分配员工权限: to an invited mobile on the login that makes it an employee, and to
 *   an employee whose permission the administrator changes;
 * - 006 / 007 / 020: the administrator change (approved: 006 to the old administrator, 007 to
 *   the new one; rejected: 020 to the administrator who asked).
 */
export const staffPaths = {
  /** GET staffQuery: the company's members, invitations and applicants (staffPage). */
  list: '/pc/user/company/staff/list',
  /** POST staffInvite: invites a mobile; it becomes an employee when it registers or logs in. */
  invite: '/pc/user/company/staff/invite',
  /** Followed by '/{id}/approve', '/refuse', '/disable', '/enable' (PUT) or '/permission' (PUT staffPermissionChange). */
  member: '/pc/user/company/staff',
} as const;

/** What is done to one member, the last part of its PUT path. */
export const STAFF_ACTIONS = ['approve', 'refuse', 'disable', 'enable'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/**
 * A member's state (chosen): `invited` waits for the mobile to register or log in; `applying`
 * is a user who asked to join, waiting for the administrator; `active` works for the company;
 * `disabled` may not log in until enabled again; `refused` was an application turned down.
 */
export const STAFF_STATUSES = ['invited', 'applying', 'active', 'disabled', 'refused'] as const;
export const staffStatus = z.enum(STAFF_STATUSES);
export type StaffStatus = z.infer<typeof staffStatus>;

export const STAFF_STATUS_LABELS: Readonly<Record<StaffStatus, string>> = {
  invited: '已邀请',
  applying: '待审核',
  active: '正常',
  disabled: '已停用',
  refused: '已拒绝',
};

/**
 * An employee's permission (chosen, a small set): `purchase` (采购下单) may add goods to the cart,
 * as every employee could before; `view` (仅查看) may look at goods, prices, orders and the
 * company, but the sandbox refuses them addCart (ORDER_ADMIN_CODE with STAFF_VIEW_ONLY_MESSAGE).
 * Submitting and paying orders, modifying them, withdrawals and this screen stay the
 * administrator's, as the sandbox already has it, whatever the permission.
 */
export const STAFF_PERMISSIONS = ['purchase', 'view'] as const;
export const staffPermission = z.enum(STAFF_PERMISSIONS);
export type StaffPermission = z.infer<typeof staffPermission>;

export const STAFF_PERMISSION_LABELS: Readonly<Record<StaffPermission, string>> = {
  purchase: '采购下单',
  view: '仅查看',
};

/** Why the sandbox refuses addCart to a view-only employee (code ORDER_ADMIN_CODE). */
export const STAFF_VIEW_ONLY_MESSAGE = '您的员工权限为仅查看，不能加入购物车';

/** One line of the staff list. */
export const staffMember = z.object({
  id: z.int(),
  /** The mobile (login name) invited or applying. */
  mobile: z.string(),
  /** The user's real name; '' for a mobile not registered yet. */
  realname: z.string(),
  /** 1 for the company administrator (who cannot be disabled or restricted). */
  isAdministrators: z.int(),
  status: staffStatus,
  permission: staffPermission,
  createdAt: dateTime,
});
export type StaffMember = z.infer<typeof staffMember>;
export const staffPage = page(staffMember);

export const staffQuery = z.object({
  pageNum: z.coerce.number().check(z.int(), z.positive()),
  pageSize: z.coerce.number().check(z.int(), z.positive(), z.maximum(50)),
});
export type StaffQuery = z.infer<typeof staffQuery>;

/** POST invite. */
export const staffInvite = z.object({ mobile: mobileNumber });
export type StaffInvite = z.infer<typeof staffInvite>;

/** PUT '{id}/permission'. */
export const staffPermissionChange = z.object({ permission: staffPermission });
export type StaffPermissionChange = z.infer<typeof staffPermissionChange>;

/** Sandbox only: the mall's back office for staff (no login). */
export const staffAdminPaths = {
  /** POST staffApplication: a registered user without a company applies to join one. */
  apply: '/__admin/staff/apply',
} as const;

export const staffApplication = z.object({ username: mobileNumber, companyName: z.string() });
export type StaffApplication = z.infer<typeof staffApplication>;

/**
 * 变更管理员 (chosen): the administrator names an active employee of the company as the new
 * administrator, with the SMS code sent to that mobile (GET /user/sendSms type 4, as binding a
 * phone does) and the company's authorisation letter (an image sent to userCentrePaths.upload,
 * JPG or PNG of at most 5 MB). One request at a time waits (审核中); the back office approves it
 * (the roles swap: 006 to the old administrator, 007 to the new one) or rejects it with a reason
 * (020 to the one who asked).
 */
export const adminChangePaths = {
  /**
   * GET: the company's latest request (adminChange) or null; POST adminChangeRequest, with an
   * Idempotency-Key (a retry with the same key is answered the first answer).
   */
  request: '/pc/user/company/admin/change',
} as const;

export const ADMIN_CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const adminChangeStatus = z.enum(ADMIN_CHANGE_STATUSES);
export type AdminChangeStatus = z.infer<typeof adminChangeStatus>;

export const ADMIN_CHANGE_STATUS_LABELS: Readonly<Record<AdminChangeStatus, string>> = {
  pending: '审核中',
  approved: '已通过',
  rejected: '已驳回',
};

/** The request's typed fields, checked at each field. */
export const adminChangeDraft = z.object({
  mobile: mobileNumber,
  smsCode: z.string().check(z.trim(), z.regex(/^\d{6}$/, '请输入 6 位短信验证码')),
});
export type AdminChangeDraft = z.infer<typeof adminChangeDraft>;

/** POST request: the draft with the uploaded authorisation letter. */
export const adminChangeRequest = z.extend(adminChangeDraft, {
  letterFileId: z.int().check(z.positive('请上传授权书')),
  letterFileName: z.string(),
});
export type AdminChangeRequest = z.infer<typeof adminChangeRequest>;

export const adminChange = z.object({
  id: z.int(),
  /** The new administrator's mobile and name. */
  mobile: z.string(),
  realname: z.string(),
  letterFileName: z.string(),
  status: adminChangeStatus,
  rejectReason: z.nullable(z.string()),
  submittedAt: dateTime,
  decidedAt: z.nullable(dateTime),
});
export type AdminChange = z.infer<typeof adminChange>;
export const latestAdminChange = z.nullable(adminChange);

/** Sandbox only: the back office decides the company's waiting request, named by its administrator. */
export const adminChangeAdminPaths = {
  approve: '/__admin/staff/adminChange/approve',
  reject: '/__admin/staff/adminChange/reject',
} as const;

export const adminChangeDecision = z.object({
  username: mobileNumber,
  reason: z.optional(z.string().check(z.trim(), z.maxLength(200, '原因最多 200 个字'))),
});
