import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { space } from '../../theme/index.ts';
import { menuItem, menuSurface } from '../../theme/menu.ts';
import { textAction } from '../../theme/action.ts';

export interface RowActionsProps {
  /** The row's text buttons or links, the most used first; empty ones are left out, a fragment's one by one. */
  children: ReactNode;
  /** What the row's actions are about, for the 更多 button's name, e.g. 订单 DD2026…. */
  label: string;
  /** How many stay in the row before the others go under 更多; 2 by default. */
  max?: number;
  /** One under another, for a narrow column beside several lines (an order card); in a row by default. */
  $stacked?: boolean;
}

const Row = styled.div<{ $stacked?: boolean }>`
  display: flex;
  flex-direction: ${({ $stacked }) => ($stacked ? 'column' : 'row')};
  flex-wrap: nowrap;
  align-items: ${({ $stacked }) => ($stacked ? 'flex-start' : 'center')};
  gap: ${({ $stacked }) => ($stacked ? space(1) : space(3))};
  white-space: nowrap;
`;

const MoreTrigger = styled.button`
  ${textAction}

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primary};
    outline-offset: 2px;
  }
`;

const MenuContent = styled(DropdownMenu.Content)`
  ${menuSurface}
  display: flex;
  flex-direction: column;
  align-items: stretch;
  min-width: 120px;

  & > * {
    ${menuItem}
  }
`;

/** The actions, a fragment's (`<>{a}{b}</>`, as a page's row builder returns them) counted one by one. */
const actionsOf = (children: ReactNode): ReactNode[] =>
  Children.toArray(children).flatMap((child) =>
    isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment
      ? actionsOf(child.props.children)
      : [child],
  );

/**
 * A row's actions (UI.md): at most `max` text buttons in the row, the rest under 更多, a Radix
 * DropdownMenu whose items are the actions themselves (Enter or a click runs them). Never wraps.
 */
export function RowActions({ children, label, max = 2, $stacked = false }: RowActionsProps) {
  const actions = actionsOf(children);
  const inline = actions.slice(0, max);
  const more = actions.slice(inline.length);
  return (
    <Row $stacked={$stacked}>
      {inline.map((action, index) => (
        <Fragment key={index}>{action}</Fragment>
      ))}
      {more.length > 0 && (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild>
            <MoreTrigger type="button" aria-label={`更多操作 ${label}`}>
              更多
              <ChevronDown aria-hidden="true" size={14} />
            </MoreTrigger>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <MenuContent align="end" sideOffset={4}>
              {more.map((action, index) => (
                <DropdownMenu.Item key={index} asChild>
                  {action}
                </DropdownMenu.Item>
              ))}
            </MenuContent>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
    </Row>
  );
}
