import styled from 'styled-components';
import { Select } from '../../basics/Select/Select.tsx';
import { space } from '../../theme/index.ts';

/** One filter of the lots: a choice among the activity's values, or all. */
export interface LotFilterChoice {
  /** The query field it sets, e.g. category. */
  key: string;
  /** The label, e.g. 品类. */
  label: string;
  /** The first choice, meaning all, e.g. 全部品类. */
  all: string;
  /** The value chosen, '' for all. */
  value: string;
  /** The values to choose from. */
  options: readonly string[];
}

export interface LotFilterBarProps {
  /** The filters, in order. */
  filters: readonly LotFilterChoice[];
  /** Called with a filter's key and its new value ('' for all). */
  onChange: (key: string, value: string) => void;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
`;

/** The filter row of 竞拍专场: one select per condition of the activity's lots. */
export function LotFilterBar({ filters, onChange }: LotFilterBarProps) {
  return (
    <Row role="group" aria-label="筛选拍品">
      {filters.map((filter) => (
        <Select
          key={filter.key}
          label={filter.label}
          placeholder={filter.all}
          value={filter.value}
          options={filter.options.map((value) => ({ value, label: value }))}
          onValueChange={(value) => onChange(filter.key, value)}
        />
      ))}
    </Row>
  );
}
