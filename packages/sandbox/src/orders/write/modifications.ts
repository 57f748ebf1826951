/** Changes of an order's tonnages: asked for, confirmed, and the stock they move. */
import { eq, inArray, sql } from 'drizzle-orm';
import type { ModifyOrderRequest } from '@mall/domain/contract/orders';
import { ORDER_STATE_CODE, orderCharges } from '@mall/domain/contract/orders';
import { Big, lineAmount, sum, tonnes, yuan, groupedYuan } from '@mall/domain/money';
import type { SandboxTx } from '../../db/client.ts';
import {
  contracts,
  diffAmounts,
  goodsBatches,
  modificationLines,
  modifications,
  orderItems,
} from '../../db/schema.ts';
import { check, refuse } from '../guards.ts';
import { depositOf } from '../money.ts';
import { chargeTransferFee } from './creation.ts';
import { addEvents } from './events.ts';
import { DIFF_FIRST } from './payments.ts';
import type { OrderAt } from './shared.ts';

type ModificationRow = typeof modifications.$inferSelect;

/**
 * Moves a modification's lines from one tonnage to the other (`forward`: old → new, else back),
 * taking or giving the difference from or to the batches' stock.
 */
export const moveTonnes = async (
  tx: SandboxTx,
  modificationId: number,
  forward: boolean,
): Promise<void> => {
  const lines = await tx
    .select({ line: modificationLines, batchId: orderItems.batchId, stock: goodsBatches.weight })
    .from(modificationLines)
    .innerJoin(orderItems, eq(orderItems.id, modificationLines.itemId))
    .innerJoin(goodsBatches, eq(goodsBatches.id, orderItems.batchId))
    .where(eq(modificationLines.modificationId, modificationId));
  for (const { line, batchId, stock } of lines) {
    const [from, to] = forward
      ? [line.oldWeight, line.newWeight]
      : [line.newWeight, line.oldWeight];
    const taken = new Big(to).minus(from);
    if (taken.gt(stock)) refuse(400, `库存不足，最多可增加 ${stock} 吨`);
    await tx
      .update(goodsBatches)
      .set({ weight: sql`${goodsBatches.weight} - ${tonnes(taken)}::numeric` })
      .where(eq(goodsBatches.id, batchId));
    await tx
      .update(orderItems)
      .set({ weight: to, amount: forward ? line.newAmount : line.oldAmount })
      .where(eq(orderItems.id, line.itemId));
  }
};

/** Asks to change an order's tonnages (pending until confirmed); answers the modification's id. */
export const modifyOrder = async (
  tx: SandboxTx,
  { order, at }: OrderAt,
  { lines, remark }: Omit<ModifyOrderRequest, 'orderId'>,
): Promise<number> => {
  check(order, 'modify');
  const { orderId } = order.summary;
  if (order.summary.pendingModifiedId !== null) refuse(ORDER_STATE_CODE, '该订单已有待确认的修改');
  if (order.summary.diff) refuse(ORDER_STATE_CODE, DIFF_FIRST);
  if (order.weighedAt) refuse(ORDER_STATE_CODE, '货物已过磅，不能修改');
  if (order.pendingKinds.length > 0) refuse(ORDER_STATE_CODE, '订单有待确认的付款，不能修改');
  const stock = await tx
    .select({ id: goodsBatches.id, weight: goodsBatches.weight })
    .from(goodsBatches)
    .where(
      inArray(
        goodsBatches.id,
        order.summary.lines.map(({ batchId }) => batchId),
      ),
    );
  const changed = lines
    .map(({ detailId, weight }) => {
      const line = order.summary.lines.find((one) => one.detailId === detailId);
      if (!line) return refuse(400, '订单明细不存在');
      const available = stock.find(({ id }) => id === line.batchId)?.weight ?? '0';
      if (new Big(weight).minus(line.weight).gt(available)) {
        refuse(400, `「${line.productName}」库存不足，最多可增加 ${available} 吨`);
      }
      return { line, newWeight: tonnes(weight), newAmount: lineAmount(weight, line.unitPrice) };
    })
    .filter(({ line, newWeight }) => newWeight !== line.weight);
  if (changed.length === 0) refuse(400, '吨数未修改');
  const newLines = order.summary.lines.map((line) => {
    const change = changed.find((one) => one.line.detailId === line.detailId);
    return change ? { amount: change.newAmount, weight: change.newWeight } : line;
  });
  // The 过户费 follows the new tonnes, for an order placed with it.
  const { totalAmount: newTotal, depositAmount: newDeposit } = orderCharges(
    sum(newLines.map(({ amount }) => amount)),
    sum(newLines.map(({ weight }) => weight)),
    order.summary.deliveryWay === null ? order.summary.transferFee : undefined,
  );
  const [row] = await tx
    .insert(modifications)
    .values({
      orderId,
      status: 'pending',
      oldAmount: order.summary.totalAmount,
      newAmount: newTotal,
      depositDiff: yuan(new Big(newDeposit).minus(order.summary.depositAmount)),
      remark: remark?.trim() ?? '',
      createdAt: at,
    })
    .returning({ id: modifications.id });
  if (!row) throw new Error('modify: nothing inserted');
  await tx.insert(modificationLines).values(
    changed.map(({ line, newWeight, newAmount }) => ({
      modificationId: row.id,
      itemId: line.detailId,
      oldWeight: line.weight,
      newWeight,
      unitPrice: line.unitPrice,
      oldAmount: line.amount,
      newAmount,
    })),
  );
  await addEvents(tx, at, [
    { orderId, text: `申请修改订单，修改后金额 ¥${groupedYuan(newTotal)}，待确认` },
  ]);
  return row.id;
};

/**
 * Confirms a pending modification: the tonnages change, and a stocking order whose deposit
 * no longer covers its new amount owes the difference; a deposit paid over the new amount's is
 * carried to the final payment (chosen), which settles against everything paid.
 */
export const confirmModification = async (
  tx: SandboxTx,
  { order, at }: OrderAt,
  row: ModificationRow,
): Promise<void> => {
  check(order, 'modify');
  const { orderId } = order.summary;
  if (row.status !== 'pending') refuse(ORDER_STATE_CODE, '该修改已处理，不能确认');
  await moveTonnes(tx, row.id, true);
  if (order.summary.deliveryWay !== null) await chargeTransferFee(tx, orderId);
  await tx.update(modifications).set({ status: 'confirmed' }).where(eq(modifications.id, row.id));
  // The sale contract states the amount as modified.
  await tx.update(contracts).set({ amount: row.newAmount }).where(eq(contracts.orderId, orderId));
  const owed = new Big(depositOf(row.newAmount)).minus(order.depositPaid).minus(order.diffPaid);
  const owes = order.summary.stage === 'stocking' && owed.gt(0);
  const carried = owed.lt(0) ? `，多付定金 ¥${yuan(owed.neg())} 转入尾款结算` : '';
  if (owes) {
    await tx.insert(diffAmounts).values({
      orderId,
      modificationId: row.id,
      amount: yuan(owed),
      status: 'unpaid',
      createdAt: at,
    });
  }
  await addEvents(tx, at, [
    {
      orderId,
      text: `订单修改已确认，订单金额 ¥${groupedYuan(row.oldAmount)} → ¥${groupedYuan(row.newAmount)}${owes ? `，待支付差价款 ¥${groupedYuan(owed)}` : carried}`,
    },
  ]);
};
