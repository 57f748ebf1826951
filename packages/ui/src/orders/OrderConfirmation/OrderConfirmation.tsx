import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Input } from '../../basics/Input/Input.tsx';
import { RadioGroup } from '../../basics/RadioGroup/RadioGroup.tsx';
import { Skeleton } from '../../basics/Skeleton/Skeleton.tsx';
import { space } from '../../theme/index.ts';
import { DeliveryFacts } from '../DeliveryFacts/DeliveryFacts.tsx';
import { OrderFigures, type OrderFigure } from '../OrderFigures/OrderFigures.tsx';
import { OrderRemarkField } from '../OrderRemarkField/OrderRemarkField.tsx';

/** 自提 at the warehouse, or 配送 to an address of the company's address book. */
export type OrderDeliveryWay = 'pickup' | 'delivery';

/** An address of the address book, as a choice. */
export interface OrderAddressChoice {
  id: number;
  /** The address on one line with its contact. */
  label: string;
  /** The company's default address (marked 默认). */
  isDefault: boolean;
}

export interface OrderConfirmationProps {
  /** The address book and the invoicing information are still being read. */
  loading?: boolean;
  /** 交货方式 chosen. */
  deliveryWay: OrderDeliveryWay;
  /** Called with the 交货方式 chosen. */
  onDeliveryWayChange: (way: OrderDeliveryWay) => void;
  /** The company's addresses, the default first. */
  addresses: readonly OrderAddressChoice[];
  /** The address 配送 goes to; null when there is none. */
  addressId: number | null;
  /** Called with the address chosen. */
  onAddressChange: (id: number) => void;
  /** Where addresses are added (收货地址). */
  addAddressHref: string;
  /** The company's invoicing information as label/text pairs; null when it has none. */
  invoicing: readonly { label: string; value: string }[] | null;
  /** Where the invoicing information is edited (开票信息). */
  editInvoicingHref: string;
  /** 备注. */
  remark: string;
  /** Called with the 备注 typed. */
  onRemarkChange: (remark: string) => void;
  /** 采购单号. */
  poNo: string;
  /** Called with the 采购单号 typed. */
  onPoNoChange: (poNo: string) => void;
  /** Each field's problem, in Chinese. */
  errors: { addressId?: string; remark?: string; poNo?: string };
  /** The order's charges, formatted (货款, 过户费, 合计, 定金), in order. */
  charges: readonly OrderFigure[];
  /** The order is being sent: every field is off. */
  disabled?: boolean;
  /** What ends the confirmation: the submit button and its dialog. */
  children?: ReactNode;
}

const Sections = styled.div`
  display: grid;
  gap: ${space(4)};
`;

const Section = styled.section`
  display: grid;
  gap: ${space(2)};

  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};

  & a {
    text-decoration: underline;
  }
`;

const Footer = styled.div`
  display: grid;
  justify-items: end;
  gap: ${space(3)};
`;

/** 配送's address choice: the address book's, or a link to add one. */
function AddressChoice({
  addresses,
  addressId,
  onAddressChange,
  addAddressHref,
  error,
  disabled,
}: Pick<
  OrderConfirmationProps,
  'addresses' | 'addressId' | 'onAddressChange' | 'addAddressHref' | 'disabled'
> & { error?: string }) {
  if (addresses.length === 0) {
    return (
      <Note role={error ? 'alert' : undefined}>
        企业还没有收货地址，<a href={addAddressHref}>去添加收货地址</a>
      </Note>
    );
  }
  return (
    <RadioGroup
      label="收货地址"
      required
      value={addressId === null ? '' : String(addressId)}
      onValueChange={(value) => onAddressChange(Number(value))}
      error={error}
      disabled={disabled}
      options={addresses.map(({ id, label, isDefault }) => ({
        value: String(id),
        label: isDefault ? `${label}（默认）` : label,
      }))}
    />
  );
}

/**
 * The B2B confirmation of an order being made (确认订单): 交货方式 (自提, or 配送 to an address of
 * the address book, the default preselected, or a link to add one), the company's invoicing
 * information read-only with a link to edit it, 备注 (counted) and 采购单号, and every charge
 * down to 合计 and the deposit; `children` (the submit button) stand beside the charges.
 */
export function OrderConfirmation(props: OrderConfirmationProps) {
  const { loading, deliveryWay, invoicing, errors, charges, disabled, children } = props;
  return (
    <Sections>
      <Section aria-labelledby="order-delivery">
        <h3 id="order-delivery">交货方式</h3>
        <RadioGroup
          label="交货方式"
          inline
          value={deliveryWay}
          onValueChange={(value) => props.onDeliveryWayChange(value as OrderDeliveryWay)}
          disabled={disabled}
          options={[
            { value: 'pickup', label: '自提', hint: '到货物所在仓库提货' },
            { value: 'delivery', label: '配送', hint: '送到企业的收货地址' },
          ]}
        />
        {deliveryWay === 'delivery' &&
          (loading ? (
            <Skeleton lines={2} />
          ) : (
            <AddressChoice {...props} error={errors.addressId} />
          ))}
      </Section>
      <Section aria-labelledby="order-invoicing">
        <h3 id="order-invoicing">开票信息</h3>
        {loading ? (
          <Skeleton lines={2} />
        ) : invoicing ? (
          <>
            <DeliveryFacts facts={invoicing} />
            <a href={props.editInvoicingHref}>修改开票信息</a>
          </>
        ) : (
          <Note>
            企业尚未填写开票信息，开票前请先<a href={props.editInvoicingHref}>填写开票信息</a>
          </Note>
        )}
      </Section>
      <Section aria-labelledby="order-extra">
        <h3 id="order-extra">采购单号与备注</h3>
        <Input
          label="采购单号"
          $labelWidth="64px"
          value={props.poNo}
          onChange={(event) => props.onPoNoChange(event.target.value)}
          error={errors.poNo}
          disabled={disabled}
          placeholder="选填，贵司的采购单号，最多 32 位字母、数字、- 或 _"
        />
        <OrderRemarkField
          $labelWidth="64px"
          value={props.remark}
          onChange={(event) => props.onRemarkChange(event.target.value)}
          error={errors.remark}
          disabled={disabled}
        />
      </Section>
      <Footer role="group" aria-label="订单合计">
        <OrderFigures figures={charges} />
        {children}
      </Footer>
    </Sections>
  );
}
