import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { createReceiptStore, type ReceiptStore, type ReceiptTab } from '@mall/domain';
import { deliveryComment } from '@mall/domain/contract/orders';
import type { Delivery } from '@mall/domain/contract/orders';
import {
  Button,
  ConfirmDialog,
  DeliveryEvaluation,
  DeliveryFacts,
  DeliveryList,
  ErrorState,
  LogisticsTimeline,
  Modal,
  OrderEvaluationDialog,
  Skeleton,
  Stack,
  Tabs,
  type OrderEvaluationValue,
} from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { OrderListPager, listState } from '../../shared/pagedList.tsx';
import { deliveryFacts, toDeliveryCard } from '../shared/deliveryCards.ts';
import { OrderGate } from '../shared/OrderGate.tsx';
import { StageEmpty } from '../shared/StageEmpty.tsx';
import { StageFilter } from '../shared/StageList.tsx';
import { RowAction } from '../shared/RowAction.tsx';
import { ApplyAfterSaleLink } from '../../AfterSales/shared/ApplyAfterSaleLink.tsx';

const isTab = (value: string): value is ReceiptTab => value === 'toReceive' || value === 'received';

/** The tracking of a shipped delivery, with 刷新物流 (progress latest/{id}). */
const Tracking = observer(function Tracking({
  store,
  delivery,
}: {
  store: ReceiptStore;
  delivery: Delivery;
}) {
  const number = delivery.logisticsNo ?? '';
  const tracking = store.logistics.get(number);
  const latest = store.latest.get(delivery.deliveryId);
  useEffect(() => {
    void tracking.load();
  }, [tracking]);
  const steps = tracking.data?.nodes ?? [];
  const newest = latest.data;
  const shown =
    newest && steps[0]?.at !== newest.at && steps[0]?.text !== newest.text
      ? [newest, ...steps]
      : steps;
  return (
    <LogisticsTimeline
      company={tracking.data?.company ?? delivery.logisticsCompany ?? ''}
      logisticsNo={number}
      steps={shown.map((node) => ({ key: `${node.at} ${node.text}`, ...node }))}
      loading={tracking.status === 'loading' && !tracking.data}
      error={tracking.status === 'error' ? tracking.error : undefined}
      onRetry={() => void tracking.load()}
      onRefresh={() => void latest.load()}
      refreshing={latest.status === 'loading'}
      note={newest ? `已刷新，最新进度：${newest.at}` : undefined}
    />
  );
});

/** 发货详情: the delivery (selectSaleDeliveryCsrPcInfo) and, once shipped, its logistics. */
const DeliveryDetail = observer(function DeliveryDetail({
  store,
  deliveryId,
  onClose,
}: {
  store: ReceiptStore;
  deliveryId: number;
  onClose: () => void;
}) {
  const detail = store.details.get(deliveryId);
  useEffect(() => {
    void detail.load();
  }, [detail]);
  const delivery = detail.data;
  const body = () => {
    if (detail.status === 'error') {
      return <ErrorState message={detail.error} onRetry={() => void detail.load()} />;
    }
    if (!delivery) return <Skeleton lines={6} />;
    return (
      <Stack $gap={4}>
        <DeliveryFacts
          facts={[
            { label: '发货单号', value: delivery.deliveryNo },
            { label: '订单号', value: delivery.orderNo },
            ...deliveryFacts(delivery),
          ]}
        />
        {delivery.logisticsNo && <Tracking store={store} delivery={delivery} />}
      </Stack>
    );
  };
  return (
    <Modal
      title="发货详情"
      size="lg"
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {body()}
    </Modal>
  );
});

/** A received delivery's evaluation: shown when made (GET saleDeliveryComment), else 评价. */
const Evaluation = observer(function Evaluation({
  store,
  delivery,
  onEvaluate,
}: {
  store: ReceiptStore;
  delivery: Delivery;
  onEvaluate: () => void;
}) {
  const comment = store.comments.get(delivery.deliveryId);
  useEffect(() => {
    if (delivery.commented && comment.status === 'idle') void comment.load();
  }, [delivery.commented, comment]);
  if (!delivery.commented) {
    return <DeliveryEvaluation deliveryNo={delivery.deliveryNo} onEvaluate={onEvaluate} />;
  }
  if (!comment.data) return comment.status === 'error' ? null : <Skeleton lines={1} />;
  return <DeliveryEvaluation deliveryNo={delivery.deliveryNo} evaluation={comment.data} />;
});

const NO_EVALUATION: OrderEvaluationValue = { score: 0, content: '' };

/** The evaluation form of a received delivery (POST saleDeliveryComment), sent once. */
const EvaluateDelivery = observer(function EvaluateDelivery({
  store,
  delivery,
  onClose,
}: {
  store: ReceiptStore;
  delivery: Delivery;
  onClose: () => void;
}) {
  const [value, setValue] = useState(NO_EVALUATION);
  const [errors, setErrors] = useState<Partial<Record<keyof OrderEvaluationValue, string>>>({});
  const { comment } = store;
  const handleSubmit = async () => {
    const parsed = deliveryComment.safeParse({ deliveryId: delivery.deliveryId, ...value });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const [field] = issue.path;
        if ((field === 'score' || field === 'content') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    await comment.run(parsed.data);
    if (comment.status === 'done') onClose();
  };
  return (
    <OrderEvaluationDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="评价发货单"
      numberLabel="发货单号"
      orderNo={delivery.deliveryNo}
      value={value}
      onChange={setValue}
      errors={errors}
      pending={comment.pending}
      error={comment.error || undefined}
      onSubmit={() => void handleSubmit()}
    />
  );
});

/** The list of the tab shown, with its filters, actions and pager. */
const ReceiptList = observer(function ReceiptList({ store }: { store: ReceiptStore }) {
  const [detailOf, setDetailOf] = useState<number | null>(null);
  const [receiving, setReceiving] = useState<Delivery | null>(null);
  const [evaluating, setEvaluating] = useState<Delivery | null>(null);
  const { list, tab } = store;
  useEffect(() => {
    void store.list.load();
  }, [store]);
  const toReceive = tab === 'toReceive';
  const cards = list.rows.map((delivery) => ({
    ...toDeliveryCard(delivery),
    actions: (
      <>
        <RowAction of={delivery.deliveryNo} onClick={() => setDetailOf(delivery.deliveryId)}>
          {delivery.logisticsNo ? '查看物流' : '发货详情'}
        </RowAction>
        {delivery.status === 'shipped' && (
          <Button
            size="sm"
            variant="primary"
            aria-label={`确认收货 ${delivery.deliveryNo}`}
            onClick={() => setReceiving(delivery)}
          >
            确认收货
          </Button>
        )}
        {delivery.status === 'received' && (
          <ApplyAfterSaleLink orderId={delivery.orderId} of={delivery.deliveryNo} />
        )}
      </>
    ),
    extra:
      delivery.status === 'received' ? (
        <Evaluation
          store={store}
          delivery={delivery}
          onEvaluate={() => {
            store.comment.reset();
            setEvaluating(delivery);
          }}
        />
      ) : undefined,
  }));
  return (
    <Stack $gap={3}>
      <StageFilter filter={list.filter} onChange={(filter) => void list.setFilter(filter)} />
      <DeliveryList
        label={toReceive ? '待收货发货单' : '已收货发货单'}
        deliveries={cards}
        {...listState(list)}
        empty={<StageEmpty description={toReceive ? '暂无待收货的发货单' : '暂无已收货的发货单'} />}
      />
      <OrderListPager list={list} />
      {detailOf !== null && (
        <DeliveryDetail store={store} deliveryId={detailOf} onClose={() => setDetailOf(null)} />
      )}
      {evaluating && (
        <EvaluateDelivery store={store} delivery={evaluating} onClose={() => setEvaluating(null)} />
      )}
      <ConfirmDialog
        open={receiving !== null}
        onOpenChange={(open) => {
          if (!open) setReceiving(null);
        }}
        title="确认收货"
        content="确认已收到该批货物？"
        confirmText="确认收货"
        cancelText="取消"
        onConfirm={async () => {
          if (!receiving) return;
          await store.confirm.run(receiving.deliveryId);
          if (store.confirm.status !== 'done') throw new Error(store.confirm.error);
        }}
      />
    </Stack>
  );
});

/**
 * orderToBeReceipt (selectSaleDeliveryPcList): the tabs 待收货 (type 1) and 已收货 (type 2) of
 * deliveries, each with its goods, facts, 查看物流 (the delivery's detail and tracking, newest
 * first, with 刷新物流) and 确认收货 (确认已收到该批货物？: 收货成功, the lists and the counts
 * reload); a received delivery shows its evaluation or 评价 (1–5 stars and up to 200 characters:
 * 评价成功). Open to employees too.
 */
export const ToBeReceiptPage = observer(function ToBeReceiptPage() {
  const store = useFeature(createReceiptStore);
  return (
    <OrderGate>
      <Tabs
        label="收货状态"
        items={[
          { value: 'toReceive', label: '待收货', count: store.toReceive.total },
          { value: 'received', label: '已收货' },
        ]}
        value={store.tab}
        onValueChange={(value) => {
          if (isTab(value)) store.showTab(value);
        }}
      >
        <ReceiptList key={store.tab} store={store} />
      </Tabs>
    </OrderGate>
  );
});
