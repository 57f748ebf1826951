import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  createDepositPayment,
  dueTotal,
  formatMoney,
  hasPendingPayment,
  orderActions,
  SEARCH_PATH,
} from '@mall/domain';
import type { OrderSummary } from '@mall/domain/contract/orders';
import { ActionBar, Button, ConfirmDialog, Empty, InlineNote, Panel } from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { CancelOrderButton } from '../shared/CancelOrder.tsx';
import { toOrderIds } from '../shared/orderCards.ts';
import { StageList } from '../shared/StageList.tsx';
import { useOrderCentre } from '../shared/useOrderCentre.ts';
import { PaymentRecordsDialog } from './PaymentRecordsDialog.tsx';

/**
 * 待付款 (orderToBePaid): the orders whose deposit is due, each with its deposit, what was paid
 * and a pending transfer (付款确认中, with 撤销付款 after a confirmation); 支付记录 and 取消订单 per
 * order; the administrator chooses orders (not those with a transfer pending) and 去支付 opens
 * the payment page with them.
 */
export const ToBePaidPage = observer(function ToBePaidPage() {
  const centre = useOrderCentre();
  const store = useFeature(createDepositPayment);
  const [recordsOf, setRecordsOf] = useState<OrderSummary | null>(null);
  const [withdrawing, setWithdrawing] = useState<OrderSummary | null>(null);
  const chosen = store.selectedOrders;

  const actions = (order: OrderSummary) => {
    const can = orderActions(order, centre.isAdmin);
    return (
      <>
        <Button
          variant="text"
          size="sm"
          aria-label={`支付记录 ${order.orderNo}`}
          onClick={() => setRecordsOf(order)}
        >
          支付记录
        </Button>
        {can.includes('cancelPayment') && (
          <Button
            variant="text"
            size="sm"
            aria-label={`撤销付款 ${order.orderNo}`}
            onClick={() => setWithdrawing(order)}
          >
            撤销付款
          </Button>
        )}
        {can.includes('cancel') && (
          <CancelOrderButton order={order} onDone={() => void store.reload()} />
        )}
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
        empty={
          <Empty
            description="暂无待付款订单"
            action={<a href={`#${SEARCH_PATH}`}>去逛逛现货商城</a>}
          />
        }
        actions={actions}
        money={money}
        notice={notice}
        selection={
          centre.isAdmin
            ? {
                selected: store.selected,
                onChange: (keys) => store.select(toOrderIds(keys)),
                disabled: (key) => {
                  const order = store.list.rows.find((row) => row.orderId === key);
                  return order !== undefined && !store.selectable(order);
                },
              }
            : undefined
        }
        toolbar={
          centre.isAdmin ? (
            <ActionBar
              label="批量付款"
              summary={`已选 ${chosen.length} 个订单，定金合计 ${formatMoney(dueTotal(chosen))}`}
            >
              <Button variant="primary" disabled={chosen.length === 0} onClick={store.goToPayment}>
                去支付
              </Button>
            </ActionBar>
          ) : (
            <InlineNote>付款需由企业管理员操作</InlineNote>
          )
        }
      />
      {recordsOf && (
        <PaymentRecordsDialog
          orderNo={recordsOf.orderNo}
          records={store.records(recordsOf.orderId)}
          onClose={() => setRecordsOf(null)}
        />
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => {
          if (!open) setWithdrawing(null);
        }}
        title="撤销付款"
        content={
          withdrawing
            ? `确认撤销订单 ${withdrawing.orderNo} 待确认的转账 ${formatMoney(withdrawing.pendingAmount)}？`
            : ''
        }
        confirmText="确认撤销"
        onConfirm={async () => {
          if (withdrawing) await store.withdrawPayment(withdrawing.orderId);
        }}
      />
    </Panel>
  );
});
