import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import {
  createAllOrdersStore,
  createPaymentRecordsStore,
  formatMoney,
  orderActions,
  statusOf,
} from '@mall/domain';
import {
  ORDER_STAGE_LABELS,
  ORDER_STAGES,
  PAY_TYPE_LABELS,
  PAYMENT_KIND_LABELS,
  PAYMENT_KINDS,
} from '@mall/domain/contract/orders';
import type { OrderSummary, PaymentRecord } from '@mall/domain/contract/orders';
import {
  ActionBar,
  Button,
  Empty,
  InlineNote,
  Panel,
  PaymentRecordFilterBar,
  PaymentRecordTable,
  Select,
  Stack,
  Tabs,
  type PaymentRecordRow,
} from '@mall/ui';
import { useFeature, useStores } from '../../../stores/StoresContext.tsx';
import { OrderListPager, listEmpty, listState } from '../../shared/pagedList.tsx';
import { OrderGate } from '../shared/OrderGate.tsx';
import { StageEmpty } from '../shared/StageEmpty.tsx';
import { StageList } from '../shared/StageList.tsx';
import { useOrderDetail } from '../shared/useOrderDetail.tsx';
import { EvaluateOrderDialog } from './EvaluateOrderDialog.tsx';
import { RowAction } from '../shared/RowAction.tsx';
import { hrefTo } from '../../../routes/links.ts';
import { AFTER_SALE_ORDER_STAGES } from '@mall/domain/contract/afterSales';
import { ApplyAfterSaleLink } from '../../AfterSales/shared/ApplyAfterSaleLink.tsx';
import { OrderAfterSaleLinks } from '../../AfterSales/shared/OrderAfterSaleLinks.tsx';

/** The page's tabs, kept in `?tab=` (none: 全部订单). */
const ORDERS_TAB = 'orders';
const PAYMENTS_TAB = 'payments';
const TAB_ITEMS = [
  { value: ORDERS_TAB, label: '全部订单' },
  { value: PAYMENTS_TAB, label: '支付记录' },
];

/**
 * orderAllOrder: two tabs, 全部订单 (every order, filtered by number, date and stage, each
 * with its stage, 查看详情 with 下载订单明细, 评价 where allowed, and 导出订单 of the filter as a
 * file) and 支付记录 (every payment, by order number and kind). Certified companies only.
 */
export const AllOrderPage = observer(function AllOrderPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === PAYMENTS_TAB ? PAYMENTS_TAB : ORDERS_TAB;
  return (
    <Panel title="全部订单">
      <Tabs
        label="全部订单"
        items={TAB_ITEMS}
        value={tab}
        onValueChange={(value) => setParams(value === PAYMENTS_TAB ? { tab: value } : {})}
      >
        {tab === PAYMENTS_TAB ? (
          <OrderGate>
            <PaymentRecords />
          </OrderGate>
        ) : (
          <AllOrders />
        )}
      </Tabs>
    </Panel>
  );
});

const AllOrders = observer(function AllOrders() {
  const all = useFeature(createAllOrdersStore);
  const { session } = useStores();
  const { detailButton, dialog } = useOrderDetail(all.detail);

  const actions = (order: OrderSummary) => (
    <>
      {orderActions(order, session.isAdmin).includes('evaluate') && (
        <RowAction of={order.orderNo} onClick={() => all.evaluation.open(order)}>
          评价
        </RowAction>
      )}
      {detailButton(order)}
      {AFTER_SALE_ORDER_STAGES.includes(order.stage) && (
        <ApplyAfterSaleLink orderId={order.orderId} of={order.orderNo} />
      )}
    </>
  );

  return (
    <>
      <StageList
        list={all.list}
        label="全部订单"
        empty={<StageEmpty description="暂无订单" />}
        actions={actions}
        notice={(order) =>
          order.afterSales.length > 0 ? (
            <>
              售后申请：
              <OrderAfterSaleLinks order={order} />
            </>
          ) : undefined
        }
        toolbar={
          <>
            <ActionBar
              label="订单操作"
              summary={
                <Select
                  label="订单状态"
                  $labelWidth="64px"
                  placeholder="全部状态"
                  options={ORDER_STAGES.map((stage) => ({
                    value: stage,
                    label: ORDER_STAGE_LABELS[stage],
                  }))}
                  value={all.stage ?? ''}
                  onValueChange={(value) =>
                    void all.setStage(ORDER_STAGES.find((stage) => stage === value) ?? null)
                  }
                />
              }
            >
              <Button
                loading={all.exported.pending !== null}
                disabled={all.exported.pending !== null}
                onClick={() => void all.exportOrders()}
              >
                导出订单
              </Button>
            </ActionBar>
            {all.exported.error && (
              <InlineNote role="alert">导出失败：{all.exported.error}</InlineNote>
            )}
          </>
        }
      />
      {dialog}
      <EvaluateOrderDialog evaluation={all.evaluation} />
    </>
  );
});

/** A payment record as the table shows it; a transfer names its serial number. */
const toPaymentRow = (record: PaymentRecord): PaymentRecordRow => ({
  key: record.payId,
  payNo: String(record.payId),
  orderNo: record.orderNo,
  kind: PAYMENT_KIND_LABELS[record.kind],
  method: record.voucherNo
    ? `${PAY_TYPE_LABELS[record.payType]}（流水号 ${record.voucherNo}）`
    : PAY_TYPE_LABELS[record.payType],
  amount: formatMoney(record.amount),
  refund: record.kind === 'refund',
  status: statusOf('payment', record.status),
  createdAt: record.createdAt,
  paidAt: record.paidAt ?? '',
});

const PaymentRecords = observer(function PaymentRecords() {
  const { list } = useFeature(createPaymentRecordsStore);
  useEffect(() => {
    void list.load();
  }, [list]);
  return (
    <Stack $gap={3}>
      <PaymentRecordFilterBar
        // A new filter from outside (清空筛选) shows in the fields: the bar starts again from it.
        key={JSON.stringify(list.filter)}
        value={{ orderNo: list.filter.orderNo ?? '', kind: list.filter.kind ?? '' }}
        kinds={PAYMENT_KINDS.map((kind) => ({ value: kind, label: PAYMENT_KIND_LABELS[kind] }))}
        onSearch={({ orderNo, kind }) => {
          const chosen = PAYMENT_KINDS.find((option) => option === kind);
          void list.setFilter({ ...(orderNo && { orderNo }), ...(chosen && { kind: chosen }) });
        }}
        onReset={() => void list.setFilter({})}
      />
      <PaymentRecordTable
        rows={list.rows.map(toPaymentRow)}
        {...listState(list)}
        empty={listEmpty({
          filter: list.filter,
          what: '支付记录',
          empty: (
            <Empty
              description="暂无支付记录"
              action={<a href={hrefTo('orderToBePaid')}>查看待付款订单</a>}
            />
          ),
          onClear: () => void list.setFilter({}),
        })}
      />
      <OrderListPager list={list} />
    </Stack>
  );
});
