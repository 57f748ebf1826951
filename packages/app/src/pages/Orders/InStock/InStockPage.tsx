import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { createStockingStore, formatMoney, orderActions } from '@mall/domain';
import type { OrderSummary } from '@mall/domain/contract/orders';
import { ConfirmDialog, Modal, Panel, Stack } from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { useCancelOrder } from '../shared/CancelOrder.tsx';
import { PaymentSection } from '../shared/PaymentSection.tsx';
import { StageEmpty } from '../shared/StageEmpty.tsx';
import { StageList } from '../shared/StageList.tsx';
import { useOrderCentre } from '../shared/useOrderCentre.ts';
import { ConfirmModificationDialog } from './ConfirmModificationDialog.tsx';
import { ModifyOrderDialog } from './ModifyOrderDialog.tsx';
import { StockingPanel } from './StockingPanel.tsx';
import { WeighingDiffNotice } from './WeighingDiffNotice.tsx';
import { RowAction } from '../shared/RowAction.tsx';

/** What the page is asking about, if anything. */
type Asking =
  | { kind: 'modify'; order: OrderSummary }
  | { kind: 'confirmModification'; order: OrderSummary }
  | { kind: 'payDiff'; order: OrderSummary }
  | { kind: 'cancelDiff'; order: OrderSummary }
  | null;

/**
 * 备货中 (orderInStock): the orders being stocked. Each expands to its stocking (progress,
 * planned delivery, reminders and 催货); the administrator modifies tonnages (priced, then
 * confirmed in a dialog that shows what changes, or taken back), pays or cancels the difference amount a modification leaves, and
 * cancels an order whose production has not started.
 */
export const InStockPage = observer(function InStockPage() {
  const centre = useOrderCentre();
  const store = useFeature(createStockingStore);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [asking, setAsking] = useState<Asking>(null);
  const close = () => setAsking(null);
  const cancel = useCancelOrder(() => void store.reload());

  const toggle = (orderId: number) => {
    const next = new Set(open);
    if (!next.delete(orderId)) next.add(orderId);
    setOpen(next);
  };

  const actions = (order: OrderSummary) => {
    const can = orderActions(order, centre.isAdmin);
    const producing = store.detail(order.orderId).data?.producing === true;
    return (
      <>
        <RowAction
          of={order.orderNo}
          aria-expanded={open.has(order.orderId)}
          onClick={() => toggle(order.orderId)}
        >
          {open.has(order.orderId) ? '收起详情' : '备货详情'}
        </RowAction>
        {can.includes('modify') && order.weighingDiff === null && (
          <RowAction
            of={order.orderNo}
            onClick={() => {
              store.modify.reset();
              setAsking({ kind: 'modify', order });
            }}
          >
            修改订单
          </RowAction>
        )}
        {can.includes('cancel') && !producing && cancel.cancelButton(order)}
      </>
    );
  };

  const notice = (order: OrderSummary) => {
    const can = orderActions(order, centre.isAdmin);
    const parts = [];
    if (order.weighingDiff && order.weighingDiff.status !== 'confirmed') {
      parts.push(
        <WeighingDiffNotice key="weighing" store={store} order={order} isAdmin={centre.isAdmin} />,
      );
    }
    if (order.diff?.status === 'unpaid') {
      parts.push(
        <div key="diff">
          待支付差价 {formatMoney(order.diff.amount)}
          {can.includes('payDiff') && (
            <>
              {' '}
              <RowAction of={order.orderNo} onClick={() => setAsking({ kind: 'payDiff', order })}>
                支付差价
              </RowAction>
              <RowAction
                of={order.orderNo}
                onClick={() => setAsking({ kind: 'cancelDiff', order })}
              >
                取消差价
              </RowAction>
            </>
          )}
        </div>,
      );
    }
    if (order.diff?.status === 'paying') {
      parts.push(<div key="paying">差价付款确认中：{formatMoney(order.diff.amount)}</div>);
    }
    if (order.pendingModifiedId !== null) {
      const ref = { orderId: order.orderId, modifiedId: order.pendingModifiedId };
      parts.push(
        <div key="modified">
          有待确认的订单修改
          {can.includes('confirmModification') && (
            <>
              {' '}
              <RowAction
                of={order.orderNo}
                onClick={() => setAsking({ kind: 'confirmModification', order })}
              >
                确认修改
              </RowAction>
              <RowAction
                of={order.orderNo}
                onClick={() => void store.settleModification(ref, false)}
              >
                撤回修改
              </RowAction>
            </>
          )}
        </div>,
      );
    }
    if (open.has(order.orderId)) {
      parts.push(<StockingPanel key="panel" store={store} orderId={order.orderId} />);
    }
    return parts.length > 0 ? <Stack $gap={2}>{parts}</Stack> : undefined;
  };

  const diff = asking?.order.diff;
  return (
    <Panel title="备货中订单">
      <StageList
        list={store.list}
        label="备货中订单"
        empty={<StageEmpty description="暂无备货中订单" />}
        actions={actions}
        notice={notice}
        admin={{ note: '修改订单、确认磅差、支付差价和取消订单需由企业管理员操作' }}
      />
      {asking?.kind === 'modify' && (
        <ModifyOrderDialog store={store} order={asking.order} onClose={close} />
      )}
      {asking?.kind === 'confirmModification' && (
        <ConfirmModificationDialog store={store} order={asking.order} onClose={close} />
      )}
      {asking?.kind === 'payDiff' && diff && (
        <Modal
          title={`支付差价 ${asking.order.orderNo}`}
          size="md"
          open
          onOpenChange={(next) => {
            if (!next && !store.payDiff.pending) close();
          }}
        >
          <PaymentSection
            due={diff.amount}
            onPay={async (payment) => {
              const paid = await store.payDifference(asking.order.orderId, diff.diffId, payment);
              if (paid) close();
              return paid;
            }}
            pending={store.payDiff.pending}
            error={store.payDiff.status === 'failed' ? store.payDiff.error : undefined}
            submitLabel="支付差价"
          />
        </Modal>
      )}
      <ConfirmDialog
        open={asking?.kind === 'cancelDiff'}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        title="取消差价"
        content="取消差价后，订单将恢复修改前的数量，确认取消？"
        confirmText="确认取消"
        onConfirm={async () => {
          if (asking?.kind === 'cancelDiff' && diff)
            await store.cancelDifference(asking.order.orderId, diff.diffId);
        }}
      />
      {cancel.dialog}
    </Panel>
  );
});
