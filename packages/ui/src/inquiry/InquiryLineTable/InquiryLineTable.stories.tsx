import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { InquiryLineTable, type LineRow } from './InquiryLineTable.tsx';

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
        { label: '6061-T6 3×1500×3000 原色', hint: '6061-T6-3*1500*3000' },
        { label: '6061-T651 20×1250×2500 原色', hint: '6061-T651-20*1250*2500' },
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
      '6061-T651 20×1250×2500 原色',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.suggest?.onPick).toHaveBeenCalledWith('a', 1);
    await expect(args.onAddLine).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.suggest?.onClose).toHaveBeenCalled();
  },
});

/** How many times each line's values were read, by line key: a line reads them as it renders. */
type Reads = Map<string, number>;
const readsOf = (loaded: Record<string, unknown>) => (loaded as { reads: Reads }).reads;

/** The row with its values counted into `reads` as they are read. */
const counted = (row: LineRow, reads: Reads): LineRow => ({
  ...row,
  values: new Proxy(row.values, {
    get(target, field, receiver) {
      reads.set(row.key, (reads.get(row.key) ?? 0) + 1);
      return Reflect.get(target, field, receiver) as unknown;
    },
  }),
});

/**
 * Typing in a line renders that line only: the table is given a new object for the line typed
 * in and the same objects for the others (as the inquiry form's store does), and the other
 * line's values are not read again.
 */
export const TypingRendersOneLine = meta.story({
  loaders: [() => ({ reads: new Map() satisfies Reads })],
  render: function Render(args, { loaded }) {
    const reads = readsOf(loaded);
    const [rows, setRows] = useState(() => args.rows.map((row) => counted(row, reads)));
    return (
      <InquiryLineTable
        {...args}
        rows={rows}
        onChange={(key, field, value) => {
          args.onChange(key, field, value);
          setRows((current) =>
            current.map((row) =>
              row.key === key
                ? counted({ ...row, values: { ...row.values, [field]: value } }, reads)
                : row,
            ),
          );
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, loaded }) => {
    const reads = readsOf(loaded);
    const field = canvas.getByRole('textbox', { name: '第 1 行数量' });
    const first = reads.get('a') ?? 0;
    const second = reads.get('b') ?? 0;
    await expect(second).toBeGreaterThan(0);
    await userEvent.type(field, '5');
    await expect(field).toHaveValue('405');
    await expect(reads.get('a')).toBeGreaterThan(first);
    await expect(reads.get('b')).toBe(second);
  },
});

/** 120 lines, the last one with a problem under its 数量. */
const MANY_LINES: readonly LineRow[] = Array.from({ length: 120 }, (_, index) => ({
  key: `m${index + 1}`,
  values: { alloy: '5052-H32', spec: '1.5*1220*2440', unit: '吨', quantity: String(index + 1) },
  errors: index === 119 ? { quantity: '数量超出上限' } : {},
  tonnes: null,
}));

/**
 * Beyond 60 lines (an imported workbook) the table scrolls in an area of its own and holds only
 * the lines in view and a few beyond, numbered for assistive technology; Enter still moves to
 * the next line, and the last line, scrolled to, shows its problem and adds a line on Enter.
 */
export const ManyLines = meta.story({
  args: { rows: MANY_LINES },
  play: async ({ args, canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: '询价明细' });
    await expect(table).toHaveAttribute('aria-rowcount', '121');
    await expect(canvas.queryByRole('textbox', { name: '第 120 行数量' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: '第 1 行数量' }), '{Enter}');
    await expect(canvas.getByRole('textbox', { name: '第 2 行数量' })).toHaveFocus();
    const scroller = table.parentElement;
    if (!scroller) throw new Error('the table has no scroll area');
    scroller.scrollTop = scroller.scrollHeight;
    const last = await canvas.findByRole('textbox', { name: '第 120 行数量' });
    await expect(last).toHaveAccessibleDescription('数量超出上限');
    scroller.scrollTop = scroller.scrollHeight; // the line, now measured, with its message
    await expect(last.closest('tr')).toHaveAttribute('aria-rowindex', '121');
    await userEvent.type(last, '{Enter}');
    await expect(args.onAddLine).toHaveBeenCalledOnce();
  },
});
