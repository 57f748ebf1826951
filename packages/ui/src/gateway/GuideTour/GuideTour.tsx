import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { VisuallyHidden } from 'radix-ui';
import styled from 'styled-components';
import { Check } from 'lucide-react';
import { Button } from '../../basics/Button/Button.tsx';
import { space } from '../../theme/index.ts';

/** One step of the guide: one main area of the product. */
export interface GuideStep {
  /** The area's name, e.g. 现货商城. */
  title: string;
  /** One or two sentences on what the buyer does there. */
  description: string;
  /** Hash route of the area, shown as a link; leave it out for no link. */
  href?: string;
  /** A lucide icon, decorative. */
  icon?: ReactNode;
}

export interface GuideTourProps {
  /** The steps, in order. */
  steps: readonly GuideStep[];
  /** The shown step, from 0 (controlled); leave it out to let the guide keep it. */
  step?: number;
  /** The step shown at first, from 0 (uncontrolled). */
  defaultStep?: number;
  /** Called with the step, from 0, that the user moves to (buttons or ← / →). */
  onStepChange?: (step: number) => void;
  /** Called by 完成 on the last step. */
  onFinish: () => void;
  /** Called by 跳过, on any step. */
  onSkip: () => void;
  /** The guide's heading. */
  title?: string;
  /** Text of the link to a step's area. */
  linkText?: string;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(5)};
  padding: ${space(5)} ${space(6)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

/** The heading row and the button row. */
const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Steps = styled.ol`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StepItem = styled.li`
  position: relative;
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(2)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};

  /* The line to the previous step. */
  & + &::before {
    content: '';
    position: absolute;
    top: 12px;
    right: calc(50% + 20px);
    left: calc(-50% + 20px);
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  &[data-state='done']::before,
  &[data-state='current']::before {
    border-top-color: ${({ theme }) => theme.color.primary};
  }
  &[data-state='current'] {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &[data-state='done'] {
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

const Dot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};
  font-variant-numeric: tabular-nums;
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};

  [data-state='current'] > & {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
    color: #fff;
  }
  [data-state='done'] > & {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Card = styled.div`
  display: flex;
  gap: ${space(5)};
  min-height: 152px;
  padding: ${space(6)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
`;

const IconBox = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primary};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space(2)};
`;

const StepTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Counter = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-variant-numeric: tabular-nums;
`;

const Actions = styled.div`
  display: flex;
  gap: ${space(3)};
`;

/** 上一步 stays focusable on the first step, so the focus is not lost when it stops working. */
const BackButton = styled(Button)`
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

/**
 * The new-user guide (/guideNovice): a walk through the main areas of the product, one step at
 * a time. 上一步 / 下一步 or ← / → move, 完成 ends it on the last step, 跳过 ends it at once.
 * The step counter is a live region, so each move is announced with the step's name.
 */
export function GuideTour({
  steps,
  step,
  defaultStep = 0,
  onStepChange,
  onFinish,
  onSkip,
  title = '新手引导',
  linkText = '去看看',
}: GuideTourProps) {
  const titleId = useId();
  const [ownStep, setOwnStep] = useState(defaultStep);
  const index = Math.min(Math.max(step ?? ownStep, 0), steps.length - 1);
  const current = steps[index];
  if (!current) return null;

  const isFirst = index === 0;
  const isLast = index === steps.length - 1;

  const goTo = (next: number) => {
    setOwnStep(next);
    onStepChange?.(next);
  };
  const handleBack = () => {
    if (!isFirst) goTo(index - 1);
  };
  const handleNext = () => {
    if (!isLast) goTo(index + 1);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowLeft') handleBack();
    else if (event.key === 'ArrowRight') handleNext();
  };

  return (
    <Root aria-labelledby={titleId} onKeyDown={handleKeyDown}>
      <Bar as="header">
        <Title id={titleId}>{title}</Title>
        <Button variant="text" onClick={onSkip}>
          跳过
        </Button>
      </Bar>
      <Steps aria-label="指引步骤">
        {steps.map((item, itemIndex) => {
          const state = itemIndex < index ? 'done' : itemIndex === index ? 'current' : 'todo';
          return (
            <StepItem
              key={item.title}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <Dot aria-hidden="true">{state === 'done' ? <Check size={14} /> : itemIndex + 1}</Dot>
              {item.title}
            </StepItem>
          );
        })}
      </Steps>
      <Card>
        {current.icon && <IconBox aria-hidden="true">{current.icon}</IconBox>}
        <Body>
          <StepTitle>{current.title}</StepTitle>
          <Description>{current.description}</Description>
          {current.href && <a href={current.href}>{linkText}</a>}
        </Body>
      </Card>
      <Bar as="footer">
        <Counter aria-live="polite" aria-atomic="true">
          <span>{`第 ${index + 1} / ${steps.length} 步`}</span>
          <VisuallyHidden.Root>{`：${current.title}`}</VisuallyHidden.Root>
        </Counter>
        <Actions>
          <BackButton aria-disabled={isFirst} onClick={handleBack}>
            上一步
          </BackButton>
          <Button variant="primary" onClick={isLast ? onFinish : handleNext}>
            {isLast ? '完成' : '下一步'}
          </Button>
        </Actions>
      </Bar>
    </Root>
  );
}
