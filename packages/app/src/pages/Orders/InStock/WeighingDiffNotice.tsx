import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { StockingStore } from '@mall/domain';
import { finalBalance, formatMoney, formatTonnes } from '@mall/domain';
import type { OrderLine, OrderSummary } from '@mall/domain/contract/orders';
import { sum, tonnes, yuan } from '@mall/domain/money';
import { ConfirmDialog, FormDialog, Stack, Table, TextArea } from '@mall/ui';
import { RowAction } from '../shared/RowAction.tsx';
import { WeighingDiffNote } from '../shared/WeighingDiffNote.tsx';

const columns = [
  { key: 'productName', title: '商品' },
  {
    key: 'weight',
    title: '订货(吨)',
    align: 'right' as const,
    render: (line: OrderLine) => formatTonnes(line.weight),
  },
  {
    key: 'weighedWeight',
    title: '过磅(吨)',
    align: 'right' as const,
    render: (line: OrderLine) => formatTonnes(line.weighedWeight ?? ''),
  },
];

/**
 * What 确认磅差 does, said before it is done: the order settles on the weighed tonnes and their
 * amount, and its final payment (weighed amount + 过户费 − paid, finalBalance) is a supplement to
 * pay or a refund to the balance.
 */
const confirmText = (order: OrderSummary): string => {
  const weighedAmount = yuan(sum(order.lines.map((line) => line.weighedAmount ?? 0)));
  const weighed = tonnes(sum(order.lines.map((line) => line.weighedWeight ?? 0)));
  const balance = finalBalance({ ...order, weighedAmount });
  const consequence =
    balance.kind === 'refund'
      ? `多付的 ${formatMoney(balance.amount)} 退回账户余额`
      : `应付尾款 ${formatMoney(balance.amount)}（货款 + 过户费 − 已付定金）`;
  return `确认后订单按过磅 ${formatTonnes(weighed)} 吨（订货 ${formatTonnes(order.totalWeight)} 吨）、货款 ${formatMoney(weighedAmount)} 结算，进入待付尾款：${consequence}。`;
};

/**
 * An order's 磅差 under its row: ordered against weighed tonnes and the amount difference; while
 * it awaits the buyer, the administrator 确认磅差 in a dialog that says what it does (the order
 * goes on to its final payment) or 提出异议 with a reason (held until the mall settles it); a
 * dispute shows its reason.
 */
export const WeighingDiffNotice = observer(function WeighingDiffNotice({
  store,
  order,
  isAdmin,
}: {
  /** The stocking store. */
  store: StockingStore;
  /** The order holding a 磅差. */
  order: OrderSummary;
  /** Whether the buyer may answer (the company's administrator). */
  isAdmin: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const diff = order.weighingDiff;
  if (!diff) return null;

  return (
    <Stack $gap={2}>
      <div>
        <WeighingDiffNote diff={diff} />
        {diff.status === 'awaiting' && isAdmin && (
          <>
            {' '}
            <RowAction
              of={order.orderNo}
              disabled={store.answerWeighing.pending}
              onClick={() => setConfirming(true)}
            >
              确认磅差
            </RowAction>
            <RowAction of={order.orderNo} onClick={() => setDisputing(true)}>
              提出异议
            </RowAction>
          </>
        )}
      </div>
      <Table
        label={`磅差明细 ${order.orderNo}`}
        columns={columns}
        rows={order.lines}
        rowKey={(line) => line.detailId}
      />
      <ConfirmDialog
        title="确认磅差"
        open={confirming}
        onOpenChange={setConfirming}
        content={confirmText(order)}
        cancelText="取消"
        confirmText="确认磅差"
        onConfirm={async () => {
          // A refusal keeps the dialog open; the store has reported it.
          if (!(await store.answerWeighingDiff({ orderId: order.orderId }))) {
            throw new Error('weighing not confirmed');
          }
        }}
      />
      <FormDialog
        title="提出异议"
        open={disputing}
        onOpenChange={(open) => {
          if (!open && !store.answerWeighing.pending) setDisputing(false);
        }}
        orderNo={order.orderNo}
        cancelText="取消"
        confirmText="提交异议"
        pending={store.answerWeighing.pending}
        error={store.answerWeighing.status === 'failed' ? store.answerWeighing.error : undefined}
        onConfirm={() => {
          if (reason.trim() === '') {
            setMissing(true);
            return;
          }
          void store.answerWeighingDiff({ orderId: order.orderId, reason }).then((sent) => {
            if (sent) setDisputing(false);
          });
        }}
      >
        <TextArea
          label="异议原因"
          required
          maxLength={200}
          value={reason}
          error={missing ? '请填写异议原因' : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        />
      </FormDialog>
    </Stack>
  );
});
