import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { InvoicePreview } from './InvoicePreview.tsx';

const meta = preview.meta({
  title: 'Components/InvoicePreview',
  component: InvoicePreview,
  args: {
    facts: [
      { label: '发票抬头', value: '佛山市南海区鑫铝金属材料有限公司' },
      { label: '纳税人识别号', value: '91440605MA4UJ8KX3K' },
      { label: '开户银行', value: '中国工商银行佛山南海支行' },
      { label: '银行账号', value: '2013 0045 1920 0123 456' },
      { label: '地址电话', value: '佛山市南海区狮山镇科技工业园 A 区 8 号 0757-86681234' },
    ],
    lines: [
      {
        key: 1,
        productName: '6061-T6 铝板',
        spec: '2×1250×2500',
        weight: '5.000',
        unitPrice: '¥23,450.00',
        amount: '¥117,250.00',
      },
      {
        key: 2,
        productName: '3003-H24 铝板',
        spec: '1×1220×2440',
        weight: '8.126',
        unitPrice: '¥21,560.00',
        amount: '¥175,196.56',
      },
    ],
    amount: '¥292,446.56',
    taxRate: '13%',
    taxAmount: '¥33,644.29',
  },
  render: (args) => (
    <div style={{ width: 720 }}>
      <InvoicePreview {...args} />
    </div>
  ),
});

/** The buyer's details, the goods lines, and the total with the tax inside it. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('91440605MA4UJ8KX3K')).toBeVisible();
    await expect(canvas.getByRole('table', { name: '开票明细' })).toHaveTextContent('8.126');
    const totals = canvas.getByLabelText('开票金额');
    await expect(totals).toHaveTextContent('税率13%');
    await expect(totals).toHaveTextContent('税额¥33,644.29');
    await expect(totals).toHaveTextContent('价税合计¥292,446.56');
  },
});
