import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { AddressTable } from './AddressTable.tsx';

const meta = preview.meta({
  title: 'Components/AddressTable',
  component: AddressTable,
  args: {
    rows: [
      {
        key: 11,
        contactName: '陈志强',
        contactPhone: '13800000001',
        address: '广东省 佛山市 南海区 狮山镇松岗工业大道 12 号',
        isDefault: true,
      },
      {
        key: 12,
        contactName: '周立新',
        contactPhone: '13906181234',
        address: '江苏省 无锡市 锡山区 东港镇锡港路 88 号',
        isDefault: false,
      },
    ],
    onEdit: fn(),
    onSetDefault: fn(),
    onDelete: fn(),
  },
});

/** An administrator's: the default tagged, 设为默认 only on the others; each action names its row. */
export const Editable = meta.story({
  args: { editable: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('默认')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^设为默认/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: /^设为默认 江苏省/ }));
    await expect(args.onSetDefault).toHaveBeenCalledWith(12);
  },
});

/** An employee's: read only. */
export const ReadOnly = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: '收货地址' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
});
