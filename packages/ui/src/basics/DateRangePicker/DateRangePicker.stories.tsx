import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker.tsx';

/** The picker holding its own range, as a filter bar does. */
function Held(props: DateRangePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ width: 420, minHeight: 400 }}>
      <DateRangePicker
        {...props}
        value={value}
        onChange={(range) => {
          setValue(range);
          props.onChange(range);
        }}
      />
    </div>
  );
}

const meta = preview.meta({
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  args: {
    label: '下单日期',
    value: { from: '', to: '' },
    today: '2026-11-28',
    presets: [7, 30, 90],
    onChange: fn(),
  },
  render: (args) => <Held {...args} />,
});

/** The open calendar, once its code has arrived (it loads on the first opening). */
const findCalendar = async () => {
  const calendar = within(await screen.findByRole('dialog', { name: '下单日期：日历' }));
  await calendar.findAllByRole('grid');
  return calendar;
};

/** Empty: both ends are fields that take typing. */
export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '下单日期（开始）' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '下单日期（结束）' })).toBeVisible();
  },
});

/** Presets: 近7天 ends today and starts six days before; the panel closes, focus comes back. */
export const Presets = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: '下单日期：打开日历' });
    await userEvent.click(button);
    const calendar = await findCalendar();
    await expect(calendar.getByRole('button', { name: '近30天' })).toBeVisible();
    await expect(calendar.getByRole('button', { name: '近90天' })).toBeVisible();
    await userEvent.click(calendar.getByRole('button', { name: '近7天' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-11-22', to: '2026-11-28' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: '下单日期（开始）' })).toHaveValue(
      '2026-11-22',
    );
  },
});

/** Picking: the first day clicked starts the range, the second ends it and closes the panel. */
export const Picking = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下单日期：打开日历' }));
    const calendar = await findCalendar();
    await userEvent.click(calendar.getByRole('button', { name: /11月3日/ }));
    await userEvent.click(calendar.getByRole('button', { name: /11月12日/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-11-03', to: '2026-11-12' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: '下单日期（结束）' })).toHaveValue(
      '2026-11-12',
    );
  },
});

/** Open on a chosen range: two months, the range filled, the presets beside it. */
export const Open = meta.story({
  args: { value: { from: '2026-10-30', to: '2026-11-28' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下单日期：打开日历' }));
    const calendar = await findCalendar();
    await expect(calendar.getByRole('button', { name: '近30天' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(calendar.getAllByRole('grid')).toHaveLength(2);
  },
});

/** Typed out of order or out of range: the text stays, with its reason under the field. */
export const Refused = meta.story({
  args: { max: '2026-11-28' },
  play: async ({ canvas, userEvent }) => {
    const from = canvas.getByRole('textbox', { name: '下单日期（开始）' });
    const to = canvas.getByRole('textbox', { name: '下单日期（结束）' });
    await userEvent.type(from, '2026-11-20');
    await userEvent.type(to, '2026-11-10');
    await userEvent.tab();
    await expect(from).toHaveAccessibleDescription('开始日期不能晚于结束日期');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-12-01');
    await userEvent.tab();
    await expect(to).toHaveValue('2026-12-01');
    await expect(from).toHaveAccessibleDescription('日期不能晚于 2026-11-28');
  },
});
