import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { DatePicker, type DatePickerProps } from './DatePicker.tsx';

/** The picker holding its own value, as a form does. */
function Held(props: DatePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ width: 320, minHeight: 380 }}>
      <DatePicker
        {...props}
        value={value}
        onChange={(day) => {
          setValue(day);
          props.onChange(day);
        }}
      />
    </div>
  );
}

const meta = preview.meta({
  title: 'Components/DatePicker',
  component: DatePicker,
  args: {
    label: '期望交期',
    value: '',
    today: '2026-11-28',
    onChange: fn(),
  },
  render: (args) => <Held {...args} />,
});

/** The open calendar, once its code has arrived (it loads on the first opening). */
const findCalendar = async () => {
  const calendar = within(await screen.findByRole('dialog', { name: '期望交期：日历' }));
  await calendar.findAllByRole('grid');
  return calendar;
};

/** Empty: the field says what it takes. */
export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '期望交期' })).toHaveAttribute(
      'placeholder',
      'yyyy-mm-dd',
    );
    await expect(canvas.getByRole('button', { name: '期望交期：打开日历' })).toBeVisible();
  },
});

/** Typing: any common spelling of a day is taken and written back yyyy-mm-dd. */
export const Typing = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: '期望交期' });
    await userEvent.type(field, '2026/12/5');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-05');
    await userEvent.tab();
    await expect(field).toHaveValue('2026-12-05');

    await userEvent.clear(field);
    await userEvent.type(field, '2026-13-01');
    await userEvent.tab();
    await expect(field).toHaveValue('2026-13-01');
    await expect(field).toHaveAccessibleDescription('请输入正确的日期，格式为 yyyy-mm-dd');
  },
});

/** Keyboard: the grid opens on the chosen day, arrows move, Enter picks, Esc gives focus back. */
export const Keyboard = meta.story({
  args: { value: '2026-12-10' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: '期望交期：打开日历' });
    await userEvent.click(button);
    const calendar = await findCalendar();
    await expect(calendar.getByRole('grid', { name: '2026年12月' })).toBeVisible();
    await waitFor(() => expect(calendar.getByRole('button', { name: /12月10日/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(calendar.getByRole('button', { name: /12月18日/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-18');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: '期望交期' })).toHaveValue('2026-12-18');

    await userEvent.keyboard('{Enter}');
    await findCalendar();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
});

/** Open: the grid in Chinese, today marked, the chosen day filled. */
export const Open = meta.story({
  args: { value: '2026-12-10' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '期望交期：打开日历' }));
    const calendar = await findCalendar();
    await expect(calendar.getByRole('grid', { name: '2026年12月' })).toBeVisible();
    await expect(
      calendar.getByRole('button', { name: '2026年12月10日 星期四，已选择' }),
    ).toBeVisible();
  },
});

/** Out of range: days before min cannot be picked, and a typed one is refused at the field. */
export const OutOfRange = meta.story({
  args: { min: '2026-11-28', max: '2027-02-28' },
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: '期望交期' });
    await userEvent.type(field, '2026-11-20');
    await userEvent.tab();
    await expect(field).toHaveAccessibleDescription('日期不能早于 2026-11-28');
    await userEvent.clear(field);
    await userEvent.type(field, '2027-03-01');
    await userEvent.tab();
    await expect(field).toHaveAccessibleDescription('日期不能晚于 2027-02-28');
    await expect(args.onChange).not.toHaveBeenCalledWith('2027-03-01');

    await userEvent.click(canvas.getByRole('button', { name: '期望交期：打开日历' }));
    const calendar = await findCalendar();
    await expect(calendar.getByRole('button', { name: /11月27日/ })).toBeDisabled();
    await expect(calendar.getByRole('button', { name: '前往上个月' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
});
