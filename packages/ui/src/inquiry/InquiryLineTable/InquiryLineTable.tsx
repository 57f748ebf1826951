import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Trash2 } from 'lucide-react';
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

const cellId = (key: string, field: string) => `inquiry-line-${key}-${field}`;

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
}: InquiryLineTableProps) {
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const handleKeyDown = (index: number, field: string) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
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
