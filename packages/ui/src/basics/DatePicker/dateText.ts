/** A day written yyyy-mm-dd, the one date notation of the product's fields. */
export type DateText = string;

const pad = (n: number) => String(n).padStart(2, '0');

/** The local day of `date`, written yyyy-mm-dd. */
export const toDateText = (date: Date): DateText =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The local midnight of a yyyy-mm-dd day. */
export const fromDateText = (text: DateText): Date => {
  const [year, month, day] = text.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1);
};

const TYPED = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$|^(\d{4})(\d{2})(\d{2})$/;

/**
 * What a buyer typed as a day (2026-1-5, 2026/01/05, 2026.1.5, 2026年1月5日, 20260105), written
 * yyyy-mm-dd; null when it is no real day.
 */
export const parseDateText = (typed: string): DateText | null => {
  const match = TYPED.exec(typed.trim());
  if (!match) return null;
  const [year, month, day] = (match[1] ? match.slice(1, 4) : match.slice(4, 7)).map(Number);
  const date = new Date(year ?? 0, (month ?? 0) - 1, day ?? 0);
  if (date.getFullYear() !== year || date.getMonth() + 1 !== month || date.getDate() !== day)
    return null;
  return toDateText(date);
};

/** The day `days` after (or, negative, before) a yyyy-mm-dd day. */
export const addDays = (text: DateText, days: number): DateText => {
  const date = fromDateText(text);
  date.setDate(date.getDate() + days);
  return toDateText(date);
};

/** Bounds of the days a field takes, yyyy-mm-dd, either left out. */
export interface DateBounds {
  /** The earliest day. */
  min?: DateText;
  /** The latest day. */
  max?: DateText;
}

/** The message for a typed day, in Chinese; '' when the text is empty or a day within bounds. */
export const dateTextError = (typed: string, { min, max }: DateBounds): string => {
  if (typed.trim() === '') return '';
  const day = parseDateText(typed);
  if (day === null) return '请输入正确的日期，格式为 yyyy-mm-dd';
  if (min !== undefined && day < min) return `日期不能早于 ${min}`;
  if (max !== undefined && day > max) return `日期不能晚于 ${max}`;
  return '';
};

/** The day a calendar shows chosen: the typed one when it is a day within bounds, else `value`. */
export const shownDay = (typed: string, value: DateText, bounds: DateBounds): DateText =>
  dateTextError(typed, bounds) === '' ? (parseDateText(typed) ?? value) : value;
