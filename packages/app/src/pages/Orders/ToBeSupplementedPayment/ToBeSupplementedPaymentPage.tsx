import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  createFinalPaymentStore,
  finalPaidMessage,
  formatMoney,
  formatTonnes,
  isFinalPayable,
  isPositive,
  parseOrderIds,
} from '@mall/domain';
import type { FinalLine, PaymentResult } from '@mall/domain/contract/orders';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  Empty,
  FeeDetailList,
  InlineNote,
  Panel,
  ResultPanel,
  Stack,
  Table,
  type TableColumn,
} from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { OrderGate } from '../shared/OrderGate.tsx';
import { PaymentSection } from '../shared/PaymentSection.tsx';
import { useOrderCentre } from '../shared/useOrderCentre.ts';
import { hrefTo, pathTo } from '../../../routes/links.ts';
import { PAYMENT_BY_ADMIN } from '../shared/StageEmpty.tsx';

/** Where a line of the settlement stands. */
const lineState = (line: FinalLine): string => {
  if (line.finalPaid) return '已结清';
  return line.weighedWeight === null ? '待过磅' : '待结算';
};

/** The lines of the orders with their checkboxes, and the select-all box in the header. */
const SettlementLines = observer(function SettlementLines() {
  const store = useFeature(createFinalPaymentStore);
  const { lines, selected, payableLines } = store;
  const locked = store.pay.pending || store.pay.status === 'done';
  const allChecked =
    payableLines.length > 0 && payableLines.every((line) => selected.has(line.detailId));
  const someChecked = payableLines.some((line) => selected.has(line.detailId));
  const toggle = (detailId: number, checked: boolean) =>
    void store.select(
      checked ? [...selected, detailId] : [...selected].filter((id) => id !== detailId),
    );
  const columns: TableColumn<FinalLine>[] = [
    {
      key: 'select',
      title: (
        <Checkbox
          aria-label="全选"
          checked={allChecked ? true : someChecked ? 'indeterminate' : false}
          disabled={locked || payableLines.length === 0}
          onCheckedChange={(checked) =>
            void store.select(checked === true ? payableLines.map((line) => line.detailId) : [])
          }
        />
      ),
      width: 48,
      render: (line) => (
        <Checkbox
          aria-label={`选择 ${line.orderNo} ${line.productName}`}
          checked={selected.has(line.detailId)}
          disabled={locked || !isFinalPayable(line)}
          onCheckedChange={(checked) => toggle(line.detailId, checked === true)}
        />
      ),
    },
    { key: 'orderNo', title: '订单号' },
    { key: 'productName', title: '商品' },
    { key: 'spec', title: '规格', render: (line) => line.spec || '—' },
    { key: 'weight', title: '订货(吨)', align: 'right', render: (l) => formatTonnes(l.weight) },
    {
      key: 'weighedWeight',
      title: '过磅(吨)',
      align: 'right',
      render: (line) => formatTonnes(line.weighedWeight) || '—',
    },
    {
      key: 'unitPrice',
      title: '单价(元/吨)',
      align: 'right',
      render: (line) => formatMoney(line.unitPrice),
    },
    {
      key: 'weighedAmount',
      title: '过磅金额',
      align: 'right',
      render: (line) => formatMoney(line.weighedAmount) || '—',
    },
    { key: 'state', title: '状态', render: lineState },
  ];
  return (
    <Table
      label="结算商品"
      columns={columns}
      rows={lines.data ?? []}
      rowKey={(line) => line.detailId}
      loading={lines.status === 'loading' || lines.status === 'idle'}
      error={lines.status === 'error' ? lines.error : undefined}
      onRetry={() => void store.open(store.ids)}
      empty={<Empty description="这些订单没有可结算的商品" />}
    />
  );
});

/** The fee lines of the selection, recomputed when it changes. */
const Fees = observer(function Fees() {
  const store = useFeature(createFinalPaymentStore);
  const { fees, selected } = store;
  if (selected.size === 0) return <InlineNote>请选择要结算的商品</InlineNote>;
  const items = fees.data ?? [];
  return (
    <FeeDetailList
      label="费用明细"
      lines={items.map((fee, index) => ({
        key: fee.label,
        label: fee.label,
        amount: formatMoney(fee.amount),
        total: index === items.length - 1,
      }))}
      loading={fees.status === 'loading' || fees.status === 'idle'}
      error={fees.status === 'error' ? fees.error : undefined}
      onRetry={() => void store.price()}
    />
  );
});

/** How the settlement ends: a supplement paid with PaymentSection, or a refund confirmed. */
const Settle = observer(function Settle() {
  const centre = useOrderCentre();
  const store = useFeature(createFinalPaymentStore);
  const { info, pay } = store;
  if (!store.ready || !info.data) return null;
  const { supplement, refund } = info.data;
  if (isPositive(supplement)) {
    return (
      <PaymentSection
        due={supplement}
        onPay={async (payment) => (await store.settle(payment)) !== null}
        pending={pay.pending}
        error={pay.error || undefined}
        submitLabel="确认支付尾款"
      />
    );
  }
  if (!centre.isAdmin) return <InlineNote>{PAYMENT_BY_ADMIN}</InlineNote>;
  return (
    <Stack $gap={2}>
      {pay.error && <InlineNote role="alert">{pay.error}</InlineNote>}
      <div>
        <ConfirmDialog
          title="确认结算"
          content={`确认结算，退款 ${formatMoney(refund)} 将退回账户余额`}
          confirmText="确认结算"
          cancelText="取消"
          trigger={
            <Button variant="primary" size="lg" loading={pay.pending}>
              确认结算
            </Button>
          }
          onConfirm={() => store.settle({ payType: 'balance' })}
        />
      </div>
    </Stack>
  );
});

/** What a finished settlement shows, and the ways on. */
function Done({ result }: { result: PaymentResult }) {
  const navigate = useNavigate();
  const paid = result.status === 'paid';
  return (
    <ResultPanel
      status="success"
      title={finalPaidMessage(result)}
      description={paid ? '货款已结清，可以申请发货了。' : '财务确认到账后，订单将进入待发货。'}
      action={
        <>
          <Button onClick={() => navigate(pathTo('orderToBeSupplemented'))}>
            返回待付尾款订单
          </Button>
          {paid && (
            <Button variant="primary" onClick={() => navigate(pathTo('orderToBeDelivery'))}>
              去申请发货
            </Button>
          )}
        </>
      }
    />
  );
}

/** The settlement of the orders of `ids`. */
const Settlement = observer(function Settlement({ ids }: { ids: number[] }) {
  const store = useFeature(createFinalPaymentStore);
  const key = ids.join(',');
  useEffect(() => {
    void store.open(key.split(',').map(Number));
  }, [store, key]);
  const { result } = store.pay;
  if (store.pay.status === 'done' && result) return <Done result={result} />;
  return (
    <Stack $gap={4}>
      <SettlementLines />
      <Fees />
      <Settle />
    </Stack>
  );
});

/**
 * orderToBeSupplementedPayment (?ids=): the lines of the orders (selectFinalMallOrderDetailListByIds)
 * with every weighed unpaid line selected, the fee lines of the selection (recomputed on every
 * change, the latest answer winning), then the supplement paid through PaymentSection
 * (final/pay, once per attempt) or, for a refund, 确认结算 after a confirm. The result: 支付成功,
 * 已提交转账，待财务确认, or the refund; the centre's counts reload.
 */
export const ToBeSupplementedPaymentPage = observer(function ToBeSupplementedPaymentPage() {
  const [params] = useSearchParams();
  const ids = parseOrderIds(params.get('ids'));
  return (
    <Panel title="支付尾款">
      <OrderGate>
        {ids ? (
          <Settlement ids={ids} />
        ) : (
          <Empty
            description="请先在待付尾款订单中选择要结算的订单"
            action={<a href={hrefTo('orderToBeSupplemented')}>返回待付尾款订单</a>}
          />
        )}
      </OrderGate>
    </Panel>
  );
});
