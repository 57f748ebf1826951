import { useId } from 'react';
import styled from 'styled-components';
import { Smartphone } from 'lucide-react';
import { QrCode } from '../../basics/QrCode/QrCode.tsx';
import { space } from '../../theme/index.ts';

export interface AppDownloadProps {
  /** The heading, e.g. 铝材商城 App. */
  title: string;
  /** One line under the heading. */
  slogan: string;
  /** What the App offers, one short line each. */
  features: readonly string[];
  /** The download page the QR code encodes. */
  downloadUrl: string;
  /** Store links under the code, e.g. iPhone 版 and Android 版. */
  links: readonly { label: string; href: string }[];
}

const Root = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 280px;
  align-items: center;
  gap: ${space(7)};
  padding: ${space(7)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const Title = styled.h1`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  margin: 0 0 ${space(2)};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  svg {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Slogan = styled.p`
  margin: 0 0 ${space(5)};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Features = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${space(3)} ${space(4)};
    border-left: 3px solid ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.background};
  }
`;

const Download = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(3)};
`;

const Code = styled.div`
  width: 200px;
  height: 200px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Caption = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Links = styled.div`
  display: flex;
  gap: ${space(4)};
`;

/** The App's page: what it offers, and a QR code to scan with the phone to download it. */
export function AppDownload({ title, slogan, features, downloadUrl, links }: AppDownloadProps) {
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId}>
      <div>
        <Title id={titleId}>
          <Smartphone aria-hidden="true" size={28} />
          {title}
        </Title>
        <Slogan>{slogan}</Slogan>
        <Features>
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </Features>
      </div>
      <Download>
        <Code>
          <QrCode content={downloadUrl} alt={`${title}下载二维码`} />
        </Code>
        <Caption>打开手机相机扫码下载</Caption>
        <Links>
          {links.map((link) => (
            <a key={link.href} href={link.href} target="_blank" rel="noreferrer">
              {link.label}
            </a>
          ))}
        </Links>
      </Download>
    </Root>
  );
}
