import { useState } from 'react';
import { ErrorState } from '../../basics/ErrorState/ErrorState.tsx';
import { FormDialog } from '../../basics/Modal/FormDialog.tsx';
import { InlineNote } from '../../basics/InlineNote/InlineNote.tsx';
import { RadioGroup } from '../../basics/RadioGroup/RadioGroup.tsx';
import { Skeleton } from '../../basics/Skeleton/Skeleton.tsx';
import { OrderRemarkField } from '../OrderRemarkField/OrderRemarkField.tsx';

export interface CancelOrderDialogProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called when it opens or closes (取消, the close button, Esc). */
  onOpenChange: (open: boolean) => void;
  /** The order being cancelled. */
  orderNo: string;
  /** The reasons to choose from (getAllCancelReason). */
  reasons: readonly { id: number; reason: string }[];
  /** Shows a placeholder while the reasons load. */
  loadingReasons?: boolean;
  /** The client's message when the reasons failed to load; shown with 重试 instead of them. */
  reasonsError?: string;
  /** Loads the reasons again (重试). */
  onRetryReasons?: () => void;
  /** The cancellation is in flight: 确定取消 spins and nothing can be changed. */
  pending?: boolean;
  /** The client's message when the cancellation failed; the choices stay. */
  error?: string;
  /** What cancelling does to the money paid (e.g. the deposit's refund); shown above the reasons. */
  consequence?: string;
  /** Called by 确定取消 once a reason is chosen. */
  onConfirm: (value: { reasonId: number; remark: string }) => void;
}

/**
 * 取消订单: the order number, a required reason (请选择取消原因 at the field), an optional remark
 * of up to 200 characters, and 确定取消 / 取消. What was chosen stays after a failure. When the
 * reasons could not be loaded, the dialog says so with 重试 and sends nothing.
 */
export function CancelOrderDialog({
  open,
  onOpenChange,
  orderNo,
  reasons,
  loadingReasons = false,
  reasonsError,
  onRetryReasons,
  pending = false,
  error,
  consequence,
  onConfirm,
}: CancelOrderDialogProps) {
  const [reasonId, setReasonId] = useState('');
  const [remark, setRemark] = useState('');
  const [missing, setMissing] = useState(false);

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      setReasonId('');
      setRemark('');
      setMissing(false);
    }
    onOpenChange(next);
  };

  const handleConfirm = () => {
    if (reasonsError !== undefined) return;
    if (reasonId === '') {
      setMissing(true);
      return;
    }
    onConfirm({ reasonId: Number(reasonId), remark: remark.trim() });
  };

  return (
    <FormDialog
      title="取消订单"
      open={open}
      onOpenChange={handleOpenChange}
      orderNo={orderNo}
      cancelText="取消"
      confirmText="确定取消"
      danger
      onConfirm={handleConfirm}
      pending={pending}
      error={error}
    >
      {consequence && <InlineNote>{consequence}</InlineNote>}
      {loadingReasons ? (
        <Skeleton lines={3} />
      ) : reasonsError !== undefined ? (
        <ErrorState message={`取消原因加载失败：${reasonsError}`} onRetry={onRetryReasons} />
      ) : (
        <RadioGroup
          label="取消原因"
          required
          options={reasons.map(({ id, reason }) => ({ value: String(id), label: reason }))}
          value={reasonId}
          onValueChange={(value) => {
            setReasonId(value);
            setMissing(false);
          }}
          error={missing ? '请选择取消原因' : undefined}
          disabled={pending}
        />
      )}
      <OrderRemarkField
        value={remark}
        disabled={pending}
        onChange={(event) => setRemark(event.target.value)}
      />
    </FormDialog>
  );
}
