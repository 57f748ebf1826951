import { Button } from '@mall/ui';
import type { ButtonProps } from '@mall/ui';

export interface RowActionProps extends Omit<ButtonProps, 'variant' | 'size' | 'children'> {
  /** What the action does, as the button shows it (查看详情, 撤销付款). */
  children: string;
  /** The row it acts on (an order, delivery or contract number): the name says which. */
  of: string;
}

/**
 * A row's text action in the order lists. Its accessible name is the action and the row
 * (查看详情 DD20260318021001), so that a screen reader, and a test, can tell the rows apart.
 */
export function RowAction({ children, of, ...rest }: RowActionProps) {
  return (
    <Button variant="text" size="sm" aria-label={`${children} ${of}`} {...rest}>
      {children}
    </Button>
  );
}
