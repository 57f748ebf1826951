import { statusOf, type LabelledSubject, type StateOf } from '@mall/domain';
import { StatusTag } from '@mall/ui';

/** A state of a subject (an order, an after-sale, an invoice…) as its tag: the one map's word and tone. */
export function StateTag<S extends LabelledSubject>({
  subject,
  state,
}: {
  /** Whose state, e.g. afterSale. */
  subject: S;
  /** The state, e.g. 'returning'. */
  state: StateOf<S>;
}) {
  const { label, tone } = statusOf(subject, state);
  return <StatusTag tone={tone}>{label}</StatusTag>;
}
