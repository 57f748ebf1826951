import { payment, type Payment } from '../contract/orders.ts';

/** The payment form as typed: the method, and for a transfer the account paid to and the serial number. */
export interface PaymentFormValues {
  payType: 'balance' | 'transfer';
  /** The mall's collection account; null until chosen. */
  collectionAccountId: number | null;
  voucherNo: string;
}

/** The payment form's messages, at the fields of a transfer. */
export type PaymentFormErrors = Partial<Record<'collectionAccountId' | 'voucherNo', string>>;

/**
 * The payment form checked with the contract's `payment`: the payment to make, or the first
 * message at each field (请选择收款账户, the serial number's rule). 余额支付 needs nothing more.
 */
export function checkPayment(
  value: PaymentFormValues,
): { payment: Payment } | { errors: PaymentFormErrors } {
  const parsed = payment.safeParse(
    value.payType === 'balance'
      ? { payType: 'balance' }
      : { ...value, collectionAccountId: value.collectionAccountId ?? 0 },
  );
  if (parsed.success) return { payment: parsed.data };
  const errors: PaymentFormErrors = {};
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    if ((field === 'collectionAccountId' || field === 'voucherNo') && !errors[field])
      errors[field] = issue.message;
  }
  return { errors };
}
