import { formatMoney, statusOf, validityText, type StatusView } from '@mall/domain';
import type { InquiryLine } from '@mall/domain/contract/inquiry';
import { specText } from '@mall/domain/contract/inquiry';
import type { QuoteLineRow } from '@mall/ui';

/** A line's state as the tables tag it; a deleted quote with its reason. */
const stateOf = ({ state, quote }: InquiryLine): StatusView => {
  const view = statusOf('inquiryLine', state);
  return state === 'deleted' && quote?.delReason
    ? { ...view, label: `${view.label}（${quote.delReason}）` }
    : view;
};

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
  state: stateOf(line),
});
