import { Hono } from 'hono';
import {
  adminChangeAdminPaths,
  adminChangeDecision,
  staffAdminPaths,
  staffApplication,
} from '@mall/domain/contract/staff';
import type { Deps } from '../context.ts';
import { fail, ok } from '../envelope.ts';
import { approveAdminChange, rejectAdminChange } from '../staff/adminChange.ts';
import { inTransaction } from '../orders/guards.ts';
import { applyToCompany } from '../staff/members.ts';
import { validateJson } from '../validation.ts';
import { REASON_REQUIRED } from './userCentreAdmin.ts';

/** Sandbox only: the back office's staff calls (no login): an application, the administrator change. */
export const staffAdminRoutes = ({ db, now }: Deps) =>
  new Hono()
    .post(staffAdminPaths.apply, async (c) => {
      const body = await validateJson(c, staffApplication);
      if (!body.ok) return body.response;
      const { username, companyName } = body.data;
      return inTransaction(db, async (tx) => {
        await applyToCompany(tx, username, companyName, now());
        return ok(null);
      });
    })
    .post(adminChangeAdminPaths.approve, async (c) => {
      const body = await validateJson(c, adminChangeDecision);
      if (!body.ok) return body.response;
      return inTransaction(db, async (tx) => {
        await approveAdminChange(tx, body.data.username, now());
        return ok(null);
      });
    })
    .post(adminChangeAdminPaths.reject, async (c) => {
      const body = await validateJson(c, adminChangeDecision);
      if (!body.ok) return body.response;
      const { username, reason } = body.data;
      if (!reason) return fail(400, REASON_REQUIRED);
      return inTransaction(db, async (tx) => {
        await rejectAdminChange(tx, username, reason, now());
        return ok(null);
      });
    });
