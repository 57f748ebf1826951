import { Hono } from 'hono';
import {
  adminFundsRequest,
  adminRechargeRejection,
  fundsAdminPaths,
} from '@mall/domain/contract/funds';
import type { Deps } from '../context.ts';
import { ok } from '../envelope.ts';
import { confirmRecharge, payWithdrawal, rejectRecharge } from '../funds/write.ts';
import { inTransaction } from '../orders/guards.ts';
import { validateJson } from '../validation.ts';

/**
 * Sandbox only: the mall's finance confirms or rejects transfers and pays withdrawals out (no
 * login).
 */
export const fundsAdminRoutes = ({ db, now }: Deps) =>
  new Hono()
    .post(fundsAdminPaths.confirmRecharge, async (c) => {
      const body = await validateJson(c, adminFundsRequest);
      if (!body.ok) return body.response;
      return inTransaction(db, async (tx) => {
        await confirmRecharge(tx, body.data.username, now());
        return ok(null);
      });
    })
    .post(fundsAdminPaths.rejectRecharge, async (c) => {
      const body = await validateJson(c, adminRechargeRejection);
      if (!body.ok) return body.response;
      return inTransaction(db, async (tx) => {
        await rejectRecharge(tx, body.data, now());
        return ok(null);
      });
    })
    .post(fundsAdminPaths.payWithdrawal, async (c) => {
      const body = await validateJson(c, adminFundsRequest);
      if (!body.ok) return body.response;
      return inTransaction(db, async (tx) => {
        await payWithdrawal(tx, body.data.username, now());
        return ok(null);
      });
    });
