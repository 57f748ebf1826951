import { useId } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';
import { CountBadge } from '../../basics/CountBadge/CountBadge.tsx';

/** One link of the side menu. */
export interface SideMenuItem {
  /** The text of the link. */
  label: string;
  /** Hash route the link leads to, e.g. `#/center/orderAllOrder`. */
  href: string;
  /** True for the entry of the current page (marked with aria-current="page"). */
  active?: boolean;
  /** A pending count shown after the label when above 0. */
  badge?: number;
}

/** A titled group of side-menu links. */
export interface SideMenuGroup {
  /** The group's title, e.g. 订单中心. */
  title: string;
  /** The group's links, in order. */
  items: readonly SideMenuItem[];
}

export interface SideMenuProps {
  /** The groups, in order. */
  groups: readonly SideMenuGroup[];
  /** The accessible name of the menu; the personal centre's by default. */
  label?: string;
}

const Root = styled.nav`
  width: ${({ theme }) => theme.layout.sideMenu};
  padding: ${space(2)} 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Group = styled.div`
  & + & {
    margin-top: ${space(2)};
    padding-top: ${space(2)};
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Title = styled.span`
  display: block;
  padding: ${space(1)} ${space(4)};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Link = styled.a`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  padding: ${space(1)} ${space(4)} ${space(1)} ${space(6)};
  border-left: 3px solid transparent;
  color: ${({ theme }) => theme.color.textSecondary};

  &:hover {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: none;
  }
  &[aria-current='page'] {
    border-left-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

function MenuGroup({ group }: { group: SideMenuGroup }) {
  const titleId = useId();
  return (
    <Group>
      <Title id={titleId}>{group.title}</Title>
      <List aria-labelledby={titleId}>
        {group.items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={item.active ? 'page' : undefined}>
              {item.label}
              <CountBadge count={item.badge ?? 0} />
            </Link>
          </li>
        ))}
      </List>
    </Group>
  );
}

/**
 * The 200 px menu on the left of the personal centre (and of the help centre and 关于我们), in
 * titled groups with pending counts.
 */
export function SideMenu({ groups, label = '个人中心导航' }: SideMenuProps) {
  return (
    <Root aria-label={label}>
      {groups.map((group) => (
        <MenuGroup key={group.title} group={group} />
      ))}
    </Root>
  );
}
