import { formatMoney, validityText } from '@mall/domain';
import type { InquiryLine } from '@mall/domain/contract/inquiry';
import { LINE_STATE_LABELS, specText } from '@mall/domain/contract/inquiry';
import type { QuoteLineRow } from '@mall/ui';

/** A line's state as the tables say it; a deleted quote with its reason. */
const stateText = ({ state, quote }: InquiryLine): string =>
  state === 'deleted' && quote?.delReason
    ? `${LINE_STATE_LABELS.deleted}（${quote.delReason}）`
    : LINE_STATE_LABELS[state];

/**
 * An inquiry line as the quote tables show it: '-' where the mall has not quoted, and the time
 * its quote has left at the server's `now` (ms).
 */
export const quoteRow = (line: InquiryLine, now: number): QuoteLineRow => ({
  key: line.detailId,
  spec: specText(line),
  quantity: `${line.quantity} ${line.unit}`,
  tonnes: line.quote?.tonnes ?? line.tonnes,
  unitPrice: line.quote ? formatMoney(line.quote.unitPrice) : '-',
  amount: line.quote ? formatMoney(line.quote.amount) : '-',
  validUntil: line.quote?.validUntil ?? '-',
  validity: validityText(line, now),
  state: stateText(line),
});
