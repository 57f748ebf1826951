import { lazy, useRef, useState } from 'react';
import styled from 'styled-components';
import { LabelledField, type LabelledProps } from '../FormField/FormField.tsx';
import { DayInput, PickerFrame } from '../DatePicker/PickerFrame.tsx';
import {
  addDays,
  dateTextError,
  parseDateText,
  shownDay,
  toDateText,
  type DateBounds,
} from '../DatePicker/dateText.ts';

const RangeCalendar = lazy(() =>
  import('../DatePicker/Calendar.tsx').then((m) => ({ default: m.RangeCalendar })),
);

/** A range of days, yyyy-mm-dd each, '' for an open end. */
export interface DateRangeValue {
  /** The first day. */
  from: string;
  /** The last day. */
  to: string;
}

export interface DateRangePickerProps extends Omit<LabelledProps, 'required'>, DateBounds {
  /** The chosen range. */
  value: DateRangeValue;
  /** Called with the range once a side is typed in full, picked or cleared, or a preset chosen. */
  onChange: (value: DateRangeValue) => void;
  /** The presets offered beside the calendar, in days up to today: 近7天, 近30天, … */
  presets?: readonly number[];
  /** Cannot be typed in or opened. */
  disabled?: boolean;
  /** Today, yyyy-mm-dd (the presets end on it); the real today by default. */
  today?: string;
  /** The id of the first day's field; one is made when left out. */
  id?: string;
}

const Between = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Presets = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px;
  border-right: 1px solid ${({ theme }) => theme.color.border};
  list-style: none;
`;

const Preset = styled.button`
  min-width: 72px;
  height: 28px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  text-align: left;
  cursor: pointer;

  &:hover,
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primarySoft};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primary};
  }
`;

/** Shown when the first day is after the last. */
const ORDER_MESSAGE = '开始日期不能晚于结束日期';

/**
 * A range of days in the product's own Chinese calendar: two yyyy-mm-dd fields that take typing,
 * a button that opens two months' grids (first click starts the range, second ends it, arrow keys
 * and Enter too, Esc closes and gives the focus back) beside presets such as 近7天 and 近30天.
 * Days outside min/max cannot be picked; a wrong text is kept with its reason under the field.
 */
export function DateRangePicker({
  label,
  error,
  $labelWidth,
  id,
  value,
  onChange,
  min,
  max,
  presets = [7, 30],
  disabled = false,
  today,
}: DateRangePickerProps) {
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  const [typedError, setTypedError] = useState('');
  const [open, setOpen] = useState(false);
  const clicks = useRef(0);
  if (value.from !== shown.from || value.to !== shown.to) {
    setShown(value);
    setTyped(value);
    setTypedError('');
  }
  const bounds = { min, max };
  const todayText = today ?? toDateText(new Date());
  const name = typeof label === 'string' ? label : '日期范围';

  const commit = (next: DateRangeValue) => {
    setShown(next);
    onChange(next);
  };
  const handleType = (side: keyof DateRangeValue, text: string) => {
    const next = { ...typed, [side]: text };
    setTyped(next);
    setTypedError('');
    const day = parseDateText(text);
    if (text.trim() === '') commit({ ...shown, [side]: '' });
    else if (day !== null && dateTextError(day, bounds) === '') commit({ ...shown, [side]: day });
  };
  const handleBlur = () => {
    const reason = dateTextError(typed.from, bounds) || dateTextError(typed.to, bounds);
    const from = parseDateText(typed.from);
    const to = parseDateText(typed.to);
    setTypedError(reason || (from && to && from > to ? ORDER_MESSAGE : ''));
    if (reason === '') setTyped({ from: from ?? typed.from, to: to ?? typed.to });
  };
  const handleChoose = (from: string, to: string) => {
    clicks.current += 1;
    const next = { from, to };
    setTyped(next);
    setTypedError('');
    commit(next);
    if (to !== '' && clicks.current >= 2) setOpen(false);
  };
  const handleOpenChange = (next: boolean) => {
    clicks.current = 0;
    setOpen(next);
  };
  const presetRange = (days: number): DateRangeValue => ({
    from: addDays(todayText, 1 - days),
    to: todayText,
  });

  const invalid = Boolean(error || typedError);
  return (
    <LabelledField field={{ label, error: error || typedError || undefined, $labelWidth, id }}>
      {(control) => (
        <PickerFrame
          name={name}
          open={open}
          onOpenChange={handleOpenChange}
          invalid={invalid}
          disabled={disabled}
          aside={
            presets.length > 0 && (
              <Presets aria-label="快捷选择">
                {presets.map((days) => {
                  const range = presetRange(days);
                  return (
                    <li key={days}>
                      <Preset
                        type="button"
                        aria-pressed={range.from === value.from && range.to === value.to}
                        onClick={() => {
                          setTyped(range);
                          setTypedError('');
                          commit(range);
                          setOpen(false);
                        }}
                      >
                        近{days}天
                      </Preset>
                    </li>
                  );
                })}
              </Presets>
            )
          }
          calendar={
            <RangeCalendar
              from={shownDay(typed.from, value.from, bounds)}
              to={shownDay(typed.to, value.to, bounds)}
              min={min}
              max={max}
              today={todayText}
              onChoose={handleChoose}
            />
          }
        >
          <DayInput
            {...control}
            aria-label={`${name}（开始）`}
            value={typed.from}
            placeholder="开始日期"
            disabled={disabled}
            onChange={(event) => handleType('from', event.target.value)}
            onBlur={handleBlur}
          />
          <Between aria-hidden="true">至</Between>
          <DayInput
            aria-label={`${name}（结束）`}
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            value={typed.to}
            placeholder="结束日期"
            disabled={disabled}
            onChange={(event) => handleType('to', event.target.value)}
            onBlur={handleBlur}
          />
        </PickerFrame>
      )}
    </LabelledField>
  );
}
