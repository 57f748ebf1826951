import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Input } from '../../basics/Input/Input.tsx';
import { RadioGroup } from '../../basics/RadioGroup/RadioGroup.tsx';
import { Select } from '../../basics/Select/Select.tsx';
import { space } from '../../theme/index.ts';

/** How the buyer pays: the method, and for a transfer the account paid to and the bank's serial number. */
export interface PaymentFormValue {
  /** 余额支付 or 线下转账. */
  payType: 'balance' | 'transfer';
  /** The mall's collection account the transfer went to; null until chosen. */
  collectionAccountId: number | null;
  /** The transfer's bank serial number. */
  voucherNo: string;
}

export interface PaymentFormProps {
  /** The amount to pay, formatted, e.g. ¥37,867.30. */
  due: ReactNode;
  /** The company's available balance, formatted. */
  balance: ReactNode;
  /** Whether the balance covers the amount; otherwise 余额支付 is off with 余额不足. */
  balanceEnough: boolean;
  /** The company's own account the transfer comes from (bank, name and number). */
  payer?: ReactNode;
  /** The mall's collection accounts: a label for the select and a detail (bank, account no). */
  accounts: readonly { id: number; label: string; detail: string }[];
  /** The form's value (controlled). */
  value: PaymentFormValue;
  /** Called with the whole new value at every change. */
  onChange: (value: PaymentFormValue) => void;
  /** Messages at the fields, in Chinese. */
  errors?: Partial<Record<'collectionAccountId' | 'voucherNo', string>>;
  /** Nothing can be changed, e.g. while the payment is in flight. */
  disabled?: boolean;
}

const Root = styled.div`
  display: grid;
  gap: ${space(4)};
`;

const Due = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};

  & > strong {
    margin-left: ${space(2)};
    color: ${({ theme }) => theme.color.price};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-variant-numeric: tabular-nums;
  }
`;

const Transfer = styled.div`
  display: grid;
  gap: ${space(3)};
  max-width: 520px;
  padding: ${space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
`;

const Detail = styled.p`
  margin: 0 0 0 108px;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

/**
 * The payment method of the deposit, final and difference payments: 余额支付 (with the balance;
 * off with 余额不足 when short) or 线下转账 (the collection account with its bank and number,
 * the transfer's serial number, and the company's paying account). Controlled; the errors show
 * at their fields.
 */
export function PaymentForm({
  due,
  balance,
  balanceEnough,
  payer,
  accounts,
  value,
  onChange,
  errors = {},
  disabled = false,
}: PaymentFormProps) {
  const chosen = accounts.find((account) => account.id === value.collectionAccountId);
  return (
    <Root>
      <Due>
        应付金额<strong>{due}</strong>
      </Due>
      <RadioGroup
        label="支付方式"
        required
        inline
        disabled={disabled}
        value={value.payType}
        onValueChange={(payType) =>
          onChange({ ...value, payType: payType === 'transfer' ? 'transfer' : 'balance' })
        }
        options={[
          {
            value: 'balance',
            label: '余额支付',
            hint: balanceEnough ? <>可用余额 {balance}</> : <>余额不足（可用余额 {balance}）</>,
            disabled: !balanceEnough,
          },
          { value: 'transfer', label: '线下转账', hint: '转账后填写银行流水号，财务确认后生效' },
        ]}
      />
      {value.payType === 'transfer' && (
        <Transfer>
          <Select
            label="收款账户"
            required
            $labelWidth="96px"
            placeholder="请选择收款账户"
            disabled={disabled}
            options={accounts.map(({ id, label }) => ({ value: id, label }))}
            value={value.collectionAccountId ?? ''}
            error={errors.collectionAccountId}
            onValueChange={(account) =>
              onChange({
                ...value,
                collectionAccountId: account === '' ? null : Number(account),
              })
            }
          />
          {chosen && <Detail>{chosen.detail}</Detail>}
          <Input
            label="转账流水号"
            required
            $labelWidth="96px"
            maxLength={32}
            autoComplete="off"
            placeholder="6–32 位字母或数字"
            disabled={disabled}
            value={value.voucherNo}
            error={errors.voucherNo}
            onChange={(event) => onChange({ ...value, voucherNo: event.target.value })}
          />
          {payer !== undefined && <Detail>付款账户：{payer}</Detail>}
        </Transfer>
      )}
    </Root>
  );
}
