import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type * as z from 'zod/mini';
import {
  adminRef,
  afterSaleAdminPaths,
  askEditRequest,
  askPaymentRequest,
  planRequest,
  rejectRequest,
  shipRequest,
} from '@mall/domain/contract/afterSales';
import type { Deps } from '../context.ts';
import type { SandboxTx } from '../db/client.ts';
import { afterSales } from '../db/schema.ts';
import { ok } from '../envelope.ts';
import { inTransaction, refuse } from '../orders/guards.ts';
import { loadAfterSales } from '../afterSales/read.ts';
import { mallMoves } from '../afterSales/mall.ts';
import type { AfterSaleRow } from '../afterSales/write.ts';
import { AFTER_SALE_NOT_FOUND } from '../afterSales/write.ts';
import { validateJson } from '../validation.ts';

type Ref = { afterSaleNo: string };

/**
 * Sandbox only: the mall's side of an after-sale application (customer service, the warehouse,
 * finance), by its number, so that tests and journeys can drive it. No login. Each answers the
 * application as the buyer sees it.
 */
export const afterSaleAdminRoutes = ({ db, now }: Deps) => {
  const a = afterSaleAdminPaths;

  /** A back-office move: the body checked with `schema`, then `act` on the application. */
  const handle =
    <S extends z.ZodMiniType<Ref>>(
      schema: S,
      act: (tx: SandboxTx, row: AfterSaleRow, body: z.output<S>, at: Date) => Promise<unknown>,
    ) =>
    async (c: Context) => {
      const body = await validateJson(c, schema);
      if (!body.ok) return body.response;
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .select()
          .from(afterSales)
          .where(eq(afterSales.afterSaleNo, body.data.afterSaleNo));
        if (!row) return refuse(404, AFTER_SALE_NOT_FOUND);
        await act(tx, row, body.data, now());
        return ok((await loadAfterSales(tx, [row.id], now()))[0]);
      });
    };

  return new Hono()
    .post(
      a.approve,
      handle(adminRef, (tx, row, _body, at) => mallMoves.approve(tx, row, at)),
    )
    .post(
      a.reject,
      handle(rejectRequest, (tx, row, { reason }, at) => mallMoves.reject(tx, row, at, reason)),
    )
    .post(
      a.askEdit,
      handle(askEditRequest, (tx, row, { note }, at) => mallMoves.askEdit(tx, row, at, note)),
    )
    .post(
      a.plan,
      handle(planRequest, (tx, row, { afterSaleNo: _no, ...plan }, at) =>
        mallMoves.proposePlan(tx, row, at, plan),
      ),
    )
    .post(
      a.receive,
      handle(adminRef, (tx, row, _body, at) => mallMoves.receive(tx, row, at)),
    )
    .post(
      a.refund,
      handle(adminRef, (tx, row, _body, at) => mallMoves.refund(tx, row, at)),
    )
    .post(
      a.ship,
      handle(shipRequest, (tx, row, { afterSaleNo: _no, ...shipment }, at) =>
        mallMoves.ship(tx, row, at, shipment),
      ),
    )
    .post(
      a.askPayment,
      handle(askPaymentRequest, (tx, row, { amount, reason }, at) =>
        mallMoves.askPayment(tx, row, at, amount, reason),
      ),
    );
};
