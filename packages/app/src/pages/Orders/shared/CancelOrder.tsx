import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { formatMoney, isPositive } from '@mall/domain';
import type { OrderSummary } from '@mall/domain/contract/orders';
import { CancelOrderDialog } from '@mall/ui';
import { useOrderCentre } from './useOrderCentre.ts';
import { RowAction } from './RowAction.tsx';

export interface CancelOrderButtonProps {
  /** The order to cancel; its stage picks the call. */
  order: OrderSummary;
  /** Called once it is cancelled (取消成功 is shown and the counts refreshed by then). */
  onDone: () => void;
}

/**
 * 取消订单 (administrators only): opens the reason dialog, loads the reasons, and cancels
 * through the order centre (not twice; a retry after a failure keeps its Idempotency-Key).
 */
/** What cancelling a paid order does to its money: the deposit and differences go back. */
const cancelConsequence = (order: OrderSummary): string | undefined =>
  isPositive(order.paidAmount)
    ? `已付定金 ${formatMoney(order.paidAmount)} 将在取消后全额退回企业账户余额，可在资金管理中查看。`
    : undefined;

export const CancelOrderButton = observer(function CancelOrderButton({
  order,
  onDone,
}: CancelOrderButtonProps) {
  const centre = useOrderCentre();
  const [open, setOpen] = useState(false);
  if (!centre.isAdmin) return null;
  const { cancel, reasons } = centre;

  const handleOpenChange = (next: boolean) => {
    if (next) {
      cancel.reset();
      void centre.loadReasons();
    }
    setOpen(next);
  };

  const handleConfirm = async ({ reasonId, remark }: { reasonId: number; remark: string }) => {
    await cancel.run({
      orderId: order.orderId,
      reasonId,
      ...(remark && { remark }),
      stage: order.stage,
    });
    if (cancel.status !== 'done') return;
    setOpen(false);
    onDone();
  };

  return (
    <>
      <RowAction of={order.orderNo} onClick={() => handleOpenChange(true)}>
        取消订单
      </RowAction>
      {open && (
        <CancelOrderDialog
          open
          onOpenChange={handleOpenChange}
          orderNo={order.orderNo}
          reasons={reasons.data ?? []}
          loadingReasons={reasons.status === 'loading' || reasons.status === 'idle'}
          reasonsError={reasons.status === 'error' ? reasons.error : undefined}
          onRetryReasons={() => void centre.loadReasons()}
          pending={cancel.pending}
          error={cancel.status === 'failed' ? cancel.error : undefined}
          consequence={cancelConsequence(order)}
          onConfirm={(value) => void handleConfirm(value)}
        />
      )}
    </>
  );
});
