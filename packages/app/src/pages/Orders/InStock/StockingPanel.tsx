import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { StockingStore } from '@mall/domain';
import { contractReminderQuery } from '@mall/domain/contract/orders';
import {
  Button,
  ErrorState,
  OrderDetailView,
  ReminderThread,
  Skeleton,
  Stack,
  StockingProgress,
  TextArea,
} from '@mall/ui';

export interface StockingPanelProps {
  /** The stocking store. */
  store: StockingStore;
  /** The order shown. */
  orderId: number;
}

/** The content check of 催货 (the contract's, ≤ 200 characters). */
const contentError = (content: string): string | undefined => {
  const parsed = contractReminderQuery.shape.content.safeParse(content.trim());
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

/**
 * An order's stocking, expanded under its card: the progress, the planned delivery, the
 * reminder threads (有新回复 until opened, which marks them read) and the 催货 form.
 */
export const StockingPanel = observer(function StockingPanel({
  store,
  orderId,
}: StockingPanelProps) {
  const detail = store.detail(orderId);
  const delivery = store.plannedDelivery(orderId);
  const threads = store.threads(orderId);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    void store.openDetail(orderId);
  }, [store, orderId]);

  if (detail.status === 'error') {
    return <ErrorState message={detail.error} onRetry={() => void store.openDetail(orderId)} />;
  }
  if (!detail.data) return <Skeleton lines={4} />;
  const unread = store.unreadReplies(orderId);
  const plan = delivery.data;

  const handleRemind = async () => {
    const problem = contentError(content);
    setError(problem);
    if (problem) return;
    await store.remind.run({ orderId, content: content.trim() });
    if (store.remind.status === 'done') setContent('');
  };

  return (
    <Stack $gap={3} aria-label={`备货详情 ${detail.data.order.orderNo}`} role="group">
      <StockingProgress steps={detail.data.steps} />
      <OrderDetailView
        facts={[
          ['计划交货', plan?.plannedAt ?? '待定'],
          ['发货仓库', plan?.inventory ?? '—'],
          ['生产状态', detail.data.producing ? '生产中，不可取消' : '未开始生产'],
          ['交货说明', plan?.note ?? '—'],
        ]}
        events={detail.data.order.events}
      />
      <div>
        <Button
          variant="text"
          size="sm"
          loading={threads.status === 'loading'}
          onClick={() => void store.openThreads(orderId)}
        >
          查看催货记录{unread > 0 ? `（有新回复 ${unread} 条）` : ''}
        </Button>
        {threads.data && <ReminderThread threads={threads.data} />}
      </div>
      <TextArea
        label="催货内容"
        $labelWidth="72px"
        maxLength={200}
        rows={2}
        placeholder="例如：请尽快安排生产，月底要用"
        value={content}
        error={error}
        onChange={(event) => {
          setContent(event.target.value);
          setError(undefined);
        }}
      />
      <div>
        <Button loading={store.remind.pending} onClick={() => void handleRemind()}>
          催货
        </Button>
      </div>
    </Stack>
  );
});
