import { useState } from 'react';
import { FilterBar, FilterField } from '../../basics/FilterBar/FilterBar.tsx';
import { Input } from '../../basics/Input/Input.tsx';

export interface InquirySearchBarProps {
  /** The number the list shows now; the field starts from it. */
  value: string;
  /** Called by 查询 (or Enter) with what was typed, trimmed. */
  onSearch: (inquiryNo: string) => void;
}

/** 询价单号 search of the inquiry lists: 重置 and 查询; what was typed stays. */
export function InquirySearchBar({ value, onSearch }: InquirySearchBarProps) {
  const [number, setNumber] = useState(value);
  return (
    <FilterBar
      label="查询询价单"
      onSearch={() => onSearch(number.trim())}
      onReset={() => {
        setNumber('');
        onSearch('');
      }}
    >
      <FilterField>
        <Input
          label="询价单号"
          $labelWidth="64px"
          value={number}
          maxLength={32}
          placeholder="输入询价单号"
          onChange={(event) => setNumber(event.target.value)}
        />
      </FilterField>
    </FilterBar>
  );
}
