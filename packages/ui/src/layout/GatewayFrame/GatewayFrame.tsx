import styled from 'styled-components';
import { space } from '../../theme/index.ts';
import { Frame, type FrameProps } from '../shared/frame.tsx';

/** The gateway frame's props: its page is the login, register or recovery form card. */
export type GatewayFrameProps = FrameProps;

const Main = styled.main`
  flex: 1;
  display: grid;
  grid-template-columns: 1fr 400px;
  /* The card keeps its top where it is when a form grows (registerAuth's 登录密码 appears once
     the number is found free): a centred card moved under the buyer's click and lost it. */
  align-items: start;
  gap: ${space(7)};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.content};
  margin: 0 auto;
  padding: ${space(7)} ${space(4)};
`;

const Pitch = styled.div`
  padding-top: ${space(7)};
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

/** The frame of the gateway pages: logo bar, a short pitch and the form card, and a footer line. */
export function GatewayFrame({ children, ...frame }: GatewayFrameProps) {
  return (
    <Frame {...frame}>
      <Main>
        <Pitch>
          <h1>铝材现货 · 在线询价 · 安全交易</h1>
          <p>1060、3003、5052、6061-T6、6063 等牌号现货，佛山、无锡、巩义、上海仓库直发。</p>
        </Pitch>
        <Card>{children}</Card>
      </Main>
    </Frame>
  );
}
