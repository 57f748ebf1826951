import { useCallback, useState } from 'react';
import type { OrderDetail, OrderSummary } from '@mall/domain/contract/orders';
import { OrderDetailDialog } from './OrderDetailDialog.tsx';
import { RowAction } from './RowAction.tsx';

/**
 * 查看详情 of an order list: `detailButton` makes an order's button, `dialog` is the one
 * OrderDetailDialog it opens, loading through `load` (the call of the page's stage).
 */
export function useOrderDetail(load: (orderId: number) => Promise<OrderDetail>) {
  const [orderId, setOrderId] = useState<number | null>(null);
  const detailButton = useCallback(
    (order: OrderSummary) => (
      <RowAction of={order.orderNo} onClick={() => setOrderId(order.orderId)}>
        查看详情
      </RowAction>
    ),
    [],
  );
  const dialog = (
    <OrderDetailDialog
      orderId={orderId}
      load={load}
      open={orderId !== null}
      onOpenChange={(open) => {
        if (!open) setOrderId(null);
      }}
    />
  );
  return { detailButton, dialog };
}
