import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';

/** The ways into the mall on /gateway/login. */
export type LoginMethod = 'password' | 'sms' | 'qr';

export interface LoginMethodTabsProps {
  /** The selected way in. */
  value: LoginMethod;
  /** Called with the way in the user picks (click or arrow keys). */
  onValueChange: (value: LoginMethod) => void;
  /** The panel of 密码登录: phone number and password. */
  password: ReactNode;
  /** The panel of 短信登录: phone number and SMS code. */
  sms: ReactNode;
  /** The panel of 扫码登录: the QR code. */
  qr: ReactNode;
}

const methods: readonly { value: LoginMethod; label: string }[] = [
  { value: 'password', label: '密码登录' },
  { value: 'sms', label: '短信登录' },
  { value: 'qr', label: '扫码登录' },
];

const List = styled(Tabs.List)`
  display: flex;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Trigger = styled(Tabs.Trigger)`
  flex: 1;
  height: ${({ theme }) => theme.control.lg};
  margin-bottom: -1px;
  padding: 0;
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
  cursor: pointer;
  transition:
    color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};

  &:hover,
  &[data-state='active'] {
    color: ${({ theme }) => theme.color.primary};
  }
  &[data-state='active'] {
    border-bottom-color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const Panel = styled(Tabs.Content)`
  padding-top: ${space(5)};

  &[data-state='inactive'] {
    display: none;
  }
`;

/**
 * The three ways in on /gateway/login: 密码登录, 短信登录 and 扫码登录 (Radix Tabs: arrow keys
 * move between them). Every panel stays mounted, hidden when not selected, so what was typed
 * in one survives a look at another.
 */
export function LoginMethodTabs({ value, onValueChange, password, sms, qr }: LoginMethodTabsProps) {
  const panels: Record<LoginMethod, ReactNode> = { password, sms, qr };
  const handleValueChange = (next: string) => {
    const method = methods.find((item) => item.value === next);
    if (method) onValueChange(method.value);
  };

  return (
    <Tabs.Root value={value} onValueChange={handleValueChange}>
      <List aria-label="登录方式">
        {methods.map((method) => (
          <Trigger key={method.value} value={method.value}>
            {method.label}
          </Trigger>
        ))}
      </List>
      {methods.map((method) => (
        <Panel key={method.value} value={method.value} forceMount>
          {panels[method.value]}
        </Panel>
      ))}
    </Tabs.Root>
  );
}
