import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { StockingStore } from '@mall/domain';
import { formatMoney, formatTonnes } from '@mall/domain';
import type { OrderLine, OrderSummary } from '@mall/domain/contract/orders';
import { FormDialog, Stack, Table, TextArea } from '@mall/ui';
import { StateTag } from '../../shared/StateTag.tsx';
import { RowAction } from '../shared/RowAction.tsx';

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
 * An order's 磅差 under its row: ordered against weighed tonnes and the amount difference; while
 * it awaits the buyer, the administrator 确认磅差 (it goes on to its final payment) or 提出异议
 * with a reason (held until the mall weighs again); a dispute shows its reason.
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
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const diff = order.weighingDiff;
  if (!diff) return null;
  const amount = formatMoney(diff.amountDiff.replace(/^-/, ''));
  const sign = diff.amountDiff.startsWith('-') ? '-' : '+';

  return (
    <Stack $gap={2}>
      <div>
        <StateTag subject="weighingDiff" state={diff.status} /> 过磅吨数超出订货 ±5%，金额差 {sign}
        {amount}
        {diff.status === 'disputed' && diff.reason && `，异议原因：${diff.reason}，等待平台复磅`}
        {diff.status === 'awaiting' && isAdmin && (
          <>
            {' '}
            <RowAction
              of={order.orderNo}
              disabled={store.answerWeighing.pending}
              onClick={() => void store.answerWeighingDiff({ orderId: order.orderId })}
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
