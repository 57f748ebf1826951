/** Submitting orders: the sale contract, then the deposit. */
import { inArray } from 'drizzle-orm';
import type { SandboxTx } from '../../db/client.ts';
import { contracts, orders } from '../../db/schema.ts';
import { insertEvents } from './events.ts';
import { nextNumbers } from './numbering.ts';
import type { OrderAt } from './shared.ts';
import { groupedYuan } from '@mall/domain/money';

/** Submits orders: each gets its sale contract and waits for its deposit. */
export const submitOrders = async (tx: SandboxTx, items: readonly OrderAt[]): Promise<void> => {
  if (items.length === 0) return;
  const numbers = await nextNumbers(
    tx,
    contracts,
    contracts.contractNo,
    'HT',
    items.map(({ at }) => at),
  );
  const made = items.map(({ order, at }, index) => ({
    contractNo: numbers[index] ?? '',
    orderId: order.summary.orderId,
    amount: order.summary.totalAmount,
    createdAt: at,
  }));
  await tx.insert(contracts).values(made);
  await tx
    .update(orders)
    .set({ stage: 'firstPayment' })
    .where(
      inArray(
        orders.id,
        made.map(({ orderId }) => orderId),
      ),
    );
  await insertEvents(
    tx,
    items.map(({ order, at }, index) => ({
      orderId: order.summary.orderId,
      at,
      text: `订单已提交，生成销售合同 ${made[index]?.contractNo ?? ''}，待支付定金 ¥${groupedYuan(order.summary.depositAmount)}`,
    })),
  );
};
