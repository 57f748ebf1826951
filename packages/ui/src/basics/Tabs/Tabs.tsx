import { useState, type ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import styled from 'styled-components';
import { CountBadge } from '../CountBadge/CountBadge.tsx';
import { choiceHover } from '../../theme/choice.ts';

/** One tab: its value, its label and, optionally, how many items wait in it. */
export interface TabItem {
  /** The value reported by `onValueChange`. */
  value: string;
  /** The visible label, e.g. 待付款. */
  label: string;
  /** Pending count; no badge at 0 or when left out, 99+ above 99. */
  count?: number;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** The selected tab (controlled). */
  value?: string;
  /** The tab selected at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the value of the tab the user selects. */
  onValueChange?: (value: string) => void;
  /** The accessible name of the tab bar, e.g. 订单状态. */
  label: string;
  /** Lets the tab bar scroll sideways when the tabs do not fit (the message centre). */
  scrollable?: boolean;
  /** The panel under the tabs: the filters and the list of the selected tab. */
  children: ReactNode;
}

const Bar = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  &[data-scrollable='true'] {
    overflow-x: auto;
    scrollbar-width: thin;
  }
`;

const List = styled(RadixTabs.List)`
  display: flex;
  width: max-content;
  min-width: 100%;
`;

const Trigger = styled(RadixTabs.Trigger)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  height: ${({ theme }) => theme.control.lg};
  padding: 0 ${({ theme }) => theme.space[4]}px;
  margin-bottom: -1px;
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${({ theme }) => theme.color.textSecondary};
  white-space: nowrap;
  ${choiceHover}
  &[data-state='active'] {
    border-bottom-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const Panel = styled(RadixTabs.Content)`
  padding-top: ${({ theme }) => theme.space[4]}px;

  &:focus-visible {
    outline-offset: 2px;
  }
`;

/**
 * Stage tabs with pending counts (Radix Tabs: arrow keys move between tabs). The one panel
 * shows `children` for whichever tab is selected; it stays mounted when the selection changes
 * (only its value follows), so that a switch does not unmount and mount a panel, each time
 * making the browser compute the page's styles to see whether the panel animates.
 */
export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  label,
  scrollable = false,
  children,
}: TabsProps) {
  const [chosen, setChosen] = useState(defaultValue);
  const selected = value ?? chosen;
  const handleValueChange = (next: string) => {
    setChosen(next);
    onValueChange?.(next);
  };
  return (
    <RadixTabs.Root value={selected} onValueChange={handleValueChange}>
      <Bar data-scrollable={scrollable}>
        <List aria-label={label}>
          {items.map((item) => (
            <Trigger key={item.value} value={item.value}>
              {item.label} <CountBadge count={item.count ?? 0} />
            </Trigger>
          ))}
        </List>
      </Bar>
      {selected !== undefined && (
        <Panel value={selected} forceMount>
          {children}
        </Panel>
      )}
    </RadixTabs.Root>
  );
}
