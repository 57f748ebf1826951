import type { ReactNode } from 'react';
import { Tabs } from '../../basics/Tabs/Tabs.tsx';

/** One cart type tab (spec section 3, cart counts: cash, sold, spot). */
export interface CartTab {
  /** The cart type, reported by `onValueChange`. */
  value: string;
  /** The type's name, e.g. 现货. */
  label: string;
  /** How many goods the cart holds of this type, as the domain gives it (already at least 0). */
  count: number;
}

export interface CartTabsProps {
  /** The cart types, in order. */
  items: readonly CartTab[];
  /** The selected type (controlled). */
  value: string;
  /** Called with the type the buyer selects. */
  onValueChange: (value: string) => void;
  /** The cart of the selected type: its table and summary bar. */
  children: ReactNode;
}

/**
 * The cart's type tabs with their counts in brackets, e.g. 现货(3); 0 shows as (0). Built on
 * Tabs, so arrow keys move between the types.
 */
export function CartTabs({ items, value, onValueChange, children }: CartTabsProps) {
  return (
    <Tabs
      label="购物车类型"
      items={items.map((item) => ({ value: item.value, label: `${item.label}(${item.count})` }))}
      value={value}
      onValueChange={onValueChange}
    >
      {children}
    </Tabs>
  );
}
