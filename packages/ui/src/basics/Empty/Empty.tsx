import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { CircleAlert, Inbox } from 'lucide-react';
import { Button } from '../Button/Button.tsx';

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

export interface FilteredEmptyProps {
  /** What the list lists, e.g. 订单: 没有符合筛选条件的订单. */
  what: string;
  /** 清空筛选: the filter emptied, the whole list again. */
  onClear: () => void;
}

/** A filtered list with nothing left (UI.md): it says nothing matches and offers 清空筛选. */
export function FilteredEmpty({ what, onClear }: FilteredEmptyProps) {
  return (
    <Empty
      description={`没有符合筛选条件的${what}`}
      action={
        <Button type="button" onClick={onClear}>
          清空筛选
        </Button>
      }
    />
  );
}
