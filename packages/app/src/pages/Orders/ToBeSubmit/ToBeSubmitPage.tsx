import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { createSubmitOrdersStore } from '@mall/domain';
import type { OrderSummary } from '@mall/domain/contract/orders';
import { ActionBar, Button, ConfirmDialog, InlineNote, Panel } from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { useCancelOrder } from '../shared/CancelOrder.tsx';
import { StageEmpty } from '../shared/StageEmpty.tsx';
import { StageList } from '../shared/StageList.tsx';
import { useOrderCentre } from '../shared/useOrderCentre.ts';
import { useOrderDetail } from '../shared/useOrderDetail.tsx';

/**
 * 待提交 (orderToBeSubmit): the orders made from the cart. The administrator chooses several
 * (全选) and submits them after a confirmation (确认提交选中的 N 个订单？; once, with an
 * Idempotency-Key; a failure is said above the bar, the choice kept), or cancels one with a
 * reason; anyone opens an order's detail. Employees see the list with a note.
 */
export const ToBeSubmitPage = observer(function ToBeSubmitPage() {
  const centre = useOrderCentre();
  const store = useFeature(createSubmitOrdersStore);
  const { detailButton, dialog } = useOrderDetail(centre.service.waitSubmitDetail);
  const cancel = useCancelOrder(() => void store.reload());
  const [asking, setAsking] = useState(false);
  const count = store.choice.orders.length;

  const actions = (order: OrderSummary) => (
    <>
      {detailButton(order)}
      {cancel.cancelButton(order)}
    </>
  );

  return (
    <Panel title="待提交订单">
      <StageList
        list={store.list}
        label="待提交订单"
        empty={<StageEmpty description="暂无待提交订单" />}
        actions={actions}
        admin={{
          note: '提交订单需由企业管理员操作',
          choice: store.choice,
          bar: (
            <>
              {store.submit.error && <InlineNote role="alert">{store.submit.error}</InlineNote>}
              <ActionBar label="批量操作" summary={`已选 ${count} 个订单`}>
                <Button
                  variant="primary"
                  disabled={count === 0}
                  loading={store.submit.pending}
                  onClick={() => setAsking(true)}
                >
                  提交订单
                </Button>
              </ActionBar>
            </>
          ),
        }}
      />
      {dialog}
      {cancel.dialog}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="提交订单"
        content={`确认提交选中的 ${count} 个订单？`}
        confirmText="确认提交"
        onConfirm={async () => {
          await store.submitSelected();
        }}
      />
    </Panel>
  );
});
