import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';

export interface GatewayFrameProps {
  /** Where the logo leads. */
  homeHref?: string;
  /** The words beside the logo, e.g. 欢迎登录. */
  caption: string;
  /** The card: the login, register or recovery form. */
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

const Main = styled.main`
  flex: 1;
  display: grid;
  grid-template-columns: 1fr 400px;
  align-items: center;
  gap: ${space(7)};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.content};
  margin: 0 auto;
  padding: ${space(7)} ${space(4)};
`;

const Pitch = styled.div`
  color: ${({ theme }) => theme.color.text};
  h1 {
    margin: 0 0 ${space(3)};
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

const Card = styled.div`
  padding: ${space(6)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.popover};
`;

const Foot = styled.footer`
  padding: ${space(4)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;
`;

/** The frame of the gateway pages: logo bar, a short pitch and the form card, and a footer line. */
export function GatewayFrame({
  homeHref = '#/home/main',
  caption,
  children,
  copyright,
}: GatewayFrameProps) {
  return (
    <Page>
      <Head>
        <HeadInner>
          <Logo href={homeHref}>铝材现货商城</Logo>
          <Caption>{caption}</Caption>
        </HeadInner>
      </Head>
      <Main>
        <Pitch>
          <h1>铝材现货 · 在线询价 · 安全交易</h1>
          <p>1060、3003、5052、6061-T6、6063 等牌号现货，佛山、无锡、巩义、上海仓库直发。</p>
        </Pitch>
        <Card>{children}</Card>
      </Main>
      <Foot>{copyright}</Foot>
    </Page>
  );
}
