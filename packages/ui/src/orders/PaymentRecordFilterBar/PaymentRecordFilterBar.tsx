import { useState } from 'react';
import { FilterField } from '../../basics/FilterBar/FilterBar.tsx';
import { FilterForm } from '../OrderFilterBar/FilterForm.tsx';
import { Select, type SelectOption } from '../../basics/Select/Select.tsx';

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

/** The filter row of 支付记录: 订单编号, 款项类型 (全部款项 or one kind), 查询 and 重置. */
export function PaymentRecordFilterBar({
  value,
  kinds,
  onSearch,
  onReset,
}: PaymentRecordFilterBarProps) {
  const [draft, setDraft] = useState(value);

  return (
    <FilterForm
      label="支付记录筛选"
      orderNo={draft.orderNo}
      onOrderNoChange={(orderNo) => setDraft({ ...draft, orderNo })}
      onSubmit={() => onSearch({ ...draft, orderNo: draft.orderNo.trim() })}
      onReset={() => {
        setDraft(EMPTY);
        onReset();
      }}
    >
      <FilterField>
        <Select
          label="款项类型"
          $labelWidth="64px"
          placeholder="全部款项"
          options={kinds}
          value={draft.kind}
          onValueChange={(kind) => setDraft({ ...draft, kind })}
        />
      </FilterField>
    </FilterForm>
  );
}
