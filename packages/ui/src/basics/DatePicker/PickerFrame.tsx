import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { IconButton } from '../IconButton/IconButton.tsx';
import { CalendarLoading, CalendarPanel, DateInput, PickerBox } from './DatePicker.styles.ts';

export interface PickerFrameProps {
  /** The field's name: the calendar button is 〈name〉：打开日历, its panel 〈name〉：日历. */
  name: string;
  /** Whether the calendar is open. */
  open: boolean;
  /** Called when the calendar opens or closes (the button, Esc, a click outside). */
  onOpenChange: (open: boolean) => void;
  /** The box shows an error. */
  invalid: boolean;
  /** Cannot be typed in or opened. */
  disabled: boolean;
  /** The day text field(s) in the box, before the calendar button. */
  children: ReactNode;
  /** What the panel shows before the calendar, e.g. the presets. */
  aside?: ReactNode;
  /** The calendar, a lazy component: the panel waits for its code with 日历加载中…. */
  calendar: ReactNode;
  /** `sm`: the box as high as a table cell's field (28 px), e.g. in the inquiry's line table. */
  size?: 'md' | 'sm';
}

/**
 * The frame the date pickers share: the bordered box with the day text and the named calendar
 * button, and the panel the calendar opens in under it (Radix Popover: Esc closes it and gives
 * the focus back to the button).
 */
export function PickerFrame({
  name,
  open,
  onOpenChange,
  invalid,
  disabled,
  children,
  aside,
  calendar,
  size = 'md',
}: PickerFrameProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor asChild>
        <PickerBox data-invalid={invalid} data-disabled={disabled} data-size={size}>
          {children}
          <Popover.Trigger asChild>
            <IconButton label={`${name}：打开日历`} disabled={disabled}>
              <CalendarDays size={16} aria-hidden="true" />
            </IconButton>
          </Popover.Trigger>
        </PickerBox>
      </Popover.Anchor>
      <Popover.Portal>
        <CalendarPanel align="start" sideOffset={4} aria-label={`${name}：日历`}>
          {aside}
          <Suspense fallback={<CalendarLoading>日历加载中…</CalendarLoading>}>{calendar}</Suspense>
        </CalendarPanel>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** A yyyy-mm-dd text field of the box: digits on a phone's keyboard, no browser suggestions. */
export function DayInput(props: ComponentProps<typeof DateInput>) {
  return <DateInput inputMode="numeric" autoComplete="off" {...props} />;
}
