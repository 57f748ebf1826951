import { useCallback, useState, type Key } from 'react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import {
  createFinalPaymentStore,
  finalBalance,
  formatMoney,
  formatTonnes,
  hasPendingPayment,
  sumTonnes,
} from '@mall/domain';
import type { OrderSummary } from '@mall/domain/contract/orders';
import { Button, Currency, Stack } from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { Figures } from '../shared/Figures.ts';
import { AdminPayment, StageEmpty } from '../shared/StageEmpty.tsx';
import { StageList } from '../shared/StageList.tsx';
import { useOrderCentre } from '../shared/useOrderCentre.ts';
import { useOrderDetail } from '../shared/useOrderDetail.tsx';
import { useWithdrawPayment } from '../shared/useWithdrawPayment.tsx';
import { RowAction } from '../shared/RowAction.tsx';

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;

/** Ordered against weighed tonnes and amounts, what was paid, and the supplement or refund. */
function FinalMoney({ order }: { order: OrderSummary }) {
  const balance = finalBalance(order);
  const weighed = sumTonnes(order.lines.map((line) => line.weighedWeight ?? line.weight));
  return (
    <Figures>
      <dt>订货</dt>
      <dd>
        {formatTonnes(order.totalWeight)} 吨 {formatMoney(order.totalAmount)}
      </dd>
      <dt>过磅</dt>
      <dd>
        {weighed} 吨 {formatMoney(order.weighedAmount)}
      </dd>
      <dt>已付</dt>
      <dd>{formatMoney(order.paidAmount)}</dd>
      <dt>{balance.kind === 'refund' ? '应退款' : '应补款'}</dt>
      <dd>
        <Currency>{formatMoney(balance.amount)}</Currency>
      </dd>
    </Figures>
  );
}

/**
 * orderToBeSupplemented (finalList): the weighed orders due their final payment, each with
 * ordered against weighed tonnes and amounts, what was paid and 应补款 or 应退款; a pending
 * transfer shows 付款确认中 with 撤销付款 (after a confirm). Administrators select orders and go
 * to 去结算; employees see 付款需由企业管理员操作.
 */
export const ToBeSupplementedPage = observer(function ToBeSupplementedPage() {
  const centre = useOrderCentre();
  const store = useFeature(createFinalPaymentStore);
  const { isAdmin } = centre;
  const [selected, setSelected] = useState<ReadonlySet<Key>>(new Set());
  const { detailButton, dialog } = useOrderDetail(centre.service.detail);
  const withdrawal = useWithdrawPayment({
    content: (order) => `确定撤销订单 ${order.orderNo} 的转账付款吗？撤销后可重新支付。`,
    confirmText: '撤销付款',
    cancelText: '我再想想',
    withdraw: async ({ orderId, orderNo }) => {
      await store.withdraw.run({ orderId, orderNo });
      if (store.withdraw.status !== 'done') throw new Error(store.withdraw.error);
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
        <Toolbar>
          <span>付款确认中：已提交转账 {formatMoney(order.pendingAmount)}，待财务确认</span>
          {isAdmin && (
            <RowAction of={order.orderNo} onClick={() => ask(order)}>
              撤销付款
            </RowAction>
          )}
        </Toolbar>
      ) : undefined,
    [isAdmin, ask],
  );
  const pendingIds = new Set(store.list.rows.filter(hasPendingPayment).map((o) => o.orderId));
  const chosen = [...selected].map(Number).filter((id) => !pendingIds.has(id));

  return (
    <Stack $gap={3}>
      <StageList
        list={store.list}
        label="待补款订单"
        empty={<StageEmpty description="暂无待补款订单，过磅完成的订单会在这里结算尾款" />}
        actions={actions}
        money={money}
        notice={notice}
        selection={
          isAdmin
            ? {
                selected,
                onChange: setSelected,
                disabled: (key) => pendingIds.has(Number(key)),
              }
            : undefined
        }
        toolbar={
          <AdminPayment isAdmin={isAdmin}>
            <Toolbar>
              <span>已选 {chosen.length} 个订单</span>
              <Button
                variant="primary"
                disabled={chosen.length === 0}
                onClick={() => store.goSettle(chosen)}
              >
                去结算
              </Button>
            </Toolbar>
          </AdminPayment>
        }
      />
      {withdrawal.dialog}
      {dialog}
    </Stack>
  );
});
