/** The mall's moves on an application (the back office, and the seed that replays them). */
import { eq } from 'drizzle-orm';
import type { HandlingPlan } from '@mall/domain/contract/afterSales';
import { MISSING_GOODS } from '@mall/domain/contract/afterSales';
import { Big, groupedYuan, yuan } from '@mall/domain/money';
import type { SandboxTx } from '../db/client.ts';
import { afterSaleReasons } from '../db/schema.ts';
import { refuse } from '../orders/guards.ts';
import { refundToBalance } from './refund.ts';
import type { AfterSaleRow } from './write.ts';
import { MALL, makeMove } from './write.ts';

type Shipment = { company: string; trackingNo: string };

export const mallMoves = {
  approve: (tx: SandboxTx, row: AfterSaleRow, at: Date) =>
    makeMove(tx, row, 'approve', { at, actor: MALL, text: '审核通过' }),
  reject: (tx: SandboxTx, row: AfterSaleRow, at: Date, reason: string) =>
    makeMove(
      tx,
      row,
      'reject',
      { at, actor: MALL, text: `驳回：${reason}` },
      { rejectReason: reason },
    ),
  askEdit: (tx: SandboxTx, row: AfterSaleRow, at: Date, note: string) =>
    makeMove(
      tx,
      row,
      'askEdit',
      { at, actor: MALL, text: `要求修改：${note}` },
      { editNote: note },
    ),
  proposePlan: async (tx: SandboxTx, row: AfterSaleRow, at: Date, plan: HandlingPlan) => {
    if (new Big(plan.refundAmount).gt(row.amount) && row.kind !== 'product') {
      return refuse(400, '退款金额不能超过申请金额');
    }
    if (plan.needReturn && row.kind === 'refundOnly') {
      const [reason] = await tx
        .select({ reason: afterSaleReasons.reason })
        .from(afterSaleReasons)
        .where(eq(afterSaleReasons.id, row.reasonId));
      if (reason?.reason === MISSING_GOODS) return refuse(400, `${MISSING_GOODS}无需寄回商品`);
    }
    const stored = { ...plan, refundAmount: yuan(plan.refundAmount) };
    return makeMove(
      tx,
      row,
      'proposePlan',
      { at, actor: MALL, text: `提出处理方案：${plan.text}` },
      { plan: stored },
      stored,
    );
  },
  receive: (tx: SandboxTx, row: AfterSaleRow, at: Date) =>
    makeMove(tx, row, 'receive', { at, actor: MALL, text: '已收到退回商品' }),
  /** Refunds the plan's amount (else the amount asked) to the company balance. */
  refund: async (tx: SandboxTx, row: AfterSaleRow, at: Date) => {
    const amount = yuan(row.plan ? row.plan.refundAmount : row.amount);
    if (!new Big(amount).gt(0)) return refuse(400, '该申请没有可退金额');
    await makeMove(
      tx,
      row,
      'refund',
      { at, actor: MALL, text: `已退款 ¥${groupedYuan(amount)} 至企业账户余额` },
      { refundedAmount: yuan(new Big(row.refundedAmount).plus(amount)) },
    );
    await refundToBalance(tx, row.companyId, amount, row.afterSaleNo, at);
    return amount;
  },
  ship: (tx: SandboxTx, row: AfterSaleRow, at: Date, { company, trackingNo }: Shipment) => {
    if (row.kind !== 'exchange' && !row.plan?.exchange) return refuse(400, '该申请不是换货');
    return makeMove(
      tx,
      row,
      'ship',
      { at, actor: MALL, text: `换货已发出：${company} ${trackingNo}` },
      { exchangeCompany: company, exchangeTrackingNo: trackingNo, exchangedAt: at },
    );
  },
  /** Asks for a supplementary payment, with its reason: only of an exchange (the buyer owes). */
  askPayment: (tx: SandboxTx, row: AfterSaleRow, at: Date, amount: string, reason: string) => {
    if (row.kind !== 'exchange') return refuse(400, '仅换货可要求补款');
    return makeMove(
      tx,
      row,
      'askPayment',
      { at, actor: MALL, text: `要求补款 ¥${groupedYuan(amount)}：${reason}` },
      { replenishAmount: yuan(amount), replenishPaidAt: null },
    );
  },
};
