import { lazy, useState } from 'react';
import { LabelledField, type LabelledProps } from '../FormField/FormField.tsx';
import { DayInput, PickerFrame } from './PickerFrame.tsx';
import { dateTextError, parseDateText, shownDay, toDateText, type DateBounds } from './dateText.ts';

const SingleCalendar = lazy(() =>
  import('./Calendar.tsx').then((m) => ({ default: m.SingleCalendar })),
);

export interface DatePickerProps extends LabelledProps, DateBounds {
  /** The chosen day, yyyy-mm-dd, or '' for none. */
  value: string;
  /** Called with a day typed in full or picked (yyyy-mm-dd), or '' when the text is cleared. */
  onChange: (value: string) => void;
  /** The field's name for assistive technology when it has no visible label. */
  'aria-label'?: string;
  /** The id of the text field; one is made when left out. */
  id?: string;
  /** Shown while empty. */
  placeholder?: string;
  /** Cannot be typed in or opened. */
  disabled?: boolean;
  /** Today, yyyy-mm-dd (the calendar marks it and opens on its month); the real today by default. */
  today?: string;
}

/**
 * A day field in the product's own Chinese calendar, whatever the browser's language: the text
 * reads and takes yyyy-mm-dd (2026/1/5 and 20260105 too), the button opens a month grid (arrow
 * keys move, Enter picks, Esc closes and gives the focus back). A day outside min/max cannot be
 * picked, and a wrong or out-of-range text is kept with its reason under the field. The grid's
 * code loads on the first opening only.
 */
export function DatePicker({
  label,
  required,
  error,
  $labelWidth,
  id,
  value,
  onChange,
  min,
  max,
  placeholder = 'yyyy-mm-dd',
  disabled = false,
  today,
  'aria-label': ariaLabel,
}: DatePickerProps) {
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  const [typedError, setTypedError] = useState('');
  const [open, setOpen] = useState(false);
  if (value !== shown) {
    // The value changed from outside (picked, reset): the text follows it.
    setShown(value);
    setTyped(value);
    setTypedError('');
  }
  const bounds = { min, max };

  const handleType = (text: string) => {
    setTyped(text);
    setTypedError('');
    const day = parseDateText(text);
    if (text.trim() === '') commit('');
    else if (day !== null && dateTextError(day, bounds) === '') commit(day);
  };
  const commit = (day: string) => {
    setShown(day);
    onChange(day);
  };
  const handleBlur = () => {
    const reason = dateTextError(typed, bounds);
    setTypedError(reason);
    const day = parseDateText(typed);
    if (reason === '' && day !== null) setTyped(day);
  };
  const handleChoose = (day: string) => {
    setTyped(day);
    setTypedError('');
    commit(day);
    setOpen(false);
  };

  const name = ariaLabel ?? (typeof label === 'string' ? label : '日期');
  return (
    <LabelledField
      field={{ label, required, error: error || typedError || undefined, $labelWidth, id }}
    >
      {(control) => (
        <PickerFrame
          name={name}
          open={open}
          onOpenChange={setOpen}
          invalid={Boolean(error || typedError)}
          disabled={disabled}
          calendar={
            <SingleCalendar
              value={shownDay(typed, value, bounds)}
              min={min}
              max={max}
              today={today ?? toDateText(new Date())}
              onChoose={handleChoose}
            />
          }
        >
          <DayInput
            {...control}
            aria-label={ariaLabel}
            value={typed}
            placeholder={placeholder}
            disabled={disabled}
            onChange={(event) => handleType(event.target.value)}
            onBlur={handleBlur}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' && event.altKey) setOpen(true);
            }}
          />
        </PickerFrame>
      )}
    </LabelledField>
  );
}
