import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../../basics/Button/Button.tsx';
import { InquiryTable, type InquiryRow } from './InquiryTable.tsx';

const rows: InquiryRow[] = [
  {
    key: 41,
    inquiryNo: 'XJ202603180001',
    createdAt: '2026-03-18 08:40:00',
    firstSpec: '6063-T5 2×1250×2500',
    lines: '共 2 行，已报价 0 行',
    totalTonnes: '12.420',
    validUntil: '-',
    status: { label: '待受理', tone: 'active' },
    actions: (
      <Button variant="text" size="sm">
        编辑
      </Button>
    ),
  },
  {
    key: 43,
    inquiryNo: 'XJ202603160003',
    createdAt: '2026-03-16 10:05:00',
    firstSpec: '6063-T5 2×1250×2500',
    lines: '共 3 行，已报价 3 行',
    totalTonnes: '17.420',
    validUntil: '2026-03-20 18:00:00',
    status: { label: '已报价', tone: 'waiting' },
    actions: (
      <Button variant="text" size="sm">
        下单
      </Button>
    ),
  },
];

const meta = preview.meta({
  title: 'Components/InquiryTable',
  component: InquiryTable,
  args: { label: '询价单', rows, onRetry: fn() },
});

/** Each inquiry with its lines, tonnes, validity, status and actions. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '询价单' });
    await expect(table).toHaveTextContent('XJ202603160003');
    await expect(table).toHaveTextContent('共 3 行，已报价 3 行');
    await expect(table).toHaveTextContent('17.420');
    await expect(canvas.getByRole('button', { name: '下单' })).toBeVisible();
  },
});
