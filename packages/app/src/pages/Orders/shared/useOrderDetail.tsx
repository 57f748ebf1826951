import { useCallback, useState } from 'react';
import type { OrderDetail, OrderSummary } from '@mall/domain/contract/orders';
import { Button } from '@mall/ui';
import { OrderDetailDialog } from './OrderDetailDialog.tsx';

/**
 * 查看详情 of an order list: `detailButton` makes an order's button, `dialog` is the one
 * OrderDetailDialog it opens, loading through `load` (the call of the page's stage).
 */
export function useOrderDetail(load: (orderId: number) => Promise<OrderDetail>) {
  const [orderId, setOrderId] = useState<number | null>(null);
  const detailButton = useCallback(
    (order: OrderSummary) => (
      <Button
        size="sm"
        variant="text"
        aria-label={`查看详情 ${order.orderNo}`}
        onClick={() => setOrderId(order.orderId)}
      >
        查看详情
      </Button>
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
