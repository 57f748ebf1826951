/**
 * Make-order from a quote: the chosen lines' valid quotes become one to-be-submitted order (the
 * order centre's 待提交) at the quoted prices and tonnes, each order line naming the batch the
 * mall supplies it from. A line whose quote expired, was deleted or was already ordered is refused
 * with the reason.
 */
import { eq, inArray } from 'drizzle-orm';
import type { LineState, MadeOrder } from '@mall/domain/contract/inquiry';
import { LINE_STATE_LABELS, QUOTE_INVALID_CODE, specText } from '@mall/domain/contract/inquiry';
import type { OrderTerms } from '@mall/domain/contract/orders';
import { orderCharges } from '@mall/domain/contract/orders';
import { sum } from '@mall/domain/money';
import type { SandboxTx } from '../db/client.ts';
import { inquiries, inquiryLines } from '../db/schema.ts';
import { refuse } from '../orders/guards.ts';
import { createOrder } from '../orders/write/creation.ts';
import type { LoadedInquiry } from './read.ts';
import { BUYER, addChange, check } from './write.ts';

/** Why a line in this state cannot be ordered. */
const notOrderable = (state: Exclude<LineState, 'valid'>): string =>
  state === 'waiting' ? '尚未报价' : LINE_STATE_LABELS[state];

export const makeOrderFromQuote = async (
  tx: SandboxTx,
  inquiry: LoadedInquiry,
  detailIds: readonly number[],
  terms: OrderTerms,
  userId: number,
  at: Date,
): Promise<MadeOrder> => {
  check(inquiry, 'makeOrder');
  const lines = detailIds.map(
    (id) => inquiry.lines.find((line) => line.id === id) ?? refuse(404, '询价明细不在该询价单中'),
  );
  const picked = lines.map((line) => {
    const { state, quote } = line;
    if (state !== 'valid' || !quote?.batchId) {
      const reason = notOrderable(state === 'valid' ? 'waiting' : state);
      return refuse(QUOTE_INVALID_CODE, `${specText(line)}：${reason}，不能下单`);
    }
    return { line, quote: { ...quote, batchId: quote.batchId } };
  });
  const { orderId, orderNo } = await createOrder(
    tx,
    { companyId: inquiry.companyId, userId },
    picked.map(({ quote }) => ({
      batchId: quote.batchId,
      weight: quote.tonnes,
      unitPrice: quote.unitPrice,
      amount: quote.amount,
    })),
    terms,
    at,
  );
  await tx
    .update(inquiryLines)
    .set({ orderId })
    .where(inArray(inquiryLines.id, [...detailIds]));
  await tx.update(inquiries).set({ status: 'ordered' }).where(eq(inquiries.id, inquiry.id));
  await addChange(tx, inquiry.id, at, BUYER, `报价下单 ${picked.length} 行，生成订单 ${orderNo}`);
  const { totalAmount } = orderCharges(
    sum(picked.map(({ quote }) => quote.amount)),
    sum(picked.map(({ quote }) => quote.tonnes)),
  );
  return { orderId, orderNo, amount: totalAmount };
};
