import { TextArea, type TextAreaProps } from '../../basics/TextArea/TextArea.tsx';

/** Longest remark (the contract's REMARK_MAX). */
const REMARK_MAX = 200;

export type OrderRemarkFieldProps = Omit<
  TextAreaProps,
  'label' | 'maxLength' | 'rows' | 'placeholder'
>;

/** The optional 备注 of an order request (a cancellation, an invoice), up to 200 characters. */
export function OrderRemarkField(props: OrderRemarkFieldProps) {
  return (
    <TextArea
      label="备注"
      $labelWidth="40px"
      maxLength={REMARK_MAX}
      rows={3}
      placeholder="选填，最多 200 个字"
      {...props}
    />
  );
}
