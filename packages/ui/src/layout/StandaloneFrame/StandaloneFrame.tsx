import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';

export interface StandaloneFrameProps {
  /** Where the logo leads. */
  homeHref?: string;
  /** The words beside the logo, e.g. 企业简介. */
  caption: string;
  /** The page. */
  children: ReactNode;
  /** The copyright line at the bottom. */
  copyright: string;
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.color.background};
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${space(4)};
  height: 64px;
  padding: 0 ${space(6)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

const Logo = styled.a`
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  &:hover {
    text-decoration: none;
  }
`;

const Caption = styled.span`
  padding-left: ${space(4)};
  border-left: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  padding: ${space(6)} ${space(4)};
`;

const Foot = styled.footer`
  padding: ${space(4)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;
`;

/**
 * The frame of a page shown on its own, outside the mall's header and navigation (the
 * company profile): a logo bar, the page in a reading column, and a copyright line.
 */
export function StandaloneFrame({
  homeHref = '#/home/main',
  caption,
  children,
  copyright,
}: StandaloneFrameProps) {
  return (
    <Page>
      <Head>
        <Logo href={homeHref}>铝材现货商城</Logo>
        <Caption>{caption}</Caption>
      </Head>
      <Main>{children}</Main>
      <Foot>{copyright}</Foot>
    </Page>
  );
}
