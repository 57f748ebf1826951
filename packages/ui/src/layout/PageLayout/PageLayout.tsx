import { useRef, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';
import { contentColumn } from '../shared/Container.ts';

export interface PageLayoutProps {
  /** The thin bar above the header, usually a TopBar. */
  topBar?: ReactNode;
  /** The sticky header, usually a SiteHeader. */
  header?: ReactNode;
  /** The navigation under the header, usually a MainNav. */
  nav?: ReactNode;
  /** The page, placed in the centred 1200 px main column. */
  children: ReactNode;
  /** The site footer, usually a Footer. */
  footer?: ReactNode;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const SkipLink = styled.a`
  position: absolute;
  top: ${space(2)};
  left: ${space(2)};
  z-index: ${({ theme }) => theme.z.toast};
  padding: ${space(2)} ${space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const Main = styled.main`
  ${contentColumn}
  flex: 1;
  padding-block: ${space(4)} ${space(7)};

  &:focus {
    outline: none;
  }
`;

/**
 * The frame of every page: top bar, sticky header, navigation, the centred main column and
 * the footer, with a 跳到主要内容 skip link first in the tab order.
 */
export function PageLayout({ topBar, header, nav, children, footer }: PageLayoutProps) {
  const mainRef = useRef<HTMLElement>(null);
  // The app routes on the hash, so the skip link moves focus itself instead of changing it.
  const handleSkip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };
  return (
    <Root>
      <SkipLink href="#main-content" onClick={handleSkip}>
        跳到主要内容
      </SkipLink>
      {topBar}
      {header}
      {nav}
      <Main ref={mainRef} id="main-content" tabIndex={-1} aria-label="主要内容">
        {children}
      </Main>
      {footer}
    </Root>
  );
}
