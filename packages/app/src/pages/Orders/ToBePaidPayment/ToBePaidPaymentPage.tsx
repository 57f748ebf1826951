import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { createDepositPaymentStore, formatMoney, parseOrderIds } from '@mall/domain';
import { Empty, ErrorState, OrderTable, Panel, ResultPanel, Skeleton, Stack } from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { OrderGate } from '../shared/OrderGate.tsx';
import { toOrderCard } from '../shared/orderCards.ts';
import { PaymentSection } from '../shared/PaymentSection.tsx';
import { hrefTo } from '../../../routes/links.ts';

/**
 * 支付定金 (orderToBePaidPayment?ids=1,2): the orders chosen on 待付款 with their deposits and
 * the exact total, and the payment (balance or transfer; confirmed first, sent once with an
 * Idempotency-Key), then its result with the ways back. Missing or malformed ids say so.
 */
export const ToBePaidPaymentPage = observer(function ToBePaidPaymentPage() {
  return (
    <Panel title="支付定金">
      <OrderGate>
        <Payment />
      </OrderGate>
    </Panel>
  );
});

const Payment = observer(function Payment() {
  const store = useFeature(createDepositPaymentStore);
  const [params] = useSearchParams();
  const idsText = params.get('ids');
  const ids = useMemo(() => parseOrderIds(idsText), [idsText]);

  useEffect(() => {
    if (ids) void store.openPayment(ids);
  }, [store, ids]);

  const back = <a href={hrefTo('orderToBePaid')}>返回待付款订单</a>;
  if (!ids) return <Empty description="没有要支付的订单，请从待付款订单中选择" action={back} />;

  const { paying, pay } = store;
  if (pay.status === 'done' && pay.result) {
    const paid = pay.result.status === 'paid';
    return (
      <ResultPanel
        status="success"
        title={paid ? '支付成功' : '已提交转账，待财务确认'}
        description={paid ? '订单已进入备货中' : '财务确认收款后，订单将进入备货中'}
        action={
          <Stack $gap={2}>
            {paid && <a href={hrefTo('orderInStock')}>查看备货中订单</a>}
            {back}
          </Stack>
        }
      />
    );
  }
  if (paying.status === 'error') {
    return <ErrorState message={paying.error} onRetry={() => void paying.load()} />;
  }
  if (!paying.data || paying.status === 'loading') return <Skeleton lines={6} />;
  const orders = paying.data.rows;
  if (orders.length === 0) {
    return <Empty description="这些订单已无需支付定金" action={back} />;
  }

  return (
    <Stack $gap={5}>
      <OrderTable
        label="待支付订单"
        orders={orders.map((order) => ({
          ...toOrderCard(order),
          money: `定金 ${formatMoney(order.dueAmount)}`,
        }))}
      />
      <p>
        共 {orders.length} 个订单，定金合计 <strong>{formatMoney(store.payingDue)}</strong>
      </p>
      <PaymentSection
        due={store.payingDue}
        onPay={store.payDeposits}
        pending={pay.pending}
        error={pay.status === 'failed' ? pay.error : undefined}
        submitLabel="立即支付"
      />
    </Stack>
  );
});
