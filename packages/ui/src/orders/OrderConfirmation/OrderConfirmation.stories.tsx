import { expect, fn, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../../basics/Button/Button.tsx';
import { Currency } from '../../basics/Currency/Currency.tsx';
import { OrderConfirmation } from './OrderConfirmation.tsx';

const meta = preview.meta({
  title: 'Components/OrderConfirmation',
  component: OrderConfirmation,
  args: {
    deliveryWay: 'pickup' as const,
    onDeliveryWayChange: fn(),
    addresses: [
      {
        id: 7,
        label: '广东省 佛山市 南海区 桂城街道海八东路 18 号（陈志强 13800138000）',
        isDefault: true,
      },
      {
        id: 9,
        label: '江苏省 无锡市 锡山区 东港镇港下工业园 3 号（李伟 13900139000）',
        isDefault: false,
      },
    ],
    addressId: 7,
    onAddressChange: fn(),
    addAddressHref: '#/center/userInfo/companyAddress',
    invoicing: [
      { label: '发票抬头', value: '佛山市南海区鸿达铝业有限公司' },
      { label: '纳税人识别号', value: '91440605MA4UJ2KX3B' },
      { label: '开户银行', value: '中国工商银行佛山南海支行' },
      { label: '银行账号', value: '2013006709024801234' },
    ],
    editInvoicingHref: '#/center/userInfo/companyInvoicing',
    remark: '',
    onRemarkChange: fn(),
    poNo: '',
    onPoNoChange: fn(),
    errors: {},
    charges: [
      { label: '货款', value: '¥46,350.00' },
      { label: '过户费（15 元/吨 × 2.500 吨）', value: '¥37.50' },
      { label: '合计', value: <Currency size="lg">¥46,387.50</Currency> },
      { label: '定金（20%）', value: '¥9,277.50' },
    ],
    children: <Button variant="primary">提交订单</Button>,
  },
});

/** 自提: no address asked; the invoicing information read-only; every charge down to 合计. */
export const Pickup = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: /自提/ })).toBeChecked();
    await expect(canvas.queryByRole('radiogroup', { name: '收货地址' })).toBeNull();
    await expect(canvas.getByText('91440605MA4UJ2KX3B')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '修改开票信息' })).toBeVisible();
    await expect(canvas.getByText('合计').nextElementSibling).toHaveTextContent('¥46,387.50');
    await userEvent.click(canvas.getByRole('radio', { name: /配送/ }));
    await expect(args.onDeliveryWayChange).toHaveBeenCalledWith('delivery');
    await userEvent.type(canvas.getByRole('textbox', { name: '采购单号' }), 'P');
    await expect(args.onPoNoChange).toHaveBeenCalledWith('P');
  },
});

/** 配送: the address book's addresses, the default marked and chosen. */
export const Delivery = meta.story({
  args: { deliveryWay: 'delivery' as const },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: /海八东路 18 号.*（默认）/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /港下工业园/ }));
    await expect(args.onAddressChange).toHaveBeenCalledWith(9);
  },
});

/** 配送 without an address: a link to add one; the company has no invoicing information. */
export const NoAddress = meta.story({
  args: {
    deliveryWay: 'delivery' as const,
    addresses: [],
    addressId: null,
    invoicing: null,
    errors: { addressId: '请选择收货地址' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '去添加收货地址' })).toHaveAttribute(
      'href',
      '#/center/userInfo/companyAddress',
    );
    await expect(canvas.getByText(/企业尚未填写开票信息/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '填写开票信息' })).toBeVisible();
  },
});

/** A 采购单号 of characters it may not have: said under the field. */
export const InvalidPoNo = meta.story({
  args: { poNo: 'PO 2026/1', errors: { poNo: '采购单号只能包含字母、数字、- 和 _' } },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: '采购单号' });
    await expect(field).toHaveAccessibleDescription('采购单号只能包含字母、数字、- 和 _');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
});

/** The address book and the invoicing information still being read. */
export const Loading = meta.story({
  args: { loading: true, deliveryWay: 'delivery' as const },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.queryByRole('radiogroup', { name: '收货地址' })).toBeNull();
  },
});
