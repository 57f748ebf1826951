import { Hono } from 'hono';
import {
  SETTLE_STYLES,
  collectionAccountQuery,
  fundsPaths,
  rechargeRequest,
  withdrawRequest,
} from '@mall/domain/contract/funds';
import type {
  CollectionCompany,
  FundsAccount,
  FundsAction,
  HeldDeposit,
  SettleStyle,
} from '@mall/domain/contract/funds';
import { eq } from 'drizzle-orm';
import { yuan } from '@mall/domain/money';
import { requireCertified, requireUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import { collectionAccounts } from '../db/schema.ts';
import { ok } from '../envelope.ts';
import { depositDetailsOf } from '../funds/read.ts';
import {
  announceRecharge,
  deleteRecord,
  proveWithdrawal,
  requestWithdrawal,
  voucherOf,
} from '../funds/write.ts';
import { companyOf, idempotent, inTransaction, requirePermission } from '../orders/guards.ts';
import { validateJson, validateQuery } from '../validation.ts';
import { fileResponse } from './orders.ts';

/**
 * 资金管理: deposits held, recharge by transfer with its voucher, withdrawal proved by an SMS
 * code, a recharge's voucher image, removing a pending recharge.
 */
export const fundsRoutes = (deps: Deps) => {
  const { db, now } = deps;
  const auth = requireUser(deps);
  const keyed = idempotent(deps);

  return new Hono<AppEnv>()
    .get(fundsPaths.depositDetails, auth, requireCertified, async (c) =>
      ok<HeldDeposit[]>(await depositDetailsOf(db, companyOf(c))),
    )
    .get(fundsPaths.settleStyles, auth, () => ok<readonly SettleStyle[]>(SETTLE_STYLES))
    .get(fundsPaths.collectionCompanies, auth, async () =>
      ok<CollectionCompany[]>(
        await db
          .selectDistinct({ companyName: collectionAccounts.companyName })
          .from(collectionAccounts)
          .orderBy(collectionAccounts.companyName),
      ),
    )
    .get(fundsPaths.collectionAccounts, auth, async (c) => {
      const query = validateQuery(c, collectionAccountQuery);
      if (!query.ok) return query.response;
      return ok<FundsAccount[]>(
        await db
          .select()
          .from(collectionAccounts)
          .where(eq(collectionAccounts.companyName, query.data.companyName))
          .orderBy(collectionAccounts.id),
      );
    })
    .post(
      fundsPaths.recharge,
      auth,
      requireCertified,
      requirePermission('fundsRecharge'),
      keyed,
      async (c) => {
        const body = await validateJson(c, rechargeRequest);
        if (!body.ok) return body.response;
        return inTransaction(db, async (tx) => {
          const amount = yuan(body.data.amount);
          const payer = { userId: c.get('user').id, companyId: companyOf(c) };
          const recordId = await announceRecharge(tx, payer, { ...body.data, amount }, now());
          return ok<FundsAction>({ recordId, amount });
        });
      },
    )
    .post(
      fundsPaths.withdraw,
      auth,
      requireCertified,
      requirePermission('fundsWithdraw'),
      keyed,
      async (c) => {
        const body = await validateJson(c, withdrawRequest);
        if (!body.ok) return body.response;
        const { username } = c.get('user');
        await proveWithdrawal(db, { companyId: companyOf(c), username }, body.data, now());
        return inTransaction(db, async (tx) => {
          const amount = yuan(body.data.amount);
          const recordId = await requestWithdrawal(tx, companyOf(c), amount, now());
          return ok<FundsAction>({ recordId, amount });
        });
      },
    )
    .get(`${fundsPaths.capital}/:id{[0-9]+}/voucher`, auth, requireCertified, async (c) => {
      const voucher = await voucherOf(db, companyOf(c), Number(c.req.param('id')));
      return fileResponse(
        new Uint8Array(voucher.content),
        voucher.mime,
        voucher.fileName,
        'inline',
      );
    })
    .delete(`${fundsPaths.capital}/:id{[0-9]+}`, auth, requireCertified, async (c) =>
      inTransaction(db, async (tx) => {
        await deleteRecord(tx, companyOf(c), Number(c.req.param('id')));
        return ok(null);
      }),
    );
};
