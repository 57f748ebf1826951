import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type {
  ContractReminder,
  Modification,
  PaymentResult,
  PlannedDelivery,
  StockingDetail,
  StockingStep,
} from '@mall/domain/contract/orders';
import {
  ORDER_STATE_CODE,
  contractReminderQuery,
  getDiffAmountQuery,
  modifyOrderRequest,
  orderPaths,
  parentQuery,
  submitDiffRequest,
  weighingAnswer,
  weighingDisputeRequest,
} from '@mall/domain/contract/orders';
import { formatSpecification } from '@mall/domain/contract/specification';
import { requireCertified, requireUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import type { SandboxTx } from '../db/client.ts';
import {
  contractReminders,
  contractReplies,
  diffAmounts,
  goodsBatches,
  modificationLines,
  modifications,
  orderItems,
} from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import {
  ORDER_LABELS,
  ORDER_NOT_FOUND,
  check,
  companyOf,
  idempotent,
  inTransaction,
  refuse,
  requirePermission,
} from '../orders/guards.ts';
import type { Db, LoadedOrder } from '../orders/read.ts';
import { loadOrder, toDetail } from '../orders/read.ts';
import { addEvents } from '../orders/write/events.ts';
import { confirmModification, modifyOrder, moveTonnes } from '../orders/write/modifications.ts';
import { pay } from '../orders/write/payments.ts';
import { answerWeighing, remindOrder } from '../orders/write/production.ts';
import { chinaDateTime } from '../time.ts';
import { validateJson, validateQuery } from '../validation.ts';
import { groupedYuan } from '@mall/domain/money';

const NO_SUCH_MODIFICATION = '修改记录不存在';
const NO_SUCH_DIFF = '差价款不存在';
const orderIdQuery = z.object({ orderId: z.coerce.number().check(z.int(), z.positive()) });
const modifiedParams = z.object({
  orderId: z.coerce.number().check(z.int(), z.positive()),
  modifiedId: z.coerce.number().check(z.int(), z.positive()),
});
const diffParam = z.object({ diffId: z.coerce.number().check(z.int(), z.positive()) });

/** The stocking steps, in order, and when the order reached each. */
export const stockingSteps = (order: LoadedOrder): StockingStep[] =>
  (
    [
      ['合同确认', order.stockingAt],
      ['排产', order.scheduledAt],
      ['生产中', order.producingAt],
      ['质检', order.inspectedAt],
      ['入库待发', order.weighedAt],
    ] as const
  ).map(([label, at]) => ({ label, doneAt: at && chinaDateTime(at) }));

/** The reminder threads of an order, newest first, each with its replies (oldest first). */
const threadsOf = async (db: Db, orderId: number): Promise<ContractReminder[]> => {
  const threads = await db
    .select()
    .from(contractReminders)
    .where(eq(contractReminders.orderId, orderId))
    .orderBy(desc(contractReminders.at), desc(contractReminders.id));
  const replies = threads.length
    ? await db
        .select()
        .from(contractReplies)
        .where(
          inArray(
            contractReplies.reminderId,
            threads.map(({ id }) => id),
          ),
        )
        .orderBy(asc(contractReplies.at), asc(contractReplies.id))
    : [];
  return threads.map((thread) => ({
    id: thread.id,
    content: thread.content,
    at: chinaDateTime(thread.at),
    replies: replies
      .filter(({ reminderId }) => reminderId === thread.id)
      .map(({ content, at, read }) => ({ content, at: chinaDateTime(at), read })),
  }));
};

const unreadWhere = (orderId: number) =>
  and(
    eq(contractReplies.read, false),
    inArray(
      contractReplies.reminderId,
      sql`(select ${contractReminders.id} from ${contractReminders} where ${contractReminders.orderId} = ${orderId})`,
    ),
  );

/** A modification with its lines, as the contract shows it. */
const toModification = async (db: Db, id: number): Promise<Modification | undefined> => {
  const [row] = await db.select().from(modifications).where(eq(modifications.id, id));
  if (!row) return undefined;
  const lines = await db
    .select({
      line: modificationLines,
      grade: goodsBatches.grade,
      temper: goodsBatches.temper,
      category: goodsBatches.category,
      thickness: goodsBatches.thickness,
      width: goodsBatches.width,
      length: goodsBatches.length,
    })
    .from(modificationLines)
    .innerJoin(orderItems, eq(orderItems.id, modificationLines.itemId))
    .innerJoin(goodsBatches, eq(goodsBatches.id, orderItems.batchId))
    .where(eq(modificationLines.modificationId, id))
    .orderBy(asc(modificationLines.id));
  return {
    modifiedId: row.id,
    orderId: row.orderId,
    status: row.status,
    lines: lines.map(({ line, grade, temper, category, thickness, width, length }) => ({
      detailId: line.itemId,
      productName: `${grade}${temper ? `-${temper}` : ''} ${category}`,
      spec: formatSpecification({ category, thickness, width, length }),
      oldWeight: line.oldWeight,
      newWeight: line.newWeight,
      unitPrice: line.unitPrice,
      oldAmount: line.oldAmount,
      newAmount: line.newAmount,
    })),
    oldAmount: row.oldAmount,
    newAmount: row.newAmount,
    depositDiff: row.depositDiff,
    remark: row.remark,
    createdAt: chinaDateTime(row.createdAt),
  };
};

/** A modification of the company's order, or a refusal. */
const ownModification = async (db: Db, orderId: number, modifiedId: number) => {
  const [row] = await db
    .select()
    .from(modifications)
    .where(and(eq(modifications.id, modifiedId), eq(modifications.orderId, orderId)));
  return row ?? refuse(404, NO_SUCH_MODIFICATION);
};

/**
 * Stocking: the progress, the buyer's reminders and the mall's replies, the planned delivery;
 * and the modification of tonnages with its difference amount (the administrator's).
 */
export const stockingRoutes = (deps: Deps) => {
  const { db, now } = deps;
  const auth = requireUser(deps);
  const keyed = idempotent(deps);

  /**
   * A handler for an administrator's answer to one modification named by the path: the
   * company's order, checked that it may still be modified, and the modification, in one
   * transaction.
   */
  const onModification =
    (
      answer: (
        tx: SandboxTx,
        found: { order: LoadedOrder; row: typeof modifications.$inferSelect },
      ) => Promise<Response>,
    ) =>
    async (c: Context<AppEnv>) => {
      const params = modifiedParams.safeParse(c.req.param());
      if (!params.success) return fail(404, NO_SUCH_MODIFICATION);
      const { orderId, modifiedId } = params.data;
      return inTransaction(db, async (tx) => {
        const order = check(await loadOrder(tx, orderId, companyOf(c)), 'modify');
        return answer(tx, { order, row: await ownModification(tx, orderId, modifiedId) });
      });
    };

  /** The company's order named by `parentid`, or a 404 answer. */
  const parentOrder = async (c: Parameters<typeof companyOf>[0]) => {
    const query = validateQuery(c, parentQuery, { labels: ORDER_LABELS });
    if (!query.ok) return { response: query.response };
    const order = await loadOrder(db, query.data.parentid, companyOf(c));
    return order ? { order } : { response: fail(404, ORDER_NOT_FOUND) };
  };

  return new Hono<AppEnv>()
    .get(orderPaths.stockingDetail, auth, requireCertified, async (c) => {
      const query = validateQuery(c, orderIdQuery, { labels: ORDER_LABELS });
      if (!query.ok) return query.response;
      const order = await loadOrder(db, query.data.orderId, companyOf(c));
      if (!order) return fail(404, ORDER_NOT_FOUND);
      return ok<StockingDetail>({
        order: await toDetail(db, order),
        steps: stockingSteps(order),
        producing: order.producing,
        modification:
          order.summary.pendingModifiedId === null
            ? null
            : ((await toModification(db, order.summary.pendingModifiedId)) ?? null),
        unreadReplies: await db.$count(contractReplies, unreadWhere(order.summary.orderId)),
      });
    })
    .get(orderPaths.contractReminder, auth, requireCertified, async (c) => {
      const query = validateQuery(c, contractReminderQuery, { labels: ORDER_LABELS });
      if (!query.ok) return query.response;
      const { parentid, content } = query.data;
      return inTransaction(db, async (tx) => {
        const at = now();
        const thread = await remindOrder(
          tx,
          { order: check(await loadOrder(tx, parentid, companyOf(c)), 'remind'), at },
          content,
        );
        return ok<ContractReminder>({
          id: thread.id,
          content: thread.content,
          at: chinaDateTime(at),
          replies: [],
        });
      });
    })
    .get(orderPaths.contractFollowUp, auth, requireCertified, async (c) => {
      const found = await parentOrder(c);
      if (!found.order) return found.response;
      return ok(await threadsOf(db, found.order.summary.orderId));
    })
    .get(orderPaths.contractDelivery, auth, requireCertified, async (c) => {
      const found = await parentOrder(c);
      if (!found.order) return found.response;
      const { order } = found;
      const inventory = [...new Set(order.summary.lines.map((line) => line.inventory))].join('、');
      return ok<PlannedDelivery>({
        plannedAt: order.plannedDate,
        inventory,
        note: order.plannedDate
          ? `预计 ${order.plannedDate} 入库，${inventory}仓库发货`
          : '尚未排产，排产后将告知预计交期',
      });
    })
    .get(orderPaths.contractReplyCheck, auth, requireCertified, async (c) => {
      const found = await parentOrder(c);
      if (!found.order) return found.response;
      const read = await db
        .update(contractReplies)
        .set({ read: true })
        .where(unreadWhere(found.order.summary.orderId))
        .returning({ id: contractReplies.id });
      return ok({ unread: read.length });
    })
    .post(
      orderPaths.weighingConfirm,
      auth,
      requireCertified,
      requirePermission('weighingAnswer'),
      async (c) => {
        const body = await validateJson(c, weighingAnswer, { labels: ORDER_LABELS });
        if (!body.ok) return body.response;
        return inTransaction(db, async (tx) => {
          const order = check(await loadOrder(tx, body.data.orderId, companyOf(c)), 'weigh');
          await answerWeighing(tx, { order, at: now() }, { confirm: true });
          return ok(null);
        });
      },
    )
    .post(
      orderPaths.weighingDispute,
      auth,
      requireCertified,
      requirePermission('weighingAnswer'),
      async (c) => {
        const body = await validateJson(c, weighingDisputeRequest, { labels: ORDER_LABELS });
        if (!body.ok) return body.response;
        const { orderId, reason } = body.data;
        return inTransaction(db, async (tx) => {
          const order = check(await loadOrder(tx, orderId, companyOf(c)), 'weigh');
          await answerWeighing(tx, { order, at: now() }, { confirm: false, reason });
          return ok(null);
        });
      },
    )
    .post(
      orderPaths.modify,
      auth,
      requireCertified,
      requirePermission('orderModify'),
      async (c) => {
        const body = await validateJson(c, modifyOrderRequest, { labels: ORDER_LABELS });
        if (!body.ok) return body.response;
        const { orderId, lines, remark } = body.data;
        return inTransaction(db, async (tx) => {
          const order = check(await loadOrder(tx, orderId, companyOf(c)), 'modify');
          const modifiedId = await modifyOrder(tx, { order, at: now() }, { lines, remark });
          return ok(await toModification(tx, modifiedId));
        });
      },
    )
    .put(
      `${orderPaths.cancelModified}/:orderId/:modifiedId`,
      auth,
      requireCertified,
      requirePermission('orderModify'),
      onModification(async (tx, { row }) => {
        if (row.status !== 'pending') refuse(ORDER_STATE_CODE, '该修改已处理，不能撤销');
        await tx
          .update(modifications)
          .set({ status: 'cancelled' })
          .where(eq(modifications.id, row.id));
        await addEvents(tx, now(), [{ orderId: row.orderId, text: '已撤销订单修改' }]);
        return ok(null);
      }),
    )
    .put(
      `${orderPaths.submitModified}/:orderId/:modifiedId`,
      auth,
      requireCertified,
      requirePermission('orderModify'),
      onModification(async (tx, { order, row }) => {
        await confirmModification(tx, { order, at: now() }, row);
        return ok(await toModification(tx, row.id));
      }),
    )
    .get(orderPaths.diffAmount, auth, requireCertified, async (c) => {
      const query = validateQuery(c, getDiffAmountQuery, { labels: ORDER_LABELS });
      if (!query.ok) return query.response;
      const order = await loadOrder(db, query.data.orderId, companyOf(c));
      return order ? ok(order.summary.diff) : fail(404, ORDER_NOT_FOUND);
    })
    .put(
      orderPaths.submitDiff,
      auth,
      requireCertified,
      requirePermission('payDifference'),
      keyed,
      async (c) => {
        const body = await validateJson(c, submitDiffRequest, { labels: ORDER_LABELS });
        if (!body.ok) return body.response;
        const { diffId, ...payment } = body.data;
        const companyId = companyOf(c);
        return inTransaction(db, async (tx) => {
          const [diff] = await tx.select().from(diffAmounts).where(eq(diffAmounts.id, diffId));
          const order = diff && check(await loadOrder(tx, diff.orderId, companyId), 'payDiff');
          if (!diff || !order) return refuse(404, NO_SUCH_DIFF);
          if (diff.status !== 'unpaid') refuse(ORDER_STATE_CODE, '该差价款已支付或正在确认中');
          const result = await pay(tx, { userId: c.get('user').id, companyId }, payment, [
            { orderId: diff.orderId, kind: 'diff', amount: diff.amount, diffId, at: now() },
          ]);
          return ok<PaymentResult>({ ...result, refund: '0.00' });
        });
      },
    )
    .put(
      `${orderPaths.cancelDiff}/:diffId`,
      auth,
      requireCertified,
      requirePermission('payDifference'),
      async (c) => {
        const param = diffParam.safeParse(c.req.param());
        if (!param.success) return fail(404, NO_SUCH_DIFF);
        return inTransaction(db, async (tx) => {
          const [diff] = await tx
            .select()
            .from(diffAmounts)
            .where(eq(diffAmounts.id, param.data.diffId));
          const order =
            diff && check(await loadOrder(tx, diff.orderId, companyOf(c)), 'cancelDiff');
          if (!diff || !order) return refuse(404, NO_SUCH_DIFF);
          if (diff.status !== 'unpaid')
            refuse(ORDER_STATE_CODE, '该差价款已支付或正在确认中，不能取消');
          await tx
            .update(diffAmounts)
            .set({ status: 'cancelled' })
            .where(eq(diffAmounts.id, diff.id));
          await moveTonnes(tx, diff.modificationId, false);
          await tx
            .update(modifications)
            .set({ status: 'cancelled' })
            .where(eq(modifications.id, diff.modificationId));
          await addEvents(tx, now(), [
            {
              orderId: diff.orderId,
              text: `已取消差价款 ¥${groupedYuan(diff.amount)}，订单恢复修改前的吨数`,
            },
          ]);
          return ok(null);
        });
      },
    );
};
