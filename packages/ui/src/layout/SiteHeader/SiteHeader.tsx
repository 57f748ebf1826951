import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';
import { Container } from '../shared/Container.ts';

export interface SiteHeaderProps {
  /** Where the logo leads; the home page by default. */
  homeHref?: string;
  /** The search area in the middle, usually a SearchBox. */
  search?: ReactNode;
  /** The buyer's area at the right, usually a MessageTrigger and a CartLink. */
  actions?: ReactNode;
}

const Root = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.header};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: flex-start;
  gap: ${space(6)};
  min-height: ${({ theme }) => theme.layout.header};
  padding-block: ${space(3)};
`;

const Logo = styled.a`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${space(2)};
  height: ${({ theme }) => theme.control.lg};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;

  & > svg {
    color: ${({ theme }) => theme.color.primary};
  }
  &:hover {
    text-decoration: none;
  }
`;

const Search = styled.div`
  flex: 1;
  max-width: 560px;
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${space(3)};
  margin-left: auto;
`;

/** The logo mark: a stack of three ingots. */
function LogoMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="currentColor" />
      <g fill="#fff">
        <polygon points="4,26 6.5,21 12.5,21 15,26" />
        <polygon points="17,26 19.5,21 25.5,21 28,26" />
        <polygon points="10.5,19 13,14 19,14 21.5,19" />
      </g>
    </svg>
  );
}

/** The sticky site header: logo, search, and the buyer's message and cart entries. */
export function SiteHeader({ homeHref = '#/home/main', search, actions }: SiteHeaderProps) {
  return (
    <Root aria-label="网站页头">
      <Inner>
        <Logo href={homeHref}>
          <LogoMark />
          铝材现货商城
        </Logo>
        {search && <Search>{search}</Search>}
        {actions && <Actions>{actions}</Actions>}
      </Inner>
    </Root>
  );
}
