import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Input } from '../Input/Input.tsx';
import { space } from '../theme/index.ts';

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

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space(3)} ${space(5)};
  padding: ${space(4)};
  background: ${({ theme }) => theme.color.surface};
`;

const Field = styled.div`
  width: 260px;
`;

const DateField = styled.div`
  width: 220px;
`;

const Buttons = styled.div`
  display: flex;
  gap: ${space(2)};
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

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
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
    <Form role="search" aria-label="订单筛选" onSubmit={handleSubmit} noValidate>
      <Field>
        <Input
          label="订单编号"
          $labelWidth="64px"
          value={draft.orderNo}
          maxLength={32}
          placeholder="输入订单编号"
          onChange={(event) => set({ orderNo: event.target.value })}
        />
      </Field>
      <DateField>
        <Input
          label="下单日期"
          $labelWidth="64px"
          type="date"
          aria-label="下单日期（开始）"
          value={draft.dateFrom}
          max={draft.dateTo || undefined}
          error={dateError || undefined}
          onChange={(event) => set({ dateFrom: event.target.value })}
        />
      </DateField>
      <DateField>
        <Input
          label="至"
          $labelWidth="16px"
          type="date"
          aria-label="至（结束日期）"
          value={draft.dateTo}
          min={draft.dateFrom || undefined}
          onChange={(event) => set({ dateTo: event.target.value })}
        />
      </DateField>
      {extra}
      <Buttons>
        <Button type="submit" variant="primary">
          查询
        </Button>
        <Button type="button" onClick={handleReset}>
          重置
        </Button>
      </Buttons>
    </Form>
  );
}
