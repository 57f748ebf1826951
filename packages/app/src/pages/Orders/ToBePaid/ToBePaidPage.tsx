import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  createDepositPaymentStore,
  dueTotal,
  formatMoney,
  hasPendingPayment,
  orderActions,
} from '@mall/domain';
import type { OrderSummary } from '@mall/domain/contract/orders';
import { ActionBar, Button, Panel } from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { useCancelOrder } from '../shared/CancelOrder.tsx';
import { StageEmpty } from '../shared/StageEmpty.tsx';
import { StageList, paymentAdmin } from '../shared/StageList.tsx';
import { useOrderCentre } from '../shared/useOrderCentre.ts';
import { useWithdrawPayment } from '../shared/useWithdrawPayment.tsx';
import { PaymentRecordsDialog } from './PaymentRecordsDialog.tsx';
import { RowAction } from '../shared/RowAction.tsx';

/**
 * 待付款 (orderToBePaid): the orders whose deposit is due, each with its deposit, what was paid
 * and a pending transfer (付款确认中, with 撤销付款 after a confirmation); 支付记录 and 取消订单 per
 * order; the administrator chooses orders (not those with a transfer pending) and 去支付 opens
 * the payment page with them.
 */
export const ToBePaidPage = observer(function ToBePaidPage() {
  const centre = useOrderCentre();
  const store = useFeature(createDepositPaymentStore);
  const [recordsOf, setRecordsOf] = useState<OrderSummary | null>(null);
  const withdrawal = useWithdrawPayment({
    content: (order) =>
      `确认撤销订单 ${order.orderNo} 待确认的转账 ${formatMoney(order.pendingAmount)}？`,
    confirmText: '确认撤销',
    withdraw: (order) => store.withdrawPayment(order.orderId),
  });
  const cancel = useCancelOrder(() => void store.reload());
  const chosen = store.choice.orders;

  const actions = (order: OrderSummary) => {
    const can = orderActions(order, centre.isAdmin);
    return (
      <>
        {can.includes('cancelPayment') && (
          <RowAction of={order.orderNo} onClick={() => withdrawal.ask(order)}>
            撤销付款
          </RowAction>
        )}
        <RowAction of={order.orderNo} onClick={() => setRecordsOf(order)}>
          支付记录
        </RowAction>
        {can.includes('cancel') && cancel.cancelButton(order)}
      </>
    );
  };

  const money = (order: OrderSummary) => (
    <>
      <div>定金 {formatMoney(order.depositAmount)}</div>
      <div>已付 {formatMoney(order.paidAmount)}</div>
      <div>订单 {formatMoney(order.totalAmount)}</div>
    </>
  );

  const notice = (order: OrderSummary) =>
    hasPendingPayment(order)
      ? `付款确认中：${formatMoney(order.pendingAmount)} 的转账待财务确认`
      : undefined;

  return (
    <Panel title="待付款订单">
      <StageList
        list={store.list}
        label="待付款订单"
        empty={<StageEmpty description="暂无待付款订单" />}
        actions={actions}
        money={money}
        notice={notice}
        admin={paymentAdmin(
          store.choice,
          <ActionBar
            label="批量付款"
            summary={`已选 ${chosen.length} 个订单，定金合计 ${formatMoney(dueTotal(chosen))}`}
          >
            <Button variant="primary" disabled={chosen.length === 0} onClick={store.goToPayment}>
              去支付
            </Button>
          </ActionBar>,
        )}
      />
      {recordsOf && (
        <PaymentRecordsDialog
          orderNo={recordsOf.orderNo}
          records={store.records(recordsOf.orderId)}
          onClose={() => setRecordsOf(null)}
        />
      )}
      {withdrawal.dialog}
      {cancel.dialog}
    </Panel>
  );
});
