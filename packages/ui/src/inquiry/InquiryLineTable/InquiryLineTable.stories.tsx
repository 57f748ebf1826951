import { expect, fn, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { InquiryLineTable } from './InquiryLineTable.tsx';

const meta = preview.meta({
  title: 'Components/InquiryLineTable',
  component: InquiryLineTable,
  args: {
    columns: [
      { field: 'alloy', title: '牌号状态', width: 110, required: true, placeholder: '如 6063-T5' },
      { field: 'spec', title: '规格(mm)', width: 150, required: true, placeholder: '厚*宽*长' },
      { field: 'unit', title: '单位', width: 70, options: ['吨', '支'] },
      { field: 'quantity', title: '数量', width: 80, required: true },
    ],
    rows: [
      {
        key: 'a',
        values: { alloy: '6063-T5', spec: '2.0*1250*2500', unit: '支', quantity: '40' },
        errors: {},
        tonnes: '0.678',
      },
      {
        key: 'b',
        values: { alloy: '6061', spec: '', unit: '吨', quantity: '' },
        errors: { spec: '请输入规格', quantity: '请输入数量' },
        tonnes: null,
      },
    ],
    onChange: fn(),
    onBlur: fn(),
    onAddLine: fn(() => 'c'),
    onRemove: fn(),
  },
});

/** Lines in pieces show their tonnes; each field's problem is tied to it; Enter on the last line adds one. */
export const Lines = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('table', { name: '询价明细' })).toHaveTextContent('0.678');
    await expect(
      canvas.getByRole('textbox', { name: '第 2 行规格(mm)' }),
    ).toHaveAccessibleDescription('请输入规格');
    await userEvent.type(canvas.getByRole('textbox', { name: '第 2 行数量' }), '5{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('b', 'quantity', '5');
    await expect(args.onAddLine).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '删除第 1 行' }));
    await expect(args.onRemove).toHaveBeenCalledWith('a');
  },
});

/**
 * A field with suggestions is a combobox: ↓ and ↑ move through the list under it, Enter chooses
 * (not a new line), Escape closes.
 */
export const Suggestions = meta.story({
  args: {
    suggest: {
      field: 'alloy',
      openFor: 'a',
      items: [
        { label: '6061-T6 3.000*1500.0*3000.0 原色', hint: '6061-T6-3*1500*3000' },
        { label: '6061-T651 20.000*1250.0*2500.0 原色', hint: '6061-T651-20*1250*2500' },
      ],
      onInput: fn(),
      onPick: fn(),
      onClose: fn(),
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('combobox', { name: '第 1 行牌号状态' });
    const list = await within(document.body).findByRole('listbox', { name: '规格建议' });
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(field);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(list).getByRole('option', { selected: true })).toHaveTextContent(
      '6061-T651 20.000*1250.0*2500.0 原色',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.suggest?.onPick).toHaveBeenCalledWith('a', 1);
    await expect(args.onAddLine).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.suggest?.onClose).toHaveBeenCalled();
  },
});
