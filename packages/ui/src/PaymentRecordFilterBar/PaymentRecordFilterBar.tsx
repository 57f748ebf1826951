import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Input } from '../Input/Input.tsx';
import { Select, type SelectOption } from '../Select/Select.tsx';
import { space } from '../theme/index.ts';

/** The filters of the payment records; '' for any. */
export interface PaymentRecordFilterValue {
  /** Part of an order number. */
  orderNo: string;
  /** One kind (定金, 尾款, 差价款, 退款) by its value. */
  kind: string;
}

export interface PaymentRecordFilterBarProps {
  /** The filters the list shows now; the fields start from them. */
  value: PaymentRecordFilterValue;
  /** The kinds to choose from. */
  kinds: readonly SelectOption[];
  /** Called by 查询 with what was chosen. */
  onSearch: (value: PaymentRecordFilterValue) => void;
  /** Called by 重置, after the fields are cleared. */
  onReset: () => void;
}

const EMPTY: PaymentRecordFilterValue = { orderNo: '', kind: '' };

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

const Buttons = styled.div`
  display: flex;
  gap: ${space(2)};
`;

/** The filter row of 支付记录: 订单编号, 款项类型 (全部款项 or one kind), 查询 and 重置. */
export function PaymentRecordFilterBar({
  value,
  kinds,
  onSearch,
  onReset,
}: PaymentRecordFilterBarProps) {
  const [draft, setDraft] = useState(value);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, orderNo: draft.orderNo.trim() });
  };

  return (
    <Form role="search" aria-label="支付记录筛选" onSubmit={handleSubmit} noValidate>
      <Field>
        <Input
          label="订单编号"
          $labelWidth="64px"
          value={draft.orderNo}
          maxLength={32}
          placeholder="输入订单编号"
          onChange={(event) => setDraft({ ...draft, orderNo: event.target.value })}
        />
      </Field>
      <Field>
        <Select
          label="款项类型"
          $labelWidth="64px"
          placeholder="全部款项"
          options={kinds}
          value={draft.kind}
          onChange={(event) => setDraft({ ...draft, kind: event.target.value })}
        />
      </Field>
      <Buttons>
        <Button type="submit" variant="primary">
          查询
        </Button>
        <Button
          type="button"
          onClick={() => {
            setDraft(EMPTY);
            onReset();
          }}
        >
          重置
        </Button>
      </Buttons>
    </Form>
  );
}
