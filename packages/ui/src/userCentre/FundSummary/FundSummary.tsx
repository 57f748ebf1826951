import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';

/** One amount of the account, formatted by the domain. */
export interface FundFigure {
  /** What it is, e.g. 可用余额; unique among the figures. */
  label: string;
  /** e.g. '¥1,500,000.50'. */
  value: string;
  /** A line under the amount, e.g. what it is made of. */
  hint?: string;
}

export interface FundSummaryProps {
  /** The amounts, in order; the first is shown as the main one. */
  figures: readonly FundFigure[];
  /** The account's actions (充值, 提现), or a note saying why there are none. */
  actions?: ReactNode;
}

const Root = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(4)};
  padding: ${space(4)} ${space(5)};
  background: ${({ theme }) => theme.color.primarySoft};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(6)};
  margin: 0;
`;

const Figure = styled.div`
  & dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  & dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
  &:first-child dd {
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.price};
  }
`;

const Hint = styled.dd`
  && {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
`;

/** The account at a glance: its amounts (可用余额 first) and its actions. */
export function FundSummary({ figures, actions }: FundSummaryProps) {
  return (
    <Root aria-label="账户资金">
      <Figures>
        {figures.map(({ label, value, hint }) => (
          <Figure key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
            {hint && <Hint>{hint}</Hint>}
          </Figure>
        ))}
      </Figures>
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
