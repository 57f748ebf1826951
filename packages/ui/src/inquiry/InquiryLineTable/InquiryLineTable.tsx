import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Trash2 } from 'lucide-react';
import { Popover } from 'radix-ui';
import { space } from '../../theme/index.ts';

/** A column of the line table: the field it edits, its header and how wide it is. */
export interface LineColumn {
  /** The line's field name. */
  field: string;
  /** The header and the field's accessible name, e.g. 厚度(mm). */
  title: string;
  /** Width in px. */
  width: number;
  /** Offer these values only (a select), e.g. the units. */
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
  /** Adds a line at the end and answers its key (Enter in a last line's field, or 添加一行). */
  onAddLine: () => string;
  /** Removes a line. */
  onRemove: (key: string) => void;
  /** Suggestions under one column's field. */
  suggest?: LineSuggest;
}

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
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
  select {
    width: 100%;
    height: ${({ theme }) => theme.control.sm};
    padding: 0 ${space(1)};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
  }
  input:focus-visible,
  select:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primary};
    outline-offset: -1px;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

const FieldError = styled.div`
  max-width: 160px;
  margin-top: 2px;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Tonnes = styled.td`
  color: ${({ theme }) => theme.color.textSecondary};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.control.sm};
  height: ${({ theme }) => theme.control.sm};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.textSecondary};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.danger};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primary};
  }
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

/**
 * The inquiry's lines as a table of fields, filled from the keyboard: Tab moves along a line,
 * Enter in any field of the last line adds a line and moves to its first field, Enter
 * elsewhere moves to the same field of the next line. Each field's problem shows under it and
 * is tied to it; a line in pieces shows its theoretical tonnes.
 */
export function InquiryLineTable({
  columns,
  rows,
  onChange,
  onBlur,
  onAddLine,
  onRemove,
  suggest,
}: InquiryLineTableProps) {
  const focusNext = useRef<string | null>(null);
  const openFor = suggest && suggest.items.length > 0 ? suggest.openFor : null;
  // The option chosen with the arrow keys, of this list only: a new list (another line, or
  // other suggestions) starts with none.
  const listKey = `${openFor ?? ''}:${suggest?.items.map(({ label }) => label).join('|') ?? ''}`;
  const [chosen, setChosen] = useState({ listKey, index: -1 });
  const active = chosen.listKey === listKey ? chosen.index : -1;
  const setActive = (index: number) => setChosen({ listKey, index });
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  /** Arrow keys move through an open list, Enter chooses, Escape closes; true when handled. */
  const handleListKey = (key: string, event: KeyboardEvent): boolean => {
    if (!suggest || openFor !== key) return false;
    const last = suggest.items.length - 1;
    if (event.key === 'ArrowDown') setActive(active >= last ? 0 : active + 1);
    else if (event.key === 'ArrowUp') setActive(active <= 0 ? last : active - 1);
    else if (event.key === 'Escape') suggest.onClose();
    else if (event.key === 'Enter' && active >= 0) suggest.onPick(key, active);
    else return false;
    event.preventDefault();
    return true;
  };

  const handleKeyDown = (index: number, field: string) => (event: KeyboardEvent) => {
    if (event.nativeEvent.isComposing) return;
    const key = rows[index]?.key ?? '';
    if (field === suggest?.field && handleListKey(key, event)) return;
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const next = rows[index + 1];
    if (next) document.getElementById(cellId(next.key, field))?.focus();
    else focusNext.current = cellId(onAddLine(), columns[0]?.field ?? field);
  };

  return (
    <Scroll>
      <Grid aria-label="询价明细">
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
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key}>
              <td>{index + 1}</td>
              {columns.map((column) => {
                const id = cellId(row.key, column.field);
                const error = row.errors[column.field];
                const common = {
                  id,
                  'aria-label': `第 ${index + 1} 行${column.title}`,
                  'aria-invalid': error ? true : undefined,
                  'aria-describedby': error ? `${id}-error` : undefined,
                  value: row.values[column.field] ?? '',
                  onBlur: () => onBlur(row.key, column.field),
                  onKeyDown: handleKeyDown(index, column.field),
                };
                return (
                  <td key={column.field}>
                    {column.options ? (
                      <select
                        {...common}
                        onChange={(event) => onChange(row.key, column.field, event.target.value)}
                      >
                        {column.options.map((option) => (
                          <option key={option} value={option}>
                            {option}
                          </option>
                        ))}
                      </select>
                    ) : column.field === suggest?.field ? (
                      <Popover.Root
                        open={openFor === row.key}
                        onOpenChange={(open) => {
                          if (!open) suggest.onClose();
                        }}
                      >
                        <Popover.Anchor asChild>
                          <input
                            {...common}
                            role="combobox"
                            aria-autocomplete="list"
                            aria-expanded={openFor === row.key}
                            aria-controls={openFor === row.key ? `${id}-list` : undefined}
                            aria-activedescendant={
                              openFor === row.key && active >= 0
                                ? optionId(row.key, active)
                                : undefined
                            }
                            placeholder={column.placeholder}
                            autoComplete="off"
                            onChange={(event) => {
                              onChange(row.key, column.field, event.target.value);
                              suggest.onInput(row.key, event.target.value);
                            }}
                            onBlur={() => {
                              suggest.onClose();
                              onBlur(row.key, column.field);
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
                            {suggest.items.map((item, itemIndex) => (
                              <div
                                key={item.label}
                                id={optionId(row.key, itemIndex)}
                                role="option"
                                aria-selected={itemIndex === active}
                                onMouseDown={(event) => {
                                  event.preventDefault();
                                  suggest.onPick(row.key, itemIndex);
                                }}
                              >
                                <span>{item.label}</span>
                                {item.hint && <small>{item.hint}</small>}
                              </div>
                            ))}
                          </Listbox>
                        </Popover.Portal>
                      </Popover.Root>
                    ) : (
                      <input
                        {...common}
                        placeholder={column.placeholder}
                        autoComplete="off"
                        onChange={(event) => onChange(row.key, column.field, event.target.value)}
                      />
                    )}
                    {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
                  </td>
                );
              })}
              <Tonnes>{row.tonnes ?? '-'}</Tonnes>
              <td>
                <RemoveButton
                  type="button"
                  aria-label={`删除第 ${index + 1} 行`}
                  onClick={() => onRemove(row.key)}
                >
                  <Trash2 size={16} aria-hidden />
                </RemoveButton>
              </td>
            </tr>
          ))}
        </tbody>
      </Grid>
    </Scroll>
  );
}
