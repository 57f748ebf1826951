import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../basics/Button/Button.tsx';
import { Input } from '../../basics/Input/Input.tsx';
import { space } from '../../theme/index.ts';

export interface InquirySearchBarProps {
  /** The number the list shows now; the field starts from it. */
  value: string;
  /** Called by 查询 (or Enter) with what was typed, trimmed. */
  onSearch: (inquiryNo: string) => void;
}

const Form = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${space(3)};
  padding: ${space(4)};
  background: ${({ theme }) => theme.color.surface};
`;

const Field = styled.div`
  width: 280px;
`;

/** 询价单号 search of the inquiry lists: 查询 and 重置; what was typed stays. */
export function InquirySearchBar({ value, onSearch }: InquirySearchBarProps) {
  const [number, setNumber] = useState(value);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(number.trim());
  };
  return (
    <Form role="search" aria-label="查询询价单" onSubmit={handleSubmit} noValidate>
      <Field>
        <Input
          label="询价单号"
          $labelWidth="64px"
          value={number}
          maxLength={32}
          placeholder="输入询价单号"
          onChange={(event) => setNumber(event.target.value)}
        />
      </Field>
      <Button type="submit" variant="primary">
        查询
      </Button>
      <Button
        type="button"
        onClick={() => {
          setNumber('');
          onSearch('');
        }}
      >
        重置
      </Button>
    </Form>
  );
}
