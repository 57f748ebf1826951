import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { StockingStore } from '@mall/domain';
import { formatTonnes } from '@mall/domain';
import { tonnage } from '@mall/domain/contract';
import type { OrderSummary } from '@mall/domain/contract/orders';
import { Button, Input, Modal, Stack } from '@mall/ui';
import { ModificationView } from './ModificationView.tsx';

export interface ModifyOrderDialogProps {
  /** The stocking store. */
  store: StockingStore;
  /** The order modified. */
  order: OrderSummary;
  /** Called when the dialog closes. */
  onClose: () => void;
}

/**
 * 修改订单: new tonnes for the lines (3 decimals, > 0, checked at each field), priced by the
 * server (modifiedOrder); the priced modification (old and new lines, the difference and the
 * deposit consequence), then 确认修改 or 撤回修改.
 */
export const ModifyOrderDialog = observer(function ModifyOrderDialog({
  store,
  order,
  onClose,
}: ModifyOrderDialogProps) {
  const [weights, setWeights] = useState<Record<number, string>>(() =>
    Object.fromEntries(order.lines.map((line) => [line.detailId, formatTonnes(line.weight)])),
  );
  const [errors, setErrors] = useState<Record<number, string>>({});
  const priced = store.modify.status === 'done' ? store.modify.result : null;
  const settling = store.confirmModification.pending || store.withdrawModification.pending;

  const handlePrice = () => {
    const found: Record<number, string> = {};
    for (const line of order.lines) {
      const parsed = tonnage.safeParse((weights[line.detailId] ?? '').trim());
      if (!parsed.success) found[line.detailId] = parsed.error.issues[0]?.message ?? '';
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const lines = order.lines
      .filter((line) => formatTonnes(weights[line.detailId]) !== formatTonnes(line.weight))
      .map((line) => ({ detailId: line.detailId, weight: (weights[line.detailId] ?? '').trim() }));
    if (lines.length === 0) {
      setErrors({ [order.lines[0]?.detailId ?? 0]: '请至少修改一行' });
      return;
    }
    void store.modify.run({ orderId: order.orderId, lines });
  };

  const settle = async (confirm: boolean) => {
    if (!priced) return;
    const ref = { orderId: order.orderId, modifiedId: priced.modifiedId };
    if (await store.settleModification(ref, confirm)) onClose();
  };

  return (
    <Modal
      title={`修改订单 ${order.orderNo}`}
      size="lg"
      open
      onOpenChange={(open) => {
        if (!open && !settling) onClose();
      }}
      footer={
        priced ? (
          <>
            <Button disabled={settling} onClick={() => void settle(false)}>
              撤回修改
            </Button>
            <Button
              variant="primary"
              loading={store.confirmModification.pending}
              onClick={() => void settle(true)}
            >
              确认修改
            </Button>
          </>
        ) : (
          <Button variant="primary" loading={store.modify.pending} onClick={handlePrice}>
            计算差价
          </Button>
        )
      }
    >
      {priced ? (
        <ModificationView modification={priced} stage={order.stage} />
      ) : (
        <Stack $gap={3}>
          {order.lines.map((line) => (
            <Input
              key={line.detailId}
              label={`${line.productName}（原 ${formatTonnes(line.weight)} 吨）`}
              $labelWidth="220px"
              suffix="吨"
              inputMode="decimal"
              value={weights[line.detailId] ?? ''}
              error={errors[line.detailId]}
              disabled={store.modify.pending}
              onChange={(event) => {
                setWeights({ ...weights, [line.detailId]: event.target.value });
                setErrors({});
              }}
            />
          ))}
        </Stack>
      )}
    </Modal>
  );
});
