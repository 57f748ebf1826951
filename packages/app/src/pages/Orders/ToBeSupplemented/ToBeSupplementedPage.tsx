import { useCallback } from 'react';
import { observer } from 'mobx-react-lite';
import {
  createFinalPaymentStore,
  finalBalance,
  formatMoney,
  formatTonnes,
  hasPendingPayment,
  sumTonnes,
} from '@mall/domain';
import type { OrderSummary } from '@mall/domain/contract/orders';
import { Button, Currency, InlineAction, OrderFigures, Stack } from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { StageEmpty } from '../shared/StageEmpty.tsx';
import { StageList, paymentAdmin } from '../shared/StageList.tsx';
import { useOrderCentre } from '../shared/useOrderCentre.ts';
import { useOrderDetail } from '../shared/useOrderDetail.tsx';
import { useWithdrawPayment } from '../shared/useWithdrawPayment.tsx';
import { RowAction } from '../shared/RowAction.tsx';

/** Ordered against weighed tonnes and amounts, what was paid, and the supplement or refund. */
function FinalMoney({ order }: { order: OrderSummary }) {
  const balance = finalBalance(order);
  const weighed = sumTonnes(order.lines.map((line) => line.weighedWeight ?? line.weight));
  return (
    <OrderFigures
      figures={[
        {
          label: '订货',
          value: `${formatTonnes(order.totalWeight)} 吨 ${formatMoney(order.totalAmount)}`,
        },
        { label: '过磅', value: `${weighed} 吨 ${formatMoney(order.weighedAmount)}` },
        { label: '已付', value: formatMoney(order.paidAmount) },
        {
          label: balance.kind === 'refund' ? '应退款' : '应付尾款',
          value: <Currency>{formatMoney(balance.amount)}</Currency>,
        },
      ]}
    />
  );
}

/**
 * orderToBeSupplemented (finalList): the weighed orders due their final payment, each with
 * ordered against weighed tonnes and amounts, what was paid and 应付尾款 or 应退款; a pending
 * transfer shows 付款确认中 with 撤销付款 (after a confirm). Administrators select orders and go
 * to 去结算; employees see 付款需由企业管理员操作.
 */
export const ToBeSupplementedPage = observer(function ToBeSupplementedPage() {
  const centre = useOrderCentre();
  const store = useFeature(createFinalPaymentStore);
  const { isAdmin } = centre;
  const { detailButton, dialog } = useOrderDetail(centre.service.detail);
  const withdrawal = useWithdrawPayment({
    content: (order) => `确定撤销订单 ${order.orderNo} 的转账付款吗？撤销后可重新支付。`,
    confirmText: '撤销付款',
    cancelText: '取消',
    // A failed withdrawal keeps the question open with the client's message shown.
    withdraw: async (order) => {
      if (!(await store.withdrawPayment(order))) throw new Error(store.withdraw.error);
    },
  });
  const ask = withdrawal.ask;

  const actions = useCallback(
    (order: OrderSummary) => (
      <>
        {detailButton(order)}
        {isAdmin && !hasPendingPayment(order) && (
          <RowAction of={order.orderNo} onClick={() => store.goSettle([order.orderId])}>
            去结算
          </RowAction>
        )}
      </>
    ),
    [isAdmin, store, detailButton],
  );
  const money = useCallback((order: OrderSummary) => <FinalMoney order={order} />, []);
  const notice = useCallback(
    (order: OrderSummary) =>
      hasPendingPayment(order) ? (
        <InlineAction
          action={
            isAdmin && (
              <RowAction of={order.orderNo} onClick={() => ask(order)}>
                撤销付款
              </RowAction>
            )
          }
        >
          付款确认中：已提交转账 {formatMoney(order.pendingAmount)}，待财务确认
        </InlineAction>
      ) : undefined,
    [isAdmin, ask],
  );
  const chosen = store.choice.ids;

  return (
    <Stack $gap={3}>
      <StageList
        list={store.list}
        label="待付尾款订单"
        empty={<StageEmpty description="暂无待付尾款订单，过磅完成的订单会在这里结算尾款" />}
        actions={actions}
        money={money}
        notice={notice}
        admin={paymentAdmin(
          store.choice,
          <InlineAction
            action={
              <Button
                variant="primary"
                disabled={chosen.length === 0}
                onClick={() => store.goSettle()}
              >
                去结算
              </Button>
            }
          >
            已选 {chosen.length} 个订单
          </InlineAction>,
        )}
      />
      {withdrawal.dialog}
      {dialog}
    </Stack>
  );
});
