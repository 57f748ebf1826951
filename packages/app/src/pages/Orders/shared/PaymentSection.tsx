import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { balanceCovers, checkPayment, formatMoney, type PaymentFormErrors } from '@mall/domain';
import type { Payment } from '@mall/domain/contract/orders';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  InlineNote,
  PaymentForm,
  Skeleton,
  Stack,
  type PaymentFormValue,
} from '@mall/ui';
import { useOrderCentre } from './useOrderCentre.ts';
import { PAYMENT_BY_ADMIN } from './StageEmpty.tsx';

export interface PaymentSectionProps {
  /** The amount to pay, a decimal string (CNY). */
  due: string;
  /** Pays; answers whether it went through. Sent once per confirmation. */
  onPay: (payment: Payment) => Promise<boolean>;
  /** The payment is in flight: the button is busy and refuses presses. */
  pending: boolean;
  /** The client's message after a failed payment; what was typed stays. */
  error?: string;
  /** Text of the pay button, e.g. 确认支付定金. */
  submitLabel: string;
}

/**
 * How the buyer pays an amount (deposit, final, difference): the balance and the collection
 * accounts from the order centre, the payment form checked by the domain's `checkPayment`, the
 * confirmation 确认支付 ¥x？, and the pay button, busy while the payment is in flight.
 * Employees see only 付款需由企业管理员操作.
 */
export const PaymentSection = observer(function PaymentSection({
  due,
  onPay,
  pending,
  error,
  submitLabel,
}: PaymentSectionProps) {
  const centre = useOrderCentre();
  const { bank, accounts, isAdmin } = centre;
  const [value, setValue] = useState<PaymentFormValue>({
    payType: 'balance',
    collectionAccountId: null,
    voucherNo: '',
  });
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const [asking, setAsking] = useState<Payment | null>(null);

  useEffect(() => {
    if (isAdmin) void centre.loadPaymentInfo();
  }, [centre, isAdmin]);

  if (!isAdmin) return <InlineNote>{PAYMENT_BY_ADMIN}</InlineNote>;
  if (bank.status === 'error' || accounts.status === 'error') {
    return (
      <ErrorState
        message={bank.error || accounts.error}
        onRetry={() => void centre.loadPaymentInfo()}
      />
    );
  }
  if (!bank.data || !accounts.data) return <Skeleton lines={4} />;

  const enough = balanceCovers(bank.data.balance, due);
  const shown: PaymentFormValue = enough ? value : { ...value, payType: 'transfer' };
  const { bankName, accountName, accountNo } = bank.data;

  const handleSubmit = () => {
    if (pending) return;
    const checked = checkPayment(shown);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setAsking(checked.payment);
  };

  return (
    <Stack $gap={4}>
      <PaymentForm
        due={formatMoney(due)}
        balance={formatMoney(bank.data.balance)}
        balanceEnough={enough}
        payer={`${bankName} ${accountName} ${accountNo}`}
        accounts={accounts.data.map((account) => ({
          id: account.id,
          label: account.bankName,
          detail: `${account.companyName} ${account.accountNo}`,
        }))}
        value={shown}
        onChange={(next) => {
          setValue(next);
          setErrors({});
        }}
        errors={errors}
        disabled={pending}
      />
      {error && <InlineNote role="alert">{error}</InlineNote>}
      <div>
        <Button variant="primary" size="lg" loading={pending} onClick={handleSubmit}>
          {submitLabel}
        </Button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title="确认支付"
        content={`确认支付 ${formatMoney(due)}？`}
        confirmText="确认支付"
        onConfirm={async () => {
          if (asking) await onPay(asking);
        }}
      />
    </Stack>
  );
});
