import type { ReactElement } from 'react';
import styled from 'styled-components';
import { Button } from '../../basics/Button/Button.tsx';
import { Modal } from '../../basics/Modal/Modal.tsx';

/** One reminder from the poller (spec section 8, reminder codes and texts). */
export interface Reminder {
  /** Identifies the reminder; reported by `onPick`. */
  key: string;
  /** The reminder text for its actionCode, e.g. 您有订单待付款. */
  text: string;
  /** When it happened (happenTime), as the server formats it. */
  time: string;
  /** The order numbers it concerns (businessMsg, split on commas). */
  orderNos: readonly string[];
}

export interface ReminderDialogProps {
  /** The reminders, newest first. */
  reminders: readonly Reminder[];
  /** Called with the key of the reminder the user picks (the app goes to its page). */
  onPick: (key: string) => void;
  /** Called by 全部忽略. */
  onDismissAll: () => void;
  /** Controlled open state. */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called whenever the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Opens the dialog when pressed; focus returns to it when the dialog closes. */
  trigger?: ReactElement;
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  width: 100%;
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-align: left;
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.motion.fast};

  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

const Head = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Time = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  font-variant-numeric: tabular-nums;
`;

const OrderNos = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

/**
 * The reminder dialog titled 消息 (spec section 2): each reminder with its time and order
 * numbers opens its page when picked; 全部忽略 dismisses them all.
 */
export function ReminderDialog({
  reminders,
  onPick,
  onDismissAll,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
}: ReminderDialogProps) {
  return (
    <Modal
      title="消息"
      size="sm"
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      footer={<Button onClick={onDismissAll}>全部忽略</Button>}
    >
      <List>
        {reminders.map((reminder) => (
          <li key={reminder.key}>
            <Item type="button" onClick={() => onPick(reminder.key)}>
              <Head>
                {reminder.text}
                <Time>{reminder.time}</Time>
              </Head>
              {reminder.orderNos.length > 0 && (
                <OrderNos>订单号：{reminder.orderNos.join('、')}</OrderNos>
              )}
            </Item>
          </li>
        ))}
      </List>
    </Modal>
  );
}
