import type { ReactNode } from 'react';
import { ActionBar, Button } from '@mall/ui';

export interface SearchFormProps {
  /** The form's accessible name, e.g. 搜索售后申请. */
  label: string;
  /** The bar's accessible name, e.g. 售后申请操作. */
  barLabel: string;
  /** The fields searched by. */
  fields: ReactNode;
  /** 查询 (or Enter) with the fields as typed. */
  onSearch: () => void;
  /** 重置: the fields emptied, everything shown. */
  onReset: () => void;
  /** More actions after 重置, e.g. 申请售后. */
  children?: ReactNode;
}

/** The after-sales pages' search bar: its fields, 重置 and 查询. */
export function SearchForm({
  label,
  barLabel,
  fields,
  onSearch,
  onReset,
  children,
}: SearchFormProps) {
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <ActionBar label={barLabel} summary={fields}>
        <Button onClick={onReset}>重置</Button>
        <Button type="submit" variant="primary">
          查询
        </Button>
        {children}
      </ActionBar>
    </form>
  );
}
