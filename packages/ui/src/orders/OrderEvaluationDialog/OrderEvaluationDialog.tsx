import { FormDialog } from '../../basics/Modal/FormDialog.tsx';
import { StarRating } from '../../basics/StarRating/StarRating.tsx';
import { TextArea } from '../../basics/TextArea/TextArea.tsx';

/** Longest evaluation (the contract's REMARK_MAX). */
const CONTENT_MAX = 200;

/** What the buyer writes: 1 to 5 stars (0 before choosing) and the text. */
export interface OrderEvaluationValue {
  score: number;
  content: string;
}

export interface OrderEvaluationDialogProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called when it opens or closes (取消, the close button, Esc). */
  onOpenChange: (open: boolean) => void;
  /** The order being evaluated (or the delivery, with `numberLabel`). */
  orderNo: string;
  /** The dialog's title; 评价订单 by default (评价发货单 for a delivery). */
  title?: string;
  /** What `orderNo` is called; 订单号 by default (发货单号 for a delivery). */
  numberLabel?: string;
  /** What was chosen and typed (controlled, so it stays after a failure). */
  value: OrderEvaluationValue;
  /** Called with every change. */
  onChange: (value: OrderEvaluationValue) => void;
  /** Messages at the fields, in Chinese (请选择评分, 请输入评价内容). */
  errors?: Partial<Record<keyof OrderEvaluationValue, string>>;
  /** The evaluation is being sent: 提交评价 spins and nothing can be changed. */
  pending?: boolean;
  /** The client's message when sending failed. */
  error?: string;
  /** Called by 提交评价. */
  onSubmit: () => void;
}

/**
 * 评价订单: the order number, 评分 (1–5 stars) and 评价内容 (up to 200 characters), 提交评价 /
 * 取消; messages at the fields, and what was typed stays after a failure.
 */
export function OrderEvaluationDialog({
  open,
  onOpenChange,
  orderNo,
  title = '评价订单',
  numberLabel,
  value,
  onChange,
  errors = {},
  pending = false,
  error,
  onSubmit,
}: OrderEvaluationDialogProps) {
  return (
    <FormDialog
      title={title}
      open={open}
      onOpenChange={onOpenChange}
      orderNo={orderNo}
      numberLabel={numberLabel}
      confirmText="提交评价"
      onConfirm={onSubmit}
      pending={pending}
      disableWhilePending
      error={error}
    >
      <StarRating
        label="评分"
        required
        value={value.score}
        onChange={(score) => onChange({ ...value, score })}
        error={errors.score}
        disabled={pending}
      />
      <TextArea
        label="评价内容"
        required
        $labelWidth="80px"
        maxLength={CONTENT_MAX}
        rows={4}
        placeholder="说说商品质量、发货和服务，最多 200 个字"
        value={value.content}
        error={errors.content}
        disabled={pending}
        onChange={(event) => onChange({ ...value, content: event.target.value })}
      />
    </FormDialog>
  );
}
