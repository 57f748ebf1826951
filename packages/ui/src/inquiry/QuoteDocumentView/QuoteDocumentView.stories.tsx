import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { QuoteDocumentView } from './QuoteDocumentView.tsx';

const meta = preview.meta({
  title: 'Components/QuoteDocumentView',
  component: QuoteDocumentView,
  args: {
    companyName: '佛山市南海区鑫铝金属材料有限公司',
    inquiryNo: 'XJ202603160003',
    contact: '陈志强 13800000001',
    lines: [
      {
        key: 431,
        spec: '6063-T5 2×1250×2500 氧化',
        quantity: '10 吨',
        tonnes: '10.000',
        unitPrice: '¥21,500.00',
        amount: '¥215,000.00',
        validUntil: '2026-03-20 18:00:00',
        state: '有效',
      },
      {
        key: 433,
        spec: '6061-T6 3×1500×3000 原色',
        quantity: '5 吨',
        tonnes: '5.000',
        unitPrice: '¥22,800.00',
        amount: '¥114,000.00',
        validUntil: '2026-03-17 18:00:00',
        state: '报价已过期',
      },
    ],
    validTonnes: '10.000',
    validAmount: '¥215,000.00',
    validUntil: '2026-03-20 18:00:00',
    onPrint: fn(),
  },
});

/** The document with the company, each quoted line and the valid totals; 打印 prints. */
export const Document = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    const sheet = canvas.getByRole('article', { name: '报价单 XJ202603160003' });
    await expect(sheet).toHaveTextContent('佛山市南海区鑫铝金属材料有限公司');
    await expect(sheet).toHaveTextContent('有效报价合计：10.000 吨，¥215,000.00');
    await userEvent.click(canvas.getByRole('button', { name: '打印' }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
  },
});
