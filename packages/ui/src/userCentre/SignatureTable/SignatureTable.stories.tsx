import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../../basics/Button/Button.tsx';
import { SignatureTable, type SignatureRow } from './SignatureTable.tsx';

const rows: SignatureRow[] = [
  {
    key: 2,
    contractNo: 'HT20260318002',
    orderNo: 'DD20260318002',
    signerName: '王海峰',
    signedAt: '2026-03-18 14:30:00',
    actions: (
      <>
        <Button size="sm" variant="text">
          查看
        </Button>
        <Button size="sm" variant="text">
          下载
        </Button>
      </>
    ),
  },
];

const meta = preview.meta({
  title: 'Components/SignatureTable',
  component: SignatureTable,
  args: { rows },
});

/** A contract signed with the seal: its numbers, the signer, when, and the signed PDF's actions. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: '签署记录' }));
    await expect(table.getByRole('columnheader', { name: '签署人' })).toBeVisible();
    await expect(table.getByRole('button', { name: '下载' })).toBeVisible();
  },
});
