import { DayPicker, type DateRange } from 'react-day-picker';
import { zhCN } from 'react-day-picker/locale';
import styled from 'styled-components';
import { iconButtonLook } from '../IconButton/IconButton.tsx';
import { fromDateText, toDateText, type DateBounds, type DateText } from './dateText.ts';

/** What both calendars take: the bounds, today and the month shown first. */
interface CalendarBaseProps extends DateBounds {
  /** Today, yyyy-mm-dd: marked in the grid. */
  today: DateText;
}

export interface SingleCalendarProps extends CalendarBaseProps {
  /** The chosen day, yyyy-mm-dd, or ''. */
  value: DateText;
  /** Called with the day clicked or chosen with Enter. */
  onChoose: (day: DateText) => void;
}

export interface RangeCalendarProps extends CalendarBaseProps {
  /** The chosen days, yyyy-mm-dd or '' each. */
  from: DateText;
  /** The last chosen day. */
  to: DateText;
  /** Called as the range is picked: the first click starts it, the second ends it. */
  onChoose: (from: DateText, to: DateText) => void;
}

/** The grid in the product's look (react-day-picker's own class names, its CSS left out). */
const Frame = styled.div`
  padding: ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.font.size.sm};

  .rdp-months {
    display: flex;
    gap: ${({ theme }) => theme.space[5]}px;
  }
  .rdp-month {
    position: relative;
  }
  .rdp-root {
    position: relative;
  }
  .rdp-nav {
    position: absolute;
    inset: 0 0 auto;
    display: flex;
    justify-content: space-between;
    z-index: 1;
    pointer-events: none;
  }
  .rdp-button_previous,
  .rdp-button_next {
    ${iconButtonLook}
    width: 32px;
    height: 32px;
    pointer-events: auto;

    &:hover:not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.fill};
    }
    &[aria-disabled='true'] {
      opacity: 0.4;
      cursor: not-allowed;
    }
  }
  .rdp-chevron {
    width: 14px;
    height: 14px;
    fill: currentColor;
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    justify-content: center;
    height: 32px;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .rdp-month_grid {
    border-collapse: collapse;
  }
  .rdp-weekday {
    width: 36px;
    height: 32px;
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  .rdp-day {
    padding: 2px 0;
    text-align: center;
  }
  .rdp-day_button {
    width: 32px;
    height: 28px;
    margin: 0 2px;
    padding: 0;
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.radius.md};
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    font-variant-numeric: tabular-nums;
    cursor: pointer;

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.primarySoft};
    }
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.color.primary};
      outline-offset: 1px;
    }
  }
  .rdp-outside .rdp-day_button {
    color: ${({ theme }) => theme.color.textMuted};
  }
  .rdp-today .rdp-day_button {
    border-color: ${({ theme }) => theme.color.primary};
  }
  .rdp-range_middle {
    background: ${({ theme }) => theme.color.primarySoft};
  }
  .rdp-selected:not(.rdp-range_middle) .rdp-day_button {
    background: ${({ theme }) => theme.color.primary};
    color: #fff;
  }
  .rdp-disabled .rdp-day_button {
    color: ${({ theme }) => theme.color.borderStrong};
    text-decoration: line-through;
    cursor: not-allowed;
  }
  .rdp-hidden {
    visibility: hidden;
  }
`;

/** react-day-picker's matchers for days outside the bounds. */
const outside = ({ min, max }: DateBounds) => [
  ...(min ? [{ before: fromDateText(min) }] : []),
  ...(max ? [{ after: fromDateText(max) }] : []),
];

const common = ({ min, max, today }: CalendarBaseProps) => ({
  locale: zhCN,
  today: fromDateText(today),
  disabled: outside({ min, max }),
  startMonth: min ? fromDateText(min) : undefined,
  endMonth: max ? fromDateText(max) : undefined,
  autoFocus: true,
});

/** One month's grid for one day (react-day-picker in Chinese: 一 to 日, arrow keys, Enter). */
export function SingleCalendar({ value, onChoose, ...base }: SingleCalendarProps) {
  const selected = value ? fromDateText(value) : undefined;
  return (
    <Frame>
      <DayPicker
        {...common(base)}
        mode="single"
        selected={selected}
        defaultMonth={selected ?? fromDateText(base.today)}
        onSelect={(_, day) => onChoose(toDateText(day))}
      />
    </Frame>
  );
}

/** Two months' grids for a range of days: the first click starts it, the second ends it. */
export function RangeCalendar({ from, to, onChoose, ...base }: RangeCalendarProps) {
  const selected: DateRange | undefined = from
    ? { from: fromDateText(from), to: to ? fromDateText(to) : undefined }
    : undefined;
  const end = fromDateText(to || base.today);
  return (
    <Frame>
      <DayPicker
        {...common(base)}
        mode="range"
        numberOfMonths={2}
        selected={selected}
        defaultMonth={selected?.from ?? new Date(end.getFullYear(), end.getMonth() - 1, 1)}
        onSelect={(range) =>
          onChoose(range?.from ? toDateText(range.from) : '', range?.to ? toDateText(range.to) : '')
        }
      />
    </Frame>
  );
}
