import styled from 'styled-components';
import { space } from '../../theme/index.ts';
import { Container } from '../shared/Container.ts';

/** One entry of the main navigation. */
export interface MainNavItem {
  /** The text of the link. */
  label: string;
  /** Hash route the link leads to, e.g. `#/home/main`. */
  href: string;
  /** True for the entry of the current page (marked with aria-current="page"). */
  active?: boolean;
}

export interface MainNavProps {
  /** The entries, in order. */
  items: readonly MainNavItem[];
}

const Root = styled.nav`
  background: ${({ theme }) => theme.color.primary};
`;

const List = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Link = styled.a`
  display: block;
  height: 40px;
  padding: 0 ${space(5)};
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 40px;
  white-space: nowrap;

  &:hover,
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.primaryHover};
    text-decoration: none;
  }
  &[aria-current='page'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:focus-visible {
    outline-color: #fff;
    outline-offset: -4px;
  }
`;

/** The main navigation bar under the header; the app passes the entries and marks the active one. */
export function MainNav({ items }: MainNavProps) {
  return (
    <Root aria-label="主导航">
      <Container>
        <List>
          {items.map((item) => (
            <li key={item.href}>
              <Link href={item.href} aria-current={item.active ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </List>
      </Container>
    </Root>
  );
}
