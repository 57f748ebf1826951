import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Checkbox } from '../../basics/Checkbox/Checkbox.tsx';
import { Input } from '../../basics/Input/Input.tsx';
import { DeliveryLineTable, type DeliveryLineRow } from './DeliveryLineTable.tsx';

/** A line with its controls as the form hands them over. */
const line = (
  key: number,
  productName: string,
  spec: string,
  remaining: string,
  chosen: boolean,
): DeliveryLineRow => ({
  key,
  productName,
  spec,
  remaining,
  choose: <Checkbox aria-label={`发货 ${productName} ${spec}`.trim()} checked={chosen} />,
  weight: (
    <Input
      aria-label={`${`${productName} ${spec}`.trim()} 本次发货吨数`}
      inputMode="decimal"
      suffix="吨"
      readOnly={!chosen}
      defaultValue={remaining}
    />
  ),
});

const meta = preview.meta({
  title: 'Components/DeliveryLineTable',
  component: DeliveryLineTable,
  args: {
    label: '发货商品',
    lines: [
      line(1, '6061-T6 铝板', '2×1250×2500', '3.102', true),
      line(2, 'A00 铝锭', '', '3.074', false),
    ],
  },
});

/** The lines with their controls; an empty specification shows '—'. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '发货商品' });
    const [, first, second] = within(table).getAllByRole('row');
    await expect(first).toHaveTextContent('6061-T6 铝板2×1250×25003.102');
    await expect(second).toHaveTextContent('A00 铝锭—3.074');
    await expect(
      canvas.getByRole('checkbox', { name: '发货 6061-T6 铝板 2×1250×2500' }),
    ).toBeChecked();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** The form's message about the lines, under the table. */
export const NoLineChosen = meta.story({
  args: {
    lines: [line(2, 'A00 铝锭', '', '3.074', false)],
    error: '请选择发货商品',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('请选择发货商品');
  },
});
