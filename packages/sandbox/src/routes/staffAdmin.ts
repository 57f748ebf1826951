import { Hono } from 'hono';
import { staffAdminPaths, staffApplication } from '@mall/domain/contract/staff';
import type { Deps } from '../context.ts';
import { ok } from '../envelope.ts';
import { inTransaction } from '../orders/guards.ts';
import { applyToCompany } from '../staff/members.ts';
import { validateJson } from '../validation.ts';

/** Sandbox only: the back office's staff calls (no login). */
export const staffAdminRoutes = ({ db, now }: Deps) =>
  new Hono().post(staffAdminPaths.apply, async (c) => {
    const body = await validateJson(c, staffApplication);
    if (!body.ok) return body.response;
    const { username, companyName } = body.data;
    return inTransaction(db, async (tx) => {
      await applyToCompany(tx, username, companyName, now());
      return ok(null);
    });
  });
