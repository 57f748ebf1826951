import styled from 'styled-components';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { space } from '../../theme/index.ts';
import { PageSizeMenu } from '../../basics/Pagination/PageSizeMenu.tsx';

/** What the results are sorted by: 综合 (the server's order), 价格, 库存 or 厚度. */
export type SortField = 'default' | 'price' | 'stock' | 'thickness';

/** Ascending or descending. */
export type SortDirection = 'asc' | 'desc';

/** The current sort; 综合 has no direction of its own. */
export interface SortValue {
  /** The field sorted by. */
  field: SortField;
  /** The direction; ignored for 综合. */
  direction: SortDirection;
}

export interface SortBarProps {
  /** The current sort (controlled). */
  value: SortValue;
  /** Called with the new sort: another field starts ascending, the same field flips. */
  onChange: (value: SortValue) => void;
  /** How many batches match, shown as 共 N 件. */
  total: number;
  /** Rows per page (controlled). */
  pageSize: number;
  /** The page sizes to choose from. */
  pageSizes?: readonly number[];
  /** Called with the new page size. */
  onPageSizeChange: (pageSize: number) => void;
}

const FIELDS: readonly { field: SortField; label: string }[] = [
  { field: 'default', label: '综合' },
  { field: 'price', label: '价格' },
  { field: 'stock', label: '库存' },
  { field: 'thickness', label: '厚度' },
];

const DIRECTION_TEXT: Record<SortDirection, string> = { asc: '升序', desc: '降序' };

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(4)};
  padding: ${space(2)} ${space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textSecondary};
  font-variant-numeric: tabular-nums;
`;

const Fields = styled.div`
  display: flex;
  flex: 1;
`;

const FieldButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  height: ${({ theme }) => theme.control.sm};
  padding: 0 ${space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;

  & + & {
    margin-left: -1px;
  }
  &:hover {
    color: ${({ theme }) => theme.color.primary};
  }
  &[aria-pressed='true'] {
    position: relative;
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
    color: #fff;
  }
`;

const Total = styled.span`
  & > strong {
    color: ${({ theme }) => theme.color.price};
  }
`;

/** The arrow of a sort button: up or down when active, both otherwise. */
function DirectionIcon({ active, direction }: { active: boolean; direction: SortDirection }) {
  if (!active) return <ArrowUpDown aria-hidden="true" size={12} />;
  return direction === 'asc' ? (
    <ArrowUp aria-hidden="true" size={12} />
  ) : (
    <ArrowDown aria-hidden="true" size={12} />
  );
}

/**
 * The bar over the search results: sort by 综合 / 价格 / 库存 / 厚度 (pressing the active field
 * flips its direction), the match count 共 N 件 and the page size.
 */
export function SortBar({
  value,
  onChange,
  total,
  pageSize,
  pageSizes = [10, 20, 30, 50],
  onPageSizeChange,
}: SortBarProps) {
  const handleField = (field: SortField) => {
    if (field !== value.field) onChange({ field, direction: 'asc' });
    else if (field !== 'default')
      onChange({ field, direction: value.direction === 'asc' ? 'desc' : 'asc' });
  };

  return (
    <Root>
      <Fields role="group" aria-label="排序">
        {FIELDS.map(({ field, label }) => {
          const active = field === value.field;
          // The name says the direction of the active field, e.g. 价格 升序.
          const name =
            active && field !== 'default' ? `${label} ${DIRECTION_TEXT[value.direction]}` : label;
          return (
            <FieldButton
              key={field}
              type="button"
              aria-pressed={active}
              aria-label={name}
              onClick={() => handleField(field)}
            >
              {label}
              {field !== 'default' && <DirectionIcon active={active} direction={value.direction} />}
            </FieldButton>
          );
        })}
      </Fields>
      {/* A status, so that a new count is announced when the filters change. */}
      <Total role="status">
        共 <strong>{total}</strong> 件
      </Total>
      <PageSizeMenu
        $size="sm"
        pageSize={pageSize}
        pageSizes={pageSizes}
        onPageSizeChange={onPageSizeChange}
      />
    </Root>
  );
}
