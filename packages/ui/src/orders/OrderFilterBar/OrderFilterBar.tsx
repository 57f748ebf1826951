import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { DateRangePicker } from '../../basics/DateRangePicker/DateRangePicker.tsx';
import { FilterForm } from './FilterForm.tsx';

/** The filters of an order list; dates are YYYY-MM-DD or ''. */
export interface OrderFilterValue {
  /** Part of an order number. */
  orderNo: string;
  /** Placed on or after this day. */
  dateFrom: string;
  /** Placed on or before this day. */
  dateTo: string;
}

export interface OrderFilterBarProps {
  /** The filters the list shows now; the fields start from them. */
  value: OrderFilterValue;
  /** Called by 查询 with what was typed, once the dates are in order. */
  onSearch: (value: OrderFilterValue) => void;
  /** Called by 重置, after the fields are cleared. */
  onReset: () => void;
  /** More filters in the same row, e.g. a stage select. */
  extra?: ReactNode;
}

/** Shown at 开始日期 when it is after 结束日期. */
const DATE_ORDER_MESSAGE = '开始日期不能晚于结束日期';
const EMPTY: OrderFilterValue = { orderNo: '', dateFrom: '', dateTo: '' };

const DateField = styled.div`
  width: 340px;
`;

/**
 * The filter row of an order list: 订单编号, 下单日期 from and to, 查询 and 重置, and an `extra`
 * slot. What was typed stays until 重置; a start date after the end date is refused at the field.
 */
export function OrderFilterBar({ value, onSearch, onReset, extra }: OrderFilterBarProps) {
  const [draft, setDraft] = useState(value);
  const [dateError, setDateError] = useState('');
  const set = (patch: Partial<OrderFilterValue>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setDateError('');
  };

  const handleSubmit = () => {
    if (draft.dateFrom !== '' && draft.dateTo !== '' && draft.dateFrom > draft.dateTo) {
      setDateError(DATE_ORDER_MESSAGE);
      return;
    }
    onSearch({ ...draft, orderNo: draft.orderNo.trim() });
  };

  const handleReset = () => {
    setDraft(EMPTY);
    setDateError('');
    onReset();
  };

  return (
    <FilterForm
      label="订单筛选"
      orderNo={draft.orderNo}
      onOrderNoChange={(orderNo) => set({ orderNo })}
      onSubmit={handleSubmit}
      onReset={handleReset}
    >
      <DateField>
        <DateRangePicker
          label="下单日期"
          $labelWidth="64px"
          value={{ from: draft.dateFrom, to: draft.dateTo }}
          error={dateError || undefined}
          onChange={({ from, to }) => set({ dateFrom: from, dateTo: to })}
        />
      </DateField>
      {extra}
    </FilterForm>
  );
}
