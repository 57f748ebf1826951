/** After-sale applications: applying, editing, and every move of the lifecycle with its step. */
import { and, eq, inArray } from 'drizzle-orm';
import type {
  AfterSaleRequest,
  AfterSaleStatus,
  HandlingPlan,
} from '@mall/domain/contract/afterSales';
import {
  AFTER_SALE_CLAIM_CODE,
  claimAbovePaid,
  AFTER_SALE_ORDER_STAGES,
  AFTER_SALE_STATE_CODE,
  PHOTOS_REQUIRED,
  RETURN_DAYS,
  needsPhotos,
} from '@mall/domain/contract/afterSales';
import { Big, sum, yuan } from '@mall/domain/money';
import type { SandboxTx } from '../db/client.ts';
import { onlyRow } from '../db/client.ts';
import {
  afterSaleEvents,
  afterSaleLines,
  afterSalePics,
  afterSaleReasons,
  afterSales,
  orders,
  users,
} from '../db/schema.ts';
import { refuse } from '../orders/guards.ts';
import { nextNumber } from '../orders/write/numbering.ts';
import { claimableLines } from './read.ts';
import type { AfterSaleMove } from './stateMachine.ts';
import { transition } from './stateMachine.ts';
import { pieceWeightOf, weightOfPieces } from './weight.ts';

export const AFTER_SALE_NOT_FOUND = '售后申请不存在';
export const NOT_RECEIVED = '订单收货后才能申请售后';

const DAY_MS = 86_400_000;

/** Who acted, as the timeline shows it: the buyer's real name, or the mall. */
export const MALL = '商城客服';

type Claim = Pick<AfterSaleRequest, 'lines' | 'amount' | 'kind' | 'reasonId' | 'picIds'>;

/**
 * Checks a claim against the order (received, the company's), what its lines may still claim
 * (`except`: the application being edited), what was paid for them, the kind's reasons and the
 * company's photos; answers the lines with their tonnes (worked out from the pieces for sheet goods).
 */
export const checkClaim = async (
  tx: SandboxTx,
  { orderId, companyId }: { orderId: number; companyId: number },
  claim: Claim,
  except?: number,
) => {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.companyId !== companyId) return refuse(404, '订单不存在');
  if (!AFTER_SALE_ORDER_STAGES.includes(order.stage))
    return refuse(AFTER_SALE_STATE_CODE, NOT_RECEIVED);
  const [reason] = await tx
    .select()
    .from(afterSaleReasons)
    .where(and(eq(afterSaleReasons.id, claim.reasonId), eq(afterSaleReasons.kind, claim.kind)));
  if (!reason) return refuse(400, '请选择售后原因');
  if (claim.picIds.length === 0 && needsPhotos(claim.kind, reason.reason)) {
    return refuse(400, PHOTOS_REQUIRED);
  }
  if (claim.picIds.length > 0) {
    const own = await tx
      .select({ id: afterSalePics.id })
      .from(afterSalePics)
      .innerJoin(users, eq(users.id, afterSalePics.userId))
      .where(and(inArray(afterSalePics.id, claim.picIds), eq(users.companyId, companyId)));
    if (own.length !== new Set(claim.picIds).size) return refuse(400, '照片不存在');
  }
  const claimable = await claimableLines(tx, orderId, except);
  if (new Set(claim.lines.map(({ detailId }) => detailId)).size !== claim.lines.length) {
    return refuse(400, '同一商品只能申请一次');
  }
  const lines = claim.lines.map((line) => {
    const item = claimable.find(({ detailId }) => detailId === line.detailId);
    if (!item) return refuse(400, '订单中没有该商品');
    const piece = pieceWeightOf(item.thickness, item.width, item.length);
    if (piece && line.pieces === null) return refuse(400, `请填写「${item.productName}」的件数`);
    if (piece && line.pieces !== null && item.claimablePieces !== null) {
      if (line.pieces > item.claimablePieces) {
        return refuse(
          AFTER_SALE_CLAIM_CODE,
          `「${item.productName}」最多可申请 ${item.claimablePieces} 件`,
        );
      }
    }
    const weight = piece && line.pieces !== null ? weightOfPieces(piece, line.pieces) : line.weight;
    // Pieces lighter together than half a kilogram come to 0.000 t: a claim of nothing.
    if (!new Big(weight).gt(0)) {
      return refuse(AFTER_SALE_CLAIM_CODE, `「${item.productName}」吨数必须大于 0`);
    }
    if (new Big(weight).gt(item.claimableWeight)) {
      return refuse(
        AFTER_SALE_CLAIM_CODE,
        `「${item.productName}」最多可申请 ${item.claimableWeight} 吨`,
      );
    }
    return {
      itemId: item.detailId,
      pieces: piece ? line.pieces : null,
      weight,
      measured: claim.kind === 'product' ? line.measured : null,
      paid: new Big(weight).times(item.unitPrice),
    };
  });
  const paid = yuan(sum(lines.map(({ paid: value }) => value)));
  if (new Big(claim.amount).gt(paid)) {
    return refuse(AFTER_SALE_CLAIM_CODE, claimAbovePaid(paid));
  }
  return lines.map(({ paid: _paid, ...line }) => line);
};

type Checked = Awaited<ReturnType<typeof checkClaim>>;

const fieldsOf = (request: AfterSaleRequest) => ({
  kind: request.kind,
  reasonId: request.reasonId,
  amount: yuan(request.amount),
  picIds: request.picIds,
  description: request.description,
  contactName: request.contactName,
  contactPhone: request.contactPhone,
});

const insertLines = (tx: SandboxTx, afterSaleId: number, lines: Checked) =>
  tx.insert(afterSaleLines).values(lines.map((line) => ({ ...line, afterSaleId })));

/** Adds a step to an application's timeline. */
export const addStep = async (
  tx: SandboxTx,
  afterSaleId: number,
  step: { at: Date; actor: string; text: string },
): Promise<void> => {
  await tx.insert(afterSaleEvents).values({ afterSaleId, ...step });
};

/** A new application, numbered SH + the day + 4 digits; answers its id. */
export const createApplication = async (
  tx: SandboxTx,
  who: { companyId: number; userId: number; actor: string },
  request: AfterSaleRequest,
  lines: Checked,
  at: Date,
): Promise<number> => {
  const afterSaleNo = await nextNumber(tx, afterSales, afterSales.afterSaleNo, 'SH', at);
  const { id } = onlyRow(
    await tx
      .insert(afterSales)
      .values({
        ...fieldsOf(request),
        afterSaleNo,
        companyId: who.companyId,
        userId: who.userId,
        orderId: request.orderId,
        status: 'pending',
        createdAt: at,
      })
      .returning({ id: afterSales.id }),
  );
  await insertLines(tx, id, lines);
  await addStep(tx, id, { at, actor: who.actor, text: '提交售后申请' });
  return id;
};

/** The application's status and what its moves depend on, or a refusal (404). */
export const statusOf = async (tx: SandboxTx, id: number, companyId?: number) => {
  const [row] = await tx.select().from(afterSales).where(eq(afterSales.id, id));
  if (!row || (companyId !== undefined && row.companyId !== companyId)) {
    return refuse(404, AFTER_SALE_NOT_FOUND);
  }
  return row;
};
export type AfterSaleRow = Awaited<ReturnType<typeof statusOf>>;

/**
 * Makes `move` on the application (refused with AFTER_SALE_STATE_CODE where its status does not
 * allow it), writing `patch` with the new status and the step.
 */
export const makeMove = async (
  tx: SandboxTx,
  row: AfterSaleRow,
  move: AfterSaleMove,
  step: { at: Date; actor: string; text: string },
  patch: Partial<typeof afterSales.$inferInsert> = {},
  plan: HandlingPlan | null = row.plan,
): Promise<AfterSaleStatus> => {
  const next = transition(move, row.status, { kind: row.kind, plan });
  if (!next.ok) return refuse(AFTER_SALE_STATE_CODE, next.message);
  // The mall agreed to take the goods back: the buyer has RETURN_DAYS from now to send them.
  const returnBy =
    next.to === 'toReturn' ? { returnBy: new Date(step.at.getTime() + RETURN_DAYS * DAY_MS) } : {};
  await tx
    .update(afterSales)
    .set({ ...patch, ...returnBy, status: next.to })
    .where(eq(afterSales.id, row.id));
  await addStep(tx, row.id, step);
  return next.to;
};

/** PUT afterSale/{id}: the edited application replaces the old one, back to 待审核. */
export const updateApplication = async (
  tx: SandboxTx,
  row: AfterSaleRow,
  request: AfterSaleRequest,
  lines: Checked,
  step: { at: Date; actor: string },
): Promise<void> => {
  await makeMove(
    tx,
    row,
    'update',
    { ...step, text: '修改售后申请并重新提交' },
    {
      ...fieldsOf(request),
      editNote: null,
      rejectReason: null,
    },
  );
  await tx.delete(afterSaleLines).where(eq(afterSaleLines.afterSaleId, row.id));
  await insertLines(tx, row.id, lines);
};
