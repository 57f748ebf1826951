import { useEffect, useMemo, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { formatMoney, formatTonnes, goodsAttribute, isPositive, Resource } from '@mall/domain';

import type { OrderDetail, OrderLine } from '@mall/domain/contract/orders';
import { orderTermsText } from '@mall/domain/contract/orders';
import { Button, Currency, ErrorState, Modal, OrderDetailView, Skeleton, Table } from '@mall/ui';
import { useOrderCentre } from './useOrderCentre.ts';
import { OrderAfterSaleLinks } from '../../AfterSales/shared/OrderAfterSaleLinks.tsx';
import { StateTag } from '../../shared/StateTag.tsx';
import { SettlementRefundNote } from './SettlementRefundNote.tsx';
import { WeighingDiffNote } from './WeighingDiffNote.tsx';

export interface OrderDetailDialogProps {
  /** The order shown; nothing loads while null. */
  orderId: number | null;
  /** Loads the detail through the call of the page's stage. */
  load: (orderId: number) => Promise<OrderDetail>;
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called when it opens or closes. */
  onOpenChange: (open: boolean) => void;
}

const lineColumns = [
  { key: 'productName', title: '商品' },
  { key: 'spec', title: '规格', render: (line: OrderLine) => line.spec || '—' },
  { key: 'attribute', title: '属性', render: (line: OrderLine) => goodsAttribute(line) },
  {
    key: 'weight',
    title: '重量(吨)',
    align: 'right' as const,
    render: (line: OrderLine) => formatTonnes(line.weight),
  },
  {
    key: 'weighed',
    title: '过磅(吨)',
    align: 'right' as const,
    render: (line: OrderLine) =>
      line.weighedWeight === null ? '—' : formatTonnes(line.weighedWeight),
  },
  {
    key: 'unitPrice',
    title: '单价(元/吨)',
    align: 'right' as const,
    render: (line: OrderLine) => <Currency>{formatMoney(line.unitPrice)}</Currency>,
  },
  {
    key: 'amount',
    title: '金额(元)',
    align: 'right' as const,
    render: (line: OrderLine) => <Currency>{formatMoney(line.amount)}</Currency>,
  },
];

/**
 * The detail's facts: stage, dates, contract, the make-order's terms (采购单号, 交货方式, 备注),
 * the amounts (货款 and 过户费 when charged) and its after-sale applications.
 */
const facts = (order: OrderDetail): [string, ReactNode][] => [
  ['订单号', order.orderNo],
  ['状态', <StateTag key="status" subject="order" state={order.stage} />],
  ['下单时间', order.createdAt],
  ['下单人', order.buyerName],
  ['合同编号', order.contractNo ?? '—'],
  // The make-order's terms, for an order placed through the confirmation.
  ...(order.deliveryWay === null
    ? []
    : orderTermsText(order).map(([term, text]): [string, ReactNode] => [term, text])),
  ['总重量', `${formatTonnes(order.totalWeight)} 吨`],
  ...(isPositive(order.transferFee)
    ? [
        ['货款', formatMoney(order.goodsAmount)] as [string, string],
        ['过户费', formatMoney(order.transferFee)] as [string, string],
      ]
    : []),
  ['订单金额', formatMoney(order.totalAmount)],
  ['定金', formatMoney(order.depositAmount)],
  ['已付金额', formatMoney(order.paidAmount)],
  ['过磅金额', order.weighedAmount === null ? '—' : formatMoney(order.weighedAmount)],
  ['待付金额', formatMoney(order.dueAmount)],
  ...(order.weighingDiff
    ? [
        ['磅差', <WeighingDiffNote key="weighing" diff={order.weighingDiff} />] as [
          string,
          ReactNode,
        ],
      ]
    : []),
  ...(order.settlementRefund
    ? [
        ['结算退款', <SettlementRefundNote key="refund" refund={order.settlementRefund} />] as [
          string,
          ReactNode,
        ],
      ]
    : []),
  ...(order.cancelReason ? [['取消原因', order.cancelReason] as [string, string]] : []),
  ...(order.afterSales.length > 0
    ? [['售后申请', <OrderAfterSaleLinks order={order} />] as [string, ReactNode]]
    : []),
];

/**
 * 订单详情 in a dialog: the facts and amounts, the lines, the order's history, and
 * 下载订单明细 (the detail PDF).
 */
export const OrderDetailDialog = observer(function OrderDetailDialog({
  orderId,
  load,
  open,
  onOpenChange,
}: OrderDetailDialogProps) {
  const centre = useOrderCentre();
  const detail = useMemo(
    () => (orderId === null ? null : new Resource(() => load(orderId))),
    [orderId, load],
  );
  useEffect(() => {
    if (open) void detail?.load();
  }, [open, detail]);

  const body = () => {
    if (!detail || detail.status === 'idle' || detail.status === 'loading')
      return <Skeleton lines={6} />;
    if (detail.status === 'error' || !detail.data)
      return detail.notFound ? (
        // A permanent failure (the order is not there): the way back to the list, not 重试.
        <ErrorState
          message={detail.error}
          back={<Button onClick={() => onOpenChange(false)}>返回订单列表</Button>}
        />
      ) : (
        <ErrorState message={detail.error} onRetry={() => void detail.load()} />
      );
    const order = detail.data;
    return (
      <OrderDetailView
        facts={facts(order)}
        lines={
          <Table
            label="订单商品"
            columns={lineColumns}
            rows={order.lines}
            rowKey={(line) => line.detailId}
          />
        }
        events={order.events}
      />
    );
  };

  return (
    <Modal
      title="订单详情"
      size="lg"
      open={open}
      onOpenChange={onOpenChange}
      footer={
        orderId !== null && (
          <Button
            loading={centre.detailPdf.pending === orderId}
            onClick={() => void centre.downloadDetail(orderId)}
          >
            下载订单明细
          </Button>
        )
      }
    >
      {body()}
    </Modal>
  );
});
