import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { signatureAdminPaths, signatureReset } from '@mall/domain/contract/signature';
import type { Deps } from '../context.ts';
import { users } from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { inTransaction } from '../orders/guards.ts';
import { resetSignature } from '../signature/signings.ts';
import { validateJson } from '../validation.ts';

/** Sandbox only: the back office takes a company's seal and signings away (journeys start afresh). */
export const signatureAdminRoutes = ({ db }: Deps) =>
  new Hono().post(signatureAdminPaths.reset, async (c) => {
    const body = await validateJson(c, signatureReset);
    if (!body.ok) return body.response;
    const [user] = await db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.username, body.data.username));
    if (!user?.companyId) return fail(404, '该用户没有企业');
    const companyId = user.companyId;
    return inTransaction(db, async (tx) => {
      await resetSignature(tx, companyId);
      return ok(null);
    });
  });
