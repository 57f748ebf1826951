import type { ReactNode } from 'react';
import { FilterBar, FilterField } from '../../basics/FilterBar/FilterBar.tsx';
import { Input } from '../../basics/Input/Input.tsx';

export interface FilterFormProps {
  /** The accessible name of the search form, e.g. 订单筛选. */
  label: string;
  /** What is typed at 订单编号 (controlled); without it the row has no 订单编号 field. */
  orderNo?: string;
  /** Called with every change of 订单编号. */
  onOrderNoChange?: (orderNo: string) => void;
  /** Called by 查询. */
  onSubmit: () => void;
  /** Called by 重置. */
  onReset: () => void;
  /** The other fields, between 订单编号 and the buttons. */
  children: ReactNode;
}

/** The filter row of the lists: 订单编号 (when given), the other fields, then 重置 and 查询. */
export function FilterForm({
  label,
  orderNo,
  onOrderNoChange,
  onSubmit,
  onReset,
  children,
}: FilterFormProps) {
  return (
    <FilterBar label={label} onSearch={onSubmit} onReset={onReset}>
      {onOrderNoChange && (
        <FilterField>
          <Input
            label="订单编号"
            $labelWidth="64px"
            value={orderNo}
            maxLength={32}
            placeholder="输入订单编号"
            onChange={(event) => onOrderNoChange(event.target.value)}
          />
        </FilterField>
      )}
      {children}
    </FilterBar>
  );
}
