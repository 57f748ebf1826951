import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';

/** What a page shown outside the mall's header (gateway, company profile) is framed with. */
export interface FrameProps {
  /** Where the logo leads. */
  homeHref?: string;
  /** The words beside the logo, e.g. 欢迎登录 or 企业简介. */
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
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const HeadInner = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(4)};
  max-width: ${({ theme }) => theme.layout.content};
  height: 64px;
  margin: 0 auto;
  padding: 0 ${space(4)};
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

const Foot = styled.footer`
  padding: ${space(4)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;
`;

/** The logo bar with its caption, the page's own main area, and the copyright line. */
export function Frame({ homeHref = '#/home/main', caption, children, copyright }: FrameProps) {
  return (
    <Page>
      <Head>
        <HeadInner>
          <Logo href={homeHref}>铝材现货商城</Logo>
          <Caption>{caption}</Caption>
        </HeadInner>
      </Head>
      {children}
      <Foot>{copyright}</Foot>
    </Page>
  );
}
