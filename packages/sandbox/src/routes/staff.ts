import { Hono } from 'hono';
import {
  STAFF_ACTIONS,
  adminChangePaths,
  adminChangeRequest,
  staffInvite,
  staffPaths,
  staffPermissionChange,
  staffQuery,
} from '@mall/domain/contract/staff';
import type { AdminChange, StaffMember } from '@mall/domain/contract/staff';
import type { Page } from '@mall/domain/contract';
import { requireCertified, requireUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import { fail, ok } from '../envelope.ts';
import { companyOf, idempotent, inTransaction, requirePermission } from '../orders/guards.ts';
import {
  WRONG_SMS_CODE,
  latestAdminChangeOf,
  requestAdminChange,
  smsCodeValid,
} from '../staff/adminChange.ts';
import { decideStaff, inviteStaff, setStaffPermission, staffPageOf } from '../staff/members.ts';
import { validateJson, validateQuery } from '../validation.ts';

const STAFF_LABELS = {
  mobile: '手机号',
  permission: '员工权限',
  pageNum: '页码',
  pageSize: '每页条数',
};

/**
 * 员工管理 and 变更管理员: the company administrator's calls (an employee gets the
 * administrator-only code).
 */
export const staffRoutes = (deps: Deps) => {
  const { db, now } = deps;
  const guard = [requireUser(deps), requireCertified, requirePermission('staffManage')] as const;
  const member = `${staffPaths.member}/:id{[0-9]+}`;

  return (
    new Hono<AppEnv>()
      .get(staffPaths.list, ...guard, async (c) => {
        const query = validateQuery(c, staffQuery, { labels: STAFF_LABELS });
        if (!query.ok) return query.response;
        return ok<Page<StaffMember>>(await staffPageOf(db, companyOf(c), query.data, now()));
      })
      .post(staffPaths.invite, ...guard, async (c) => {
        const body = await validateJson(c, staffInvite, { labels: STAFF_LABELS });
        if (!body.ok) return body.response;
        return inTransaction(db, async (tx) => {
          await inviteStaff(tx, companyOf(c), body.data.mobile, now());
          return ok(null);
        });
      })
      .put(`${member}/permission`, ...guard, async (c) => {
        const body = await validateJson(c, staffPermissionChange, { labels: STAFF_LABELS });
        if (!body.ok) return body.response;
        const id = Number(c.req.param('id'));
        return inTransaction(db, async (tx) => {
          await setStaffPermission(tx, companyOf(c), id, body.data.permission, now());
          return ok(null);
        });
      })
      .put(`${member}/:action{${STAFF_ACTIONS.join('|')}}`, ...guard, async (c) => {
        const id = Number(c.req.param('id'));
        const action = STAFF_ACTIONS.find((one) => one === c.req.param('action'));
        return inTransaction(db, async (tx) => {
          if (action) await decideStaff(tx, companyOf(c), id, action, now());
          return ok(null);
        });
      })
      .get(adminChangePaths.request, ...guard, async (c) =>
        ok<AdminChange | null>(await latestAdminChangeOf(db, companyOf(c))),
      )
      // Keyed: a retry after a lost answer gets the first answer, not 已有变更申请在审核中.
      .post(adminChangePaths.request, ...guard, idempotent(deps), async (c) => {
        const body = await validateJson(c, adminChangeRequest, { labels: STAFF_LABELS });
        if (!body.ok) return body.response;
        if (!(await smsCodeValid(db, body.data, now()))) return fail(400, WRONG_SMS_CODE);
        return inTransaction(db, async (tx) => {
          await requestAdminChange(tx, c.get('user'), body.data, now());
          return ok<AdminChange | null>(await latestAdminChangeOf(tx, companyOf(c)));
        });
      })
  );
};
