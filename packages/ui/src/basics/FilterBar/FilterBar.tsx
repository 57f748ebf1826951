import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { space } from '../../theme/index.ts';

export interface FilterBarProps {
  /** The accessible name of the search form, e.g. 订单筛选. */
  label: string;
  /** Called by 查询 (or Enter in a field). */
  onSearch: () => void;
  /** Called by 重置. */
  onReset: () => void;
  /** The fields, in order. */
  children: ReactNode;
  /** More buttons after 查询, e.g. 申请售后. */
  extra?: ReactNode;
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space(3)} ${space(5)};
  padding: ${space(4)};
  background: ${({ theme }) => theme.color.surface};
`;

/**
 * A field of the filter bar at its usual width, or wider with `$wide` for a long label and
 * placeholder (订单号/售后单号) that would otherwise be cut.
 */
export const FilterField = styled.div<{ $wide?: boolean }>`
  width: ${({ $wide }) => ($wide ? '360px' : '260px')};
`;

/** 重置, 查询 and any extra action (a link such as 申请售后), centred on one line. */
const Buttons = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  white-space: nowrap;
`;

/**
 * The filter form above a list (UI.md): its fields, then 重置 and 查询, always in that order,
 * 查询 the primary; Enter in a field searches.
 */
export function FilterBar({ label, onSearch, onReset, children, extra }: FilterBarProps) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Form role="search" aria-label={label} onSubmit={handleSubmit} noValidate>
      {children}
      <Buttons>
        <Button type="button" onClick={onReset}>
          重置
        </Button>
        <Button type="submit" variant="primary">
          查询
        </Button>
        {extra}
      </Buttons>
    </Form>
  );
}
