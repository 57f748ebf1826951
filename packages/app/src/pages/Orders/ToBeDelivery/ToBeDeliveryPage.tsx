import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { createDeliveryApplicationStore, deliveryTonnes, isPositive } from '@mall/domain';
import type { OrderSummary } from '@mall/domain/contract/orders';
import { DeliveryList, Empty, Modal, OrderFigures, RowLink } from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { toDeliveryCard } from '../shared/deliveryCards.ts';
import { StageEmpty } from '../shared/StageEmpty.tsx';
import { StageList } from '../shared/StageList.tsx';
import { useOrderCentre } from '../shared/useOrderCentre.ts';
import { useOrderDetail } from '../shared/useOrderDetail.tsx';
import { RowAction } from '../shared/RowAction.tsx';
import { href, links } from '../../../routes/links.ts';

/** Paid, applied and remaining tonnes of an order. */
function OrderTonnes({ order }: { order: OrderSummary }) {
  const { paid, applied, remaining } = deliveryTonnes(order.lines);
  return (
    <OrderFigures
      figures={[
        { label: '已付款', value: `${paid} 吨` },
        { label: '已申请', value: `${applied} 吨` },
        { label: '待申请', value: `${remaining} 吨` },
      ]}
    />
  );
}

/** 发货记录: the order's deliveries so far (selectDeliveryInfoByOrderId), loaded when opened. */
const DeliveryRecords = observer(function DeliveryRecords({
  order,
  onClose,
}: {
  order: OrderSummary;
  onClose: () => void;
}) {
  const store = useFeature(createDeliveryApplicationStore);
  const info = store.infos.get(order.orderId);
  useEffect(() => {
    void info.load();
  }, [info]);
  return (
    <Modal
      title={`发货记录 ${order.orderNo}`}
      size="lg"
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DeliveryList
        label="发货记录"
        deliveries={(info.data?.deliveries ?? []).map(toDeliveryCard)}
        loading={info.status === 'loading' || info.status === 'idle'}
        error={info.status === 'error' ? info.error : undefined}
        onRetry={() => void info.load()}
        empty={<Empty description="该订单还没有申请过发货" />}
      />
    </Modal>
  );
});

/**
 * orderToBeDelivery (selectDeliveryList): the paid orders with tonnes to deliver, their lines as
 * weighed (the ordered tonnes noted), each with its paid, applied and remaining tonnes, 发货记录 (its deliveries with their status and tracking
 * number) and 申请发货 while tonnes remain. Open to employees too.
 */
export const ToBeDeliveryPage = observer(function ToBeDeliveryPage() {
  const centre = useOrderCentre();
  const store = useFeature(createDeliveryApplicationStore);
  const [records, setRecords] = useState<OrderSummary | null>(null);
  const { detailButton, dialog } = useOrderDetail(centre.service.detail);

  const actions = useCallback(
    (order: OrderSummary) => (
      <>
        {isPositive(deliveryTonnes(order.lines).remaining) && (
          <RowLink
            href={href(links.delivery(order.orderId))}
            aria-label={`申请发货 ${order.orderNo}`}
          >
            申请发货
          </RowLink>
        )}
        {detailButton(order)}
        <RowAction of={order.orderNo} onClick={() => setRecords(order)}>
          发货记录
        </RowAction>
      </>
    ),
    [detailButton],
  );
  const money = useCallback((order: OrderSummary) => <OrderTonnes order={order} />, []);

  return (
    <>
      <StageList
        list={store.list}
        label="待发货订单"
        empty={<StageEmpty description="暂无待发货订单，结清尾款的订单可以在这里申请发货" />}
        actions={actions}
        money={money}
        weighed
      />
      {records && <DeliveryRecords order={records} onClose={() => setRecords(null)} />}
      {dialog}
    </>
  );
});
