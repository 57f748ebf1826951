import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, ErrorState, InlineNote, Modal, Skeleton } from '@mall/ui';
import { ModificationView } from './ModificationView.tsx';
import type { ModifyOrderDialogProps } from './ModifyOrderDialog.tsx';

/** The store, the order whose pending modification is confirmed, and onClose. */
export type ConfirmModificationDialogProps = ModifyOrderDialogProps;

/**
 * 确认修改 of a pending modification: nothing applies at the row's click; the dialog loads the
 * order's stocking detail and shows the modification's old and new lines, the total difference
 * and the deposit consequence, then 确认修改 applies it (取消 leaves it pending).
 */
export const ConfirmModificationDialog = observer(function ConfirmModificationDialog({
  store,
  order,
  onClose,
}: ConfirmModificationDialogProps) {
  const detail = store.detail(order.orderId);
  useEffect(() => {
    void detail.load();
  }, [detail]);
  const modification = detail.data?.modification ?? null;
  const pending = store.confirmModification.pending;

  const body = () => {
    if (detail.status === 'error') {
      return <ErrorState message={detail.error} onRetry={() => void detail.load()} />;
    }
    if (!detail.data) return <Skeleton lines={4} />;
    if (!modification) return <InlineNote>该修改已处理，请刷新列表</InlineNote>;
    return <ModificationView modification={modification} stage={order.stage} />;
  };

  return (
    <Modal
      title={`确认修改 ${order.orderNo}`}
      size="lg"
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      footer={
        <>
          <Button disabled={pending} onClick={onClose}>
            取消
          </Button>
          <Button
            variant="primary"
            disabled={!modification}
            loading={pending}
            onClick={() => {
              if (!modification) return;
              const ref = { orderId: order.orderId, modifiedId: modification.modifiedId };
              void store.settleModification(ref, true).then((done) => {
                if (done) onClose();
              });
            }}
          >
            确认修改
          </Button>
        </>
      }
    >
      {body()}
    </Modal>
  );
});
