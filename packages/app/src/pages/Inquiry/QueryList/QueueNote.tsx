import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { InquiryDetailStore } from '@mall/domain';
import { INQUIRY_STATUS_LABELS } from '@mall/domain/contract/inquiry';
import { InlineNote } from '@mall/ui';

/** 报价排队: where each of the company's waiting inquiries stands in the mall's queue. */
export const QueueNote = observer(function QueueNote({ store }: { store: InquiryDetailStore }) {
  const { queue } = store;
  useEffect(() => {
    void queue.load();
  }, [queue]);
  const entries = queue.data ?? [];
  if (entries.length === 0) return null;
  return (
    <InlineNote aria-label="报价排队">
      报价排队：
      {entries
        .map(
          (entry) =>
            `${entry.inquiryNo}（${INQUIRY_STATUS_LABELS[entry.status]}）排第 ${entry.position} 位`,
        )
        .join('；')}
    </InlineNote>
  );
});
