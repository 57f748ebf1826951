import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { CircleAlert, Inbox } from 'lucide-react';

export interface EmptyProps extends HTMLAttributes<HTMLDivElement> {
  /** One short Chinese sentence, e.g. 暂无订单. */
  description: ReactNode;
  /** The next step, e.g. a button 去逛逛现货商城. */
  action?: ReactNode;
  /** `error` shows the alert icon in the danger colour; ErrorState uses it. */
  variant?: 'empty' | 'error';
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => `${theme.space[6]}px ${theme.space[4]}px`};
  text-align: center;
  color: ${({ theme }) => theme.color.textSecondary};

  & > svg {
    color: ${({ theme }) => theme.color.borderStrong};
  }
  &[data-variant='error'] > svg {
    color: ${({ theme }) => theme.color.danger};
  }
`;

const Description = styled.p`
  margin: 0;
`;

/** What a list shows when it has nothing in it: a short sentence and the next action. */
export function Empty({ description, action, variant = 'empty', ...rest }: EmptyProps) {
  const Icon = variant === 'error' ? CircleAlert : Inbox;
  return (
    <Root data-variant={variant} {...rest}>
      <Icon aria-hidden="true" size={40} strokeWidth={1.5} />
      <Description>{description}</Description>
      {action}
    </Root>
  );
}
