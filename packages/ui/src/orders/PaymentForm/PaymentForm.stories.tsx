import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { choose } from '#.storybook/choose';
import preview from '#.storybook/preview';
import { PaymentForm, type PaymentFormValue } from './PaymentForm.tsx';

const meta = preview.meta({
  title: 'Components/PaymentForm',
  component: PaymentForm,
  args: {
    due: '¥37,867.30',
    balance: '¥50,000.00',
    balanceEnough: true,
    payer: '中国工商银行佛山南海支行 2013 0045 1920 0123 456',
    accounts: [
      {
        id: 1,
        label: '招商银行广州天河支行',
        detail: '铝商城供应链（广东）有限公司 1209 1234 5610 801',
      },
      {
        id: 2,
        label: '中国建设银行广州珠江新城支行',
        detail: '铝商城供应链（广东）有限公司 4405 0158 0408 0000 1234',
      },
    ],
    value: { payType: 'balance', collectionAccountId: null, voucherNo: '' } as PaymentFormValue,
    onChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <PaymentForm
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
});

/** 余额支付 with the balance shown. */
export const Balance = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('¥37,867.30')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '余额支付' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '余额支付' })).toHaveAccessibleDescription(
      '可用余额 ¥50,000.00',
    );
  },
});

/** Not enough balance: 余额支付 is off with 余额不足. */
export const BalanceShort = meta.story({
  args: {
    balance: '¥1,000.00',
    balanceEnough: false,
    value: { payType: 'transfer', collectionAccountId: null, voucherNo: '' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '余额支付' })).toBeDisabled();
    await expect(canvas.getByText('余额不足（可用余额 ¥1,000.00）')).toBeVisible();
  },
});

/** 线下转账: the collection account with its number, the serial number, the paying account. */
export const Transfer = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '线下转账' }));
    await choose(
      userEvent,
      canvas.getByRole('combobox', { name: /收款账户/ }),
      '招商银行广州天河支行',
    );
    await expect(canvas.getByText('铝商城供应链（广东）有限公司 1209 1234 5610 801')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /转账流水号/ }), 'CMB2026031801');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      payType: 'transfer',
      collectionAccountId: 1,
      voucherNo: 'CMB2026031801',
    });
    await expect(canvas.getByText(/付款账户：中国工商银行/)).toBeVisible();
  },
});

/** Errors show at their fields. */
export const TransferErrors = meta.story({
  args: {
    value: { payType: 'transfer', collectionAccountId: null, voucherNo: '12' },
    errors: {
      collectionAccountId: '请选择收款账户',
      voucherNo: '请输入 6–32 位字母或数字的转账流水号',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /收款账户/ })).toHaveAccessibleDescription(
      '请选择收款账户',
    );
    await expect(canvas.getByRole('textbox', { name: /转账流水号/ })).toHaveValue('12');
  },
});
