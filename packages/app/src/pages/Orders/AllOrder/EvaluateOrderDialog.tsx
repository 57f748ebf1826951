import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { OrderEvaluation } from '@mall/domain';
import { orderComment } from '@mall/domain/contract/orders';
import { OrderEvaluationDialog, type OrderEvaluationValue } from '@mall/ui';

type Errors = Partial<Record<keyof OrderEvaluationValue, string>>;
const EMPTY: OrderEvaluationValue = { score: 0, content: '' };

/**
 * 评价订单 of the order `evaluation` has open: stars and text checked with the contract's
 * `orderComment` (messages at the fields), sent once; what was typed stays after a failure.
 */
export const EvaluateOrderDialog = observer(function EvaluateOrderDialog({
  evaluation,
}: {
  /** The page store's evaluation (which order, and its sending). */
  evaluation: OrderEvaluation;
}) {
  const [value, setValue] = useState<OrderEvaluationValue>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const { order, send } = evaluation;

  const handleSubmit = () => {
    if (!order) return;
    const parsed = orderComment.safeParse({ ...value, orderId: order.orderId });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const [field] = issue.path;
        if ((field === 'score' || field === 'content') && !found[field])
          found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    void evaluation.submit(parsed.data).then((done) => {
      if (done) setValue(EMPTY);
    });
  };

  return (
    <OrderEvaluationDialog
      open={order !== null}
      onOpenChange={(open) => {
        if (open) return;
        evaluation.close();
        setValue(EMPTY);
        setErrors({});
      }}
      orderNo={order?.orderNo ?? ''}
      value={value}
      onChange={(next) => {
        setValue(next);
        setErrors({});
      }}
      errors={errors}
      pending={send.pending}
      error={send.error || undefined}
      onSubmit={handleSubmit}
    />
  );
});
