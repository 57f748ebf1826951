import { useState } from 'react';
import { formatMoney, isPositive } from '@mall/domain';
import type { OrderSummary } from '@mall/domain/contract/orders';
import { CancelOrderDialog } from '@mall/ui';
import { useOrderCentre } from './useOrderCentre.ts';
import { RowAction } from './RowAction.tsx';

/** What cancelling a paid order does to its money: the deposit and differences go back. */
const cancelConsequence = (order: OrderSummary): string | undefined =>
  isPositive(order.paidAmount)
    ? `已付定金 ${formatMoney(order.paidAmount)} 将在取消后全额退回企业账户余额，可在资金管理中查看。`
    : undefined;

/**
 * 取消订单 of an order list (administrators only): `cancelButton` makes an order's button (none
 * for an employee), `dialog` the one reason dialog it opens, kept by the page so that a button
 * under a row's 更多 may close with its menu. The dialog loads the reasons and cancels through the
 * order centre (not twice; a retry after a failure keeps its Idempotency-Key), then `onDone`.
 */
export function useCancelOrder(onDone: () => void) {
  const centre = useOrderCentre();
  const [order, setOrder] = useState<OrderSummary | null>(null);
  const { cancel, reasons, isAdmin } = centre;

  const handleOpen = (next: OrderSummary) => {
    cancel.reset();
    void centre.loadReasons();
    setOrder(next);
  };

  const handleConfirm = async (
    asked: OrderSummary,
    { reasonId, remark }: { reasonId: number; remark: string },
  ) => {
    await cancel.run({
      orderId: asked.orderId,
      reasonId,
      ...(remark && { remark }),
      stage: asked.stage,
    });
    if (cancel.status !== 'done') return;
    setOrder(null);
    onDone();
  };

  const cancelButton = (row: OrderSummary) =>
    isAdmin ? (
      <RowAction of={row.orderNo} onClick={() => handleOpen(row)}>
        取消订单
      </RowAction>
    ) : null;

  const dialog = order && (
    <CancelOrderDialog
      open
      onOpenChange={(open) => {
        if (!open) setOrder(null);
      }}
      orderNo={order.orderNo}
      reasons={reasons.data ?? []}
      loadingReasons={reasons.status === 'loading' || reasons.status === 'idle'}
      reasonsError={reasons.status === 'error' ? reasons.error : undefined}
      onRetryReasons={() => void centre.loadReasons()}
      pending={cancel.pending}
      error={cancel.status === 'failed' ? cancel.error : undefined}
      consequence={cancelConsequence(order)}
      onConfirm={(value) => void handleConfirm(order, value)}
    />
  );
  return { cancelButton, dialog };
}
