import styled from 'styled-components';
import { space } from '../../theme/index.ts';

export interface StockingProgressProps {
  /** The steps in order; `doneAt` is null until reached. */
  steps: readonly { label: string; doneAt: string | null }[];
}

const List = styled.ol`
  display: flex;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-variant-numeric: tabular-nums;

  & > li {
    flex: 1;
    padding-top: ${space(2)};
    border-top: 3px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  & > li[data-done='true'] {
    border-top-color: ${({ theme }) => theme.color.success};
    color: ${({ theme }) => theme.color.text};
  }
  & strong {
    display: block;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** How far stocking got: each step with the time it was reached (未完成 until then). */
export function StockingProgress({ steps }: StockingProgressProps) {
  return (
    <List aria-label="备货进度">
      {steps.map((step) => (
        <li key={step.label} data-done={step.doneAt !== null}>
          <strong>{step.label}</strong>
          {step.doneAt ?? '未完成'}
        </li>
      ))}
    </List>
  );
}
