import { useState } from 'react';
import styled from 'styled-components';
import { DateRangePicker } from '../../basics/DateRangePicker/DateRangePicker.tsx';
import { Select, type SelectOption } from '../../basics/Select/Select.tsx';
import { FilterForm } from '../../orders/OrderFilterBar/FilterForm.tsx';

/** The capital record's filters; '' for any. Dates are YYYY-MM-DD. */
export interface CapitalFilterValue {
  /** One kind (充值, 提现…) by its value. */
  kind: string;
  from: string;
  to: string;
}

export interface CapitalFilterBarProps {
  /** The filters the list shows now; the fields start from them. */
  value: CapitalFilterValue;
  /** The kinds to choose from. */
  kinds: readonly SelectOption[];
  /** Called by 查询 with what was chosen, once the dates are in order. */
  onSearch: (value: CapitalFilterValue) => void;
  /** Called by 重置, after the fields are cleared. */
  onReset: () => void;
}

const EMPTY: CapitalFilterValue = { kind: '', from: '', to: '' };

const Field = styled.div<{ $width: number }>`
  width: ${({ $width }) => $width}px;
`;

/**
 * The filter row of 资金记录: 类型 (全部类型 or one kind), 日期 from and to, 查询 and 重置. A start
 * date after the end date is refused at the field, and what was chosen stays.
 */
export function CapitalFilterBar({ value, kinds, onSearch, onReset }: CapitalFilterBarProps) {
  const [draft, setDraft] = useState(value);
  const [dateError, setDateError] = useState('');
  const set = (patch: Partial<CapitalFilterValue>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setDateError('');
  };
  const handleSubmit = () => {
    if (draft.from !== '' && draft.to !== '' && draft.from > draft.to) {
      setDateError('开始日期不能晚于结束日期');
      return;
    }
    onSearch(draft);
  };

  return (
    <FilterForm
      label="资金记录筛选"
      onSubmit={handleSubmit}
      onReset={() => {
        setDraft(EMPTY);
        setDateError('');
        onReset();
      }}
    >
      <Field $width={220}>
        <Select
          label="类型"
          $labelWidth="40px"
          placeholder="全部类型"
          options={kinds}
          value={draft.kind}
          onValueChange={(kind) => set({ kind })}
        />
      </Field>
      <Field $width={320}>
        <DateRangePicker
          label="日期"
          $labelWidth="40px"
          value={{ from: draft.from, to: draft.to }}
          error={dateError || undefined}
          onChange={({ from, to }) => set({ from, to })}
        />
      </Field>
    </FilterForm>
  );
}
