import {
  lazy,
  memo,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import styled from 'styled-components';
import { Trash2 } from 'lucide-react';
import { Popover } from 'radix-ui';
import { SelectMenu } from '../../basics/SelectMenu/SelectMenu.tsx';
import { useVirtualizer } from '@tanstack/react-virtual';
import { space } from '../../theme/index.ts';
import { IconButton } from '../../basics/IconButton/IconButton.tsx';
import { DayInput, PickerFrame } from '../../basics/DatePicker/PickerFrame.tsx';
import { shownDay, toDateText } from '../../basics/DatePicker/dateText.ts';

/** A column of the line table: the field it edits, its header and how wide it is. */
export interface LineColumn {
  /** The line's field name. */
  field: string;
  /** The header and the field's accessible name, e.g. 厚度(mm). */
  title: string;
  /** Width in px. */
  width: number;
  /** Offer these values only (the app's own drop-down), e.g. the units. */
  options?: readonly string[];
  /** A placeholder, e.g. 6063. */
  placeholder?: string;
  /** Marks the field as required. */
  required?: boolean;
}

/** One line as the table shows it. */
export interface LineRow {
  /** Stable key of the line. */
  key: string;
  /** The text of each field, by field name. */
  values: Readonly<Record<string, string>>;
  /** The problem of each field that should show, by field name. */
  errors: Readonly<Record<string, string | undefined>>;
  /** The theoretical tonnes of a line in pieces, or null. */
  tonnes: string | null;
  /** Fields this line does not take (e.g. an ingot's sizes): shown greyed out, not editable. */
  disabled?: readonly string[];
  /** A remark under a field that is no problem, e.g. 推测，请核对. */
  notes?: Readonly<Record<string, string | undefined>>;
}

/**
 * Suggestions while a line's field is typed (e.g. its 牌号 from the search key): the field is a
 * combobox whose list opens under it for the line `openFor`.
 */
export interface LineSuggest {
  /** The column whose field suggests. */
  field: string;
  /** The line the list is open for, or null. */
  openFor: string | null;
  /** What the list offers, in order. */
  items: readonly { label: string; hint?: string }[];
  /** The field was typed in (after `onChange`). */
  onInput: (key: string, value: string) => void;
  /** The item at `index` was chosen (Enter on it, or a click). */
  onPick: (key: string, index: number) => void;
  /** The list closes (Escape, or the field was left). */
  onClose: () => void;
}

export interface InquiryLineTableProps {
  /** The editable columns, in order. */
  columns: readonly LineColumn[];
  /** The lines. */
  rows: readonly LineRow[];
  /** A field was changed. */
  onChange: (key: string, field: string, value: string) => void;
  /** A field was left (its problem shows from now on). */
  onBlur: (key: string, field: string) => void;
  /**
   * Adds a line at the end and answers its key, or null when no line may be added (Enter in a
   * last line's field).
   */
  onAddLine: () => string | null;
  /** Removes a line. */
  onRemove: (key: string) => void;
  /** Suggestions under one column's field. */
  suggest?: LineSuggest;
  /** The column whose field is a day (yyyy-mm-dd): a calendar beside it, days before `min` disabled. */
  date?: LineDate;
}

/** A column of days: its field takes typing, and its calendar a click. */
export interface LineDate {
  /** The column whose field is a day, e.g. wantedDate. */
  field: string;
  /** The first day the calendar offers, yyyy-mm-dd (today: no day gone by). */
  min: string;
}

/**
 * More lines than this are virtualised: only those in view (and a few beyond) are in the DOM. A
 * form typed by hand (or a kept draft, like the hostile-remarks journey's 56 lines) stays whole.
 */
const VIRTUALIZE_ABOVE = 60;
/** Height of a line without a message under a field, in px (a 28 px field, its padding, a border). */
const LINE_HEIGHT = 37;
/** Lines rendered beyond the view on each side: Tab and Enter always find the next line. */
const OVERSCAN = 6;
/** Height of the scroll area of a virtualised table, in px: a dozen lines. */
const VIRTUAL_HEIGHT = 480;

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};

  &[data-virtual] {
    max-height: ${VIRTUAL_HEIGHT}px;
    overflow-y: auto;
  }
  &[data-virtual] thead th {
    position: sticky;
    top: 0;
    z-index: 1;
  }
`;

const Grid = styled.table`
  border-collapse: collapse;
  min-width: 100%;
  font-size: ${({ theme }) => theme.font.size.sm};

  th {
    padding: ${space(2)};
    background: ${({ theme }) => theme.color.fill};
    color: ${({ theme }) => theme.color.textSecondary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-align: left;
    white-space: nowrap;
  }
  td {
    padding: ${space(1)} ${space(1)};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: top;
  }
  input,
  button[role='combobox'] {
    width: 100%;
    height: ${({ theme }) => theme.control.sm};
    padding: 0 ${space(1)};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
  }
  input::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    font-style: italic;
  }
  input:disabled,
  button[role='combobox']:disabled {
    border-style: dashed;
    background: ${({ theme }) => theme.color.fill};
  }
  input:focus-visible,
  button[role='combobox']:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primary};
    outline-offset: -1px;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  [data-size='sm'] input {
    height: 100%;
    padding: 0;
    border: 0;
    background: transparent;
    outline: none;
  }
`;

const FieldError = styled.div`
  max-width: 160px;
  margin-top: 2px;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const FieldNote = styled.div`
  max-width: 160px;
  margin-top: 2px;
  color: ${({ theme }) => theme.color.warning};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Tonnes = styled.td`
  color: ${({ theme }) => theme.color.textSecondary};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Listbox = styled(Popover.Content)`
  z-index: ${({ theme }) => theme.z.popover};
  min-width: 280px;
  max-height: 264px;
  padding: ${space(1)} 0;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  font-size: ${({ theme }) => theme.font.size.sm};

  [role='option'] {
    display: flex;
    justify-content: space-between;
    gap: ${space(3)};
    padding: ${space(1)} ${space(3)};
    white-space: nowrap;
    cursor: pointer;
  }
  [aria-selected='true'] {
    background: ${({ theme }) => theme.color.primarySoft};
  }
  small {
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

const cellId = (key: string, field: string) => `inquiry-line-${key}-${field}`;
const optionId = (key: string, index: number) => `inquiry-line-${key}-option-${index}`;

/** The suggestions open under one line's field, with the option chosen with the arrow keys. */
interface OpenList {
  items: LineSuggest['items'];
  active: number;
}

/**
 * What a line's fields call: the same functions for the table's whole life, which read the
 * table's latest props, so that a line whose row did not change is not rendered again.
 */
interface LineHandlers {
  change: (key: string, field: string, value: string) => void;
  blur: (key: string, field: string) => void;
  keyDown: (index: number, field: string, event: KeyboardEvent) => void;
  remove: (key: string) => void;
  input: (key: string, value: string) => void;
  pick: (key: string, index: number) => void;
  close: () => void;
}

interface LineProps {
  row: LineRow;
  index: number;
  columns: readonly LineColumn[];
  /** The column whose field suggests, if any. */
  suggestField: string | undefined;
  /** The list open under this line's field, or null. */
  list: OpenList | null;
  /** The column of days, if any (its field, and the first day offered). */
  dateField: string | undefined;
  dateMin: string | undefined;
  handlers: LineHandlers;
  /** Lets the virtualiser measure the line (a message under a field makes it taller). */
  measureRef?: (element: Element | null) => void;
  /** The line's row number for assistive technology when only some lines are in the DOM. */
  rowIndex?: number;
}

const SingleCalendar = lazy(() =>
  import('../../basics/DatePicker/Calendar.tsx').then((m) => ({ default: m.SingleCalendar })),
);

interface DateCellProps {
  /** The cell's field attributes, as every field of the line has them. */
  field: ComponentProps<typeof DayInput>;
  /** The field's name, e.g. 第 1 行期望交期: the calendar button is 〈name〉：打开日历. */
  name: string;
  /** The first day the calendar offers. */
  min: string | undefined;
  /** The text typed, whatever it is: the line's check names what is wrong with it. */
  onChange: (value: string) => void;
  /** A day picked in the calendar. */
  onPick: (day: string) => void;
}

/**
 * A day field of a line: typed as any field (the line's own messages tell what is wrong), or
 * picked in the product's calendar beside it, where the days before `min` cannot be chosen.
 */
function DateCell({ field, name, min, onChange, onPick }: DateCellProps) {
  const [open, setOpen] = useState(false);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <PickerFrame
      name={name}
      open={open}
      onOpenChange={setOpen}
      invalid={field['aria-invalid'] === true}
      disabled={field.disabled === true}
      size="sm"
      calendar={
        <SingleCalendar
          value={shownDay(value, '', { min })}
          min={min}
          today={min ?? toDateText(new Date())}
          onChoose={(day) => {
            setOpen(false);
            onPick(day);
          }}
        />
      }
    >
      <DayInput {...field} onChange={(event) => onChange(event.target.value)} />
    </PickerFrame>
  );
}

/** One line of the table; rendered again only when one of its props changes. */
const Line = memo(function Line({
  row,
  index,
  columns,
  suggestField,
  list,
  dateField,
  dateMin,
  handlers,
  measureRef,
  rowIndex,
}: LineProps) {
  return (
    <tr ref={measureRef} data-index={index} aria-rowindex={rowIndex}>
      <td>{index + 1}</td>
      {columns.map((column) => {
        const id = cellId(row.key, column.field);
        const error = row.errors[column.field];
        const note = error ? undefined : row.notes?.[column.field];
        const common = {
          id,
          'aria-label': `第 ${index + 1} 行${column.title}`,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : note ? `${id}-note` : undefined,
          disabled: row.disabled?.includes(column.field),
          value: row.values[column.field] ?? '',
          onBlur: () => handlers.blur(row.key, column.field),
          onKeyDown: (event: KeyboardEvent) => handlers.keyDown(index, column.field, event),
        };
        return (
          <td key={column.field}>
            {column.options ? (
              <SelectMenu
                {...common}
                $size="sm"
                placeholder="请选择"
                options={column.options.map((option) => ({ value: option, label: option }))}
                onValueChange={(value) => handlers.change(row.key, column.field, value)}
              />
            ) : column.field === suggestField ? (
              <Popover.Root
                open={list !== null}
                onOpenChange={(open) => {
                  if (!open) handlers.close();
                }}
              >
                <Popover.Anchor asChild>
                  <input
                    {...common}
                    role="combobox"
                    aria-autocomplete="list"
                    aria-expanded={list !== null}
                    aria-controls={list ? `${id}-list` : undefined}
                    aria-activedescendant={
                      list && list.active >= 0 ? optionId(row.key, list.active) : undefined
                    }
                    placeholder={column.placeholder}
                    autoComplete="off"
                    onChange={(event) => {
                      handlers.change(row.key, column.field, event.target.value);
                      handlers.input(row.key, event.target.value);
                    }}
                    onBlur={() => {
                      handlers.close();
                      handlers.blur(row.key, column.field);
                    }}
                  />
                </Popover.Anchor>
                <Popover.Portal>
                  <Listbox
                    id={`${id}-list`}
                    role="listbox"
                    aria-label="规格建议"
                    align="start"
                    sideOffset={2}
                    onOpenAutoFocus={(event) => event.preventDefault()}
                    onCloseAutoFocus={(event) => event.preventDefault()}
                  >
                    {list?.items.map((item, itemIndex) => (
                      <div
                        key={item.label}
                        id={optionId(row.key, itemIndex)}
                        role="option"
                        aria-selected={itemIndex === list.active}
                        onMouseDown={(event) => {
                          event.preventDefault();
                          handlers.pick(row.key, itemIndex);
                        }}
                      >
                        <span>{item.label}</span>
                        {item.hint && <small>{item.hint}</small>}
                      </div>
                    ))}
                  </Listbox>
                </Popover.Portal>
              </Popover.Root>
            ) : column.field === dateField ? (
              <DateCell
                field={{ ...common, placeholder: column.placeholder }}
                name={common['aria-label']}
                min={dateMin}
                onChange={(value) => handlers.change(row.key, column.field, value)}
                onPick={(day) => {
                  handlers.change(row.key, column.field, day);
                  handlers.blur(row.key, column.field);
                }}
              />
            ) : (
              <input
                {...common}
                placeholder={column.placeholder}
                autoComplete="off"
                onChange={(event) => handlers.change(row.key, column.field, event.target.value)}
              />
            )}
            {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
            {note && <FieldNote id={`${id}-note`}>{note}</FieldNote>}
          </td>
        );
      })}
      <Tonnes>{row.tonnes ?? '-'}</Tonnes>
      <td>
        <IconButton
          label={`删除第 ${index + 1} 行`}
          variant="danger"
          onClick={() => handlers.remove(row.key)}
        >
          <Trash2 size={16} aria-hidden />
        </IconButton>
      </td>
    </tr>
  );
});

/** Stands in for the lines scrolled out of view of a virtualised table. */
const Spacer = ({ height, span }: { height: number; span: number }) =>
  height > 0 ? (
    <tr aria-hidden="true">
      <td colSpan={span} style={{ height, padding: 0, border: 0 }} />
    </tr>
  ) : null;

/**
 * The inquiry's lines as a table of fields, filled from the keyboard: Tab moves along a line,
 * Enter in any field of the last line adds a line and moves to its first field, Enter
 * elsewhere moves to the same field of the next line. Each field's problem shows under it and
 * is tied to it; a line in pieces shows its theoretical tonnes. A keystroke renders the line
 * typed in only: a row given as the same object as before is not rendered again, whatever
 * the other props (the table reads the latest callbacks when a field calls them). Beyond 60
 * lines (an imported workbook fills 200) the table scrolls in an area of its own and only the
 * lines in view and a few beyond are in the DOM (rows numbered for assistive technology with
 * aria-rowindex): Tab and Enter always find the next line, and Enter to a line not shown
 * scrolls to it first.
 */
export function InquiryLineTable({
  columns,
  rows,
  onChange,
  onBlur,
  onAddLine,
  onRemove,
  suggest,
  date,
}: InquiryLineTableProps) {
  const focusNext = useRef<string | null>(null);
  const openFor = suggest && suggest.items.length > 0 ? suggest.openFor : null;
  // The option chosen with the arrow keys, of this list only: a new list (another line, or
  // other suggestions) starts with none.
  const listKey = `${openFor ?? ''}:${suggest?.items.map(({ label }) => label).join('|') ?? ''}`;
  const [chosen, setChosen] = useState({ listKey, index: -1 });
  const active = chosen.listKey === listKey ? chosen.index : -1;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = rows.length > VIRTUALIZE_ABOVE;
  // The app does not use the React Compiler; the lines get only the stable `measureElement`.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LINE_HEIGHT,
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: OVERSCAN,
    initialRect: { width: 0, height: VIRTUAL_HEIGHT },
    enabled: virtual,
  });
  useEffect(() => {
    if (focusNext.current === null) return;
    const element = document.getElementById(focusNext.current);
    if (!element) return; // not rendered yet: the line is being scrolled to
    element.focus();
    focusNext.current = null;
  });

  const latest = useRef({ columns, rows, onChange, onBlur, onAddLine, onRemove, suggest });
  const listState = useRef({ openFor, listKey, active });
  useLayoutEffect(() => {
    latest.current = { columns, rows, onChange, onBlur, onAddLine, onRemove, suggest };
    listState.current = { openFor, listKey, active };
  });

  const handlers = useMemo<LineHandlers>(() => {
    /** Arrow keys move through an open list, Enter chooses, Escape closes; true when handled. */
    const handleListKey = (key: string, event: KeyboardEvent): boolean => {
      const { suggest: current } = latest.current;
      const { openFor: open, listKey: list, active: at } = listState.current;
      if (!current || open !== key) return false;
      const last = current.items.length - 1;
      if (event.key === 'ArrowDown') setChosen({ listKey: list, index: at >= last ? 0 : at + 1 });
      else if (event.key === 'ArrowUp')
        setChosen({ listKey: list, index: at <= 0 ? last : at - 1 });
      else if (event.key === 'Escape') current.onClose();
      else if (event.key === 'Enter' && at >= 0) current.onPick(key, at);
      else return false;
      event.preventDefault();
      return true;
    };
    /** Focuses a line's field, scrolling a virtualised table to it first when it is not shown. */
    const focusCell = (index: number, key: string, field: string) => {
      const element = document.getElementById(cellId(key, field));
      if (element) {
        element.focus();
        return;
      }
      focusNext.current = cellId(key, field);
      virtualizer.scrollToIndex(index);
    };
    return {
      change: (key, field, value) => latest.current.onChange(key, field, value),
      blur: (key, field) => latest.current.onBlur(key, field),
      keyDown: (index, field, event) => {
        if (event.nativeEvent.isComposing) return;
        const { rows: lines, columns: fields, suggest: current, onAddLine: add } = latest.current;
        const key = lines[index]?.key ?? '';
        if (field === current?.field && handleListKey(key, event)) return;
        if (event.key !== 'Enter') return;
        event.preventDefault();
        const next = lines[index + 1];
        if (next) {
          focusCell(index + 1, next.key, field);
          return;
        }
        const added = add();
        if (added === null) return;
        focusNext.current = cellId(added, fields[0]?.field ?? field);
        if (lines.length >= VIRTUALIZE_ABOVE) virtualizer.scrollToIndex(lines.length);
      },
      remove: (key) => latest.current.onRemove(key),
      input: (key, value) => latest.current.suggest?.onInput(key, value),
      pick: (key, index) => latest.current.suggest?.onPick(key, index),
      close: () => latest.current.suggest?.onClose(),
    };
  }, [virtualizer]);

  const line = (row: LineRow, index: number) => (
    <Line
      key={row.key}
      row={row}
      index={index}
      columns={columns}
      suggestField={suggest?.field}
      list={suggest && row.key === openFor ? { items: suggest.items, active } : null}
      dateField={date?.field}
      dateMin={date?.min}
      handlers={handlers}
      measureRef={virtual ? virtualizer.measureElement : undefined}
      rowIndex={virtual ? index + 2 : undefined}
    />
  );
  const span = columns.length + 3;
  let body;
  if (virtual) {
    const places = virtualizer.getVirtualItems();
    const before = places[0]?.start ?? 0;
    const after = virtualizer.getTotalSize() - (places.at(-1)?.end ?? 0);
    body = (
      <>
        <Spacer height={before} span={span} />
        {places.map(({ index }) => {
          const row = rows[index];
          return row && line(row, index);
        })}
        <Spacer height={after} span={span} />
      </>
    );
  } else {
    body = rows.map(line);
  }

  return (
    <Scroll ref={scrollRef} data-virtual={virtual || undefined}>
      <Grid aria-label="询价明细" aria-rowcount={virtual ? rows.length + 1 : undefined}>
        <thead>
          <tr>
            <th scope="col">序号</th>
            {columns.map((column) => (
              <th key={column.field} scope="col" style={{ minWidth: column.width }}>
                {column.required ? `*${column.title}` : column.title}
              </th>
            ))}
            <th scope="col">理论重量(吨)</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </Grid>
    </Scroll>
  );
}
