import { formatMoney, formatTonnes, maskMobile, statusOf } from '@mall/domain';
import { DELIVERY_TYPE_LABELS } from '@mall/domain/contract/orders';
import type { Delivery } from '@mall/domain/contract/orders';
import type { DeliveryCard, DeliveryFact } from '@mall/ui';

/** A delivery's facts: how it goes, who takes it, where or which car, when, and its tracking. */
export function deliveryFacts(delivery: Delivery): DeliveryFact[] {
  const self = delivery.deliveryType === 'self';
  return [
    { label: '提货方式', value: DELIVERY_TYPE_LABELS[delivery.deliveryType] },
    { label: '联系人', value: `${delivery.contactName} ${maskMobile(delivery.contactPhone)}` },
    self
      ? { label: '车牌号', value: delivery.plateNo }
      : { label: '收货地址', value: delivery.address },
    { label: '计划提货日期', value: delivery.plannedDate },
    { label: '发货吨数', value: `${formatTonnes(delivery.totalWeight)} 吨` },
    { label: '货值', value: formatMoney(delivery.amount) },
    ...(delivery.logisticsNo
      ? [
          {
            label: '物流单号',
            value: `${delivery.logisticsCompany ?? ''} ${delivery.logisticsNo}`.trim(),
          },
        ]
      : []),
    ...(delivery.receivedAt ? [{ label: '收货时间', value: delivery.receivedAt }] : []),
  ];
}

/** A delivery as the DeliveryList shows it, without the page's actions and extra. */
export function toDeliveryCard(delivery: Delivery): Omit<DeliveryCard, 'actions' | 'extra'> {
  return {
    key: delivery.deliveryId,
    deliveryNo: delivery.deliveryNo,
    orderNo: delivery.orderNo,
    createdAt: delivery.createdAt,
    status: statusOf('delivery', delivery.status),
    lines: delivery.lines.map((line) => ({
      key: line.detailId,
      productName: line.productName,
      spec: line.spec,
      weight: formatTonnes(line.weight),
      unitPrice: formatMoney(line.unitPrice),
      amount: formatMoney(line.amount),
    })),
    facts: deliveryFacts(delivery),
  };
}
