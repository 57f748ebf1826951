import { useState } from 'react';
import type { OrderSummary } from '@mall/domain/contract/orders';
import { ConfirmDialog } from '@mall/ui';

export interface WithdrawPaymentOptions {
  /** The question asked about the order's pending transfer. */
  content: (order: OrderSummary) => string;
  /** The confirm button's text. */
  confirmText: string;
  /** The cancel button's text; the dialog's own by default. */
  cancelText?: string;
  /** Withdraws the order's transfer; a rejection keeps the dialog open with its error. */
  withdraw: (order: OrderSummary) => Promise<unknown>;
}

/**
 * 撤销付款 of a pending transfer: `ask(order)` opens the confirmation, `dialog` is that
 * confirmation (titled 撤销付款), which withdraws through `withdraw`.
 */
export function useWithdrawPayment({
  content,
  confirmText,
  cancelText,
  withdraw,
}: WithdrawPaymentOptions) {
  const [withdrawing, setWithdrawing] = useState<OrderSummary | null>(null);
  const dialog = (
    <ConfirmDialog
      open={withdrawing !== null}
      onOpenChange={(open) => {
        if (!open) setWithdrawing(null);
      }}
      title="撤销付款"
      content={withdrawing ? content(withdrawing) : ''}
      confirmText={confirmText}
      cancelText={cancelText}
      onConfirm={async () => {
        if (withdrawing) await withdraw(withdrawing);
      }}
    />
  );
  return { ask: setWithdrawing, dialog };
}
