import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../../basics/Button/Button.tsx';
import { Checkbox } from '../../basics/Checkbox/Checkbox.tsx';
import { QuoteLineTable, type QuoteLineRow } from './QuoteLineTable.tsx';

const rows: QuoteLineRow[] = [
  {
    key: 431,
    spec: '6063-T5 2×1250×2500 氧化',
    quantity: '10 吨',
    tonnes: '10.000',
    unitPrice: '¥21,500.00',
    amount: '¥215,000.00',
    validUntil: '2026-03-20 18:00:00',
    state: { label: '有效', tone: 'waiting' },
    pick: <Checkbox aria-label="选择 6063-T5 2×1250×2500 氧化" defaultChecked />,
    actions: (
      <Button variant="text" size="sm">
        删除报价
      </Button>
    ),
  },
  {
    key: 433,
    spec: '6061-T6 3×1500×3000 原色',
    quantity: '5 吨',
    tonnes: '5.000',
    unitPrice: '¥22,800.00',
    amount: '¥114,000.00',
    validUntil: '2026-03-17 18:00:00',
    state: { label: '报价已过期', tone: 'closed' },
    pick: <Checkbox aria-label="选择 6061-T6 3×1500×3000 原色" disabled />,
  },
];

const meta = preview.meta({
  title: 'Components/QuoteLineTable',
  component: QuoteLineTable,
  args: { label: '报价明细', rows, pickable: true, withActions: true, onRetry: fn() },
});

/** Lines with their quote, amount and validity, picked for an order, an expired one not. */
export const Pickable = meta.story({
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '报价明细' });
    await expect(table).toHaveTextContent('¥215,000.00');
    await expect(table).toHaveTextContent('报价已过期');
    await expect(
      canvas.getByRole('checkbox', { name: '选择 6061-T6 3×1500×3000 原色' }),
    ).toBeDisabled();
  },
});
