import { Hono } from 'hono';
import { adminCertificationDecision, userCentreAdminPaths } from '@mall/domain/contract/userCentre';
import type { Deps } from '../context.ts';
import { fail, ok } from '../envelope.ts';
import { inTransaction } from '../orders/guards.ts';
import { approveCertification, rejectCertification } from '../userCentre/certification.ts';
import { validateJson } from '../validation.ts';

export const REASON_REQUIRED = '请填写驳回原因';

/** Sandbox only: the mall's back office for certifications (no login). */
export const userCentreAdminRoutes = ({ db, now }: Deps) =>
  new Hono()
    .post(userCentreAdminPaths.approveCertification, async (c) => {
      const body = await validateJson(c, adminCertificationDecision);
      if (!body.ok) return body.response;
      return inTransaction(db, async (tx) => {
        await approveCertification(tx, body.data.username, now());
        return ok(null);
      });
    })
    .post(userCentreAdminPaths.rejectCertification, async (c) => {
      const body = await validateJson(c, adminCertificationDecision);
      if (!body.ok) return body.response;
      const { username, reason } = body.data;
      if (!reason) return fail(400, REASON_REQUIRED);
      return inTransaction(db, async (tx) => {
        await rejectCertification(tx, username, reason, now());
        return ok(null);
      });
    });
