import { Bell } from 'lucide-react';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { CountBadge, formatCount } from '../../basics/CountBadge/CountBadge.tsx';

export interface MessageTriggerProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children'
> {
  /** Unread messages; a badge shows the count when above 0. */
  unread: number;
  /** When false nothing is rendered at all (the message centre is not offered). */
  visible?: boolean;
  /** Called when the buyer clicks the bell to open the message centre. */
  onOpen?: () => void;
}

const Root = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.control.lg};
  height: ${({ theme }) => theme.control.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textSecondary};
  cursor: pointer;

  &:hover,
  &[data-state='open'] {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Badge = styled(CountBadge)`
  position: absolute;
  top: -8px;
  left: 24px;
`;

/**
 * The bell of the header, with the unread count. It forwards its ref and extra props to the
 * button, so the app can make it the trigger of the message drop-down.
 */
export const MessageTrigger = forwardRef<HTMLButtonElement, MessageTriggerProps>(
  function MessageTrigger({ unread, visible = true, onOpen, onClick, ...rest }, ref) {
    if (!visible) return null;
    return (
      <Root
        ref={ref}
        type="button"
        aria-label={unread > 0 ? `消息中心，${formatCount(unread)} 条未读` : '消息中心'}
        onClick={(event) => {
          onClick?.(event);
          onOpen?.();
        }}
        {...rest}
      >
        <Bell size={20} />
        <Badge count={unread} aria-hidden />
      </Root>
    );
  },
);
