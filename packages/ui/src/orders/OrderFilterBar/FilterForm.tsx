import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../basics/Button/Button.tsx';
import { Input } from '../../basics/Input/Input.tsx';
import { space } from '../../theme/index.ts';

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

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space(3)} ${space(5)};
  padding: ${space(4)};
  background: ${({ theme }) => theme.color.surface};
`;

/** A field of the filter row at its usual width. */
export const FilterField = styled.div`
  width: 260px;
`;

const Buttons = styled.div`
  display: flex;
  gap: ${space(2)};
`;

/** The filter row of the lists: 订单编号 (when given), the other fields, then 查询 and 重置. */
export function FilterForm({
  label,
  orderNo,
  onOrderNoChange,
  onSubmit,
  onReset,
  children,
}: FilterFormProps) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Form role="search" aria-label={label} onSubmit={handleSubmit} noValidate>
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
      <Buttons>
        <Button type="submit" variant="primary">
          查询
        </Button>
        <Button type="button" onClick={onReset}>
          重置
        </Button>
      </Buttons>
    </Form>
  );
}
