import styled from 'styled-components';
import { space } from '../../theme/index.ts';

/** One step of an application. */
export interface TimelineStep {
  /** When, e.g. 2026-11-20 10:00:00. */
  at: string;
  /** Who acted, e.g. 买家 陈志强 or 商城客服. */
  actor: string;
  /** What happened. */
  text: string;
}

export interface AfterSaleTimelineProps {
  /** The steps, oldest first. */
  steps: readonly TimelineStep[];
  /** The list's accessible name. */
  label?: string;
}

const List = styled.ol`
  display: grid;
  gap: ${space(3)};
  margin: 0;
  padding: 0 0 0 ${space(4)};
  border-left: 2px solid ${({ theme }) => theme.color.border};
  list-style: none;
`;

const Step = styled.li`
  display: grid;
  gap: ${space(1)};

  &:last-child strong {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** An after-sale application's steps, each with its time and who acted, the newest marked. */
export function AfterSaleTimeline({ steps, label = '处理进度' }: AfterSaleTimelineProps) {
  return (
    <List aria-label={label}>
      {steps.map((step, index) => (
        <Step key={`${step.at}-${index}`}>
          <strong>{step.text}</strong>
          <Meta>
            {step.at} · {step.actor}
          </Meta>
        </Step>
      ))}
    </List>
  );
}
