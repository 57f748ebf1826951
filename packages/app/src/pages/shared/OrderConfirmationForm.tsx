import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { OrderTerms } from '@mall/domain/contract/orders';
import { createOrderTermsStore, formatCurrency, orderCharges, thousandth } from '@mall/domain';
import {
  DELIVERY_WAY_LABELS,
  DEPOSIT_RATE,
  TRANSFER_FEE_PER_TONNE,
} from '@mall/domain/contract/orders';
import { INVOICING_LABELS, addressWithContact } from '@mall/domain/contract/address';
import type { InvoicingInfo } from '@mall/domain/contract/address';
import { Button, ConfirmDialog, Currency, OrderConfirmation } from '@mall/ui';
import { hrefTo } from '../../routes/links.ts';
import { useFeature, useStores } from '../../stores/StoresContext.tsx';

/** What a make-order page orders. */
export interface OrderGoods {
  /** What is ordered, for the confirm, e.g. '3 件商品' or '2 行明细'. */
  what: string;
  /** 货款: the lines' amounts, summed. */
  amount: string;
  /** Tonnes ordered. */
  tonnage: string;
}

export interface OrderConfirmationFormProps {
  goods: OrderGoods;
  /** The make-order call: in flight while pending. */
  pending: boolean;
  /** Nothing to order yet (loading, or nothing chosen). */
  disabled?: boolean;
  /** The page's own check before the confirm (e.g. a line picked); true when none. */
  canSubmit?: () => boolean;
  /** Makes the order with the terms confirmed (sent once, with an Idempotency-Key, by its store). */
  onSubmit: (terms: OrderTerms) => Promise<unknown>;
}

const invoicingFacts = (info: InvoicingInfo) =>
  (Object.keys(INVOICING_LABELS) as (keyof InvoicingInfo)[]).map((key) => ({
    label: INVOICING_LABELS[key],
    value: info[key],
  }));

const percent = `${Number(DEPOSIT_RATE) * 100}%`;

/**
 * The B2B order confirmation of the cart's, the quote's and the auction's make-order: 交货方式
 * and address, the company's invoicing information, 采购单号 and 备注 (OrderTermsStore), the
 * charges (orderCharges: 货款 + 过户费 = 合计, and the deposit), then 提交订单, which checks the
 * fields, asks to confirm what will happen with the total, and sends once.
 */
export const OrderConfirmationForm = observer(function OrderConfirmationForm({
  goods,
  pending,
  disabled,
  canSubmit,
  onSubmit,
}: OrderConfirmationFormProps) {
  const { session } = useStores();
  const store = useFeature(createOrderTermsStore);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    void store.load();
    return () => store.reset();
  }, [store]);

  const certified = session.isCertified;
  const money = (value: string) => formatCurrency(value, { certified }) || '¥0.00';
  const charges = orderCharges(goods.amount, goods.tonnage);
  const tonnage = thousandth(charges.tonnage);
  const addresses = store.addresses.data ?? [];
  const info = store.invoicingInfo;
  const way =
    store.deliveryWay === 'delivery'
      ? `配送至 ${addresses.find(({ id }) => id === store.addressId)?.detail ?? ''}`
      : DELIVERY_WAY_LABELS.pickup;

  const handleSubmit = () => {
    if ((canSubmit?.() ?? true) && store.check()) setConfirming(true);
  };
  const handleConfirm = async () => {
    const terms = store.check();
    if (terms) await onSubmit(terms);
  };

  return (
    <OrderConfirmation
      loading={!store.ready}
      deliveryWay={store.deliveryWay}
      onDeliveryWayChange={store.setDeliveryWay}
      addresses={addresses.map((address) => ({
        id: address.id,
        label: addressWithContact(address),
        isDefault: address.isDefault,
      }))}
      addressId={store.addressId}
      onAddressChange={store.pickAddress}
      addAddressHref={hrefTo('companyAddress')}
      invoicing={info && invoicingFacts(info)}
      editInvoicingHref={hrefTo('companyInvoicing')}
      remark={store.remark}
      onRemarkChange={store.setRemark}
      poNo={store.poNo}
      onPoNoChange={store.setPoNo}
      errors={store.errors}
      disabled={pending}
      charges={[
        { label: `货款（${tonnage} 吨）`, value: money(charges.goodsAmount) },
        {
          label: `过户费（${TRANSFER_FEE_PER_TONNE} 元/吨 × ${tonnage} 吨）`,
          value: money(charges.transferFee),
        },
        { label: '合计', value: <Currency size="lg">{money(charges.totalAmount)}</Currency> },
        { label: `定金（合计的 ${percent}）`, value: money(charges.depositAmount) },
      ]}
    >
      <Button
        variant="primary"
        size="lg"
        loading={pending}
        disabled={disabled}
        onClick={handleSubmit}
      >
        提交订单
      </Button>
      <ConfirmDialog
        title="确认下单"
        content={`提交 ${goods.what}的订单（${way}），合计 ${money(charges.totalAmount)}（含过户费 ${money(charges.transferFee)}），需付定金 ${money(charges.depositAmount)}。订单将进入待提交，提交后生成合同。`}
        confirmText="确定下单"
        cancelText="取消"
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={handleConfirm}
      />
    </OrderConfirmation>
  );
});
