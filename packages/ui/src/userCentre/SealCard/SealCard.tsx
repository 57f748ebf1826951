import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';
import { DeliveryFacts } from '../../orders/DeliveryFacts/DeliveryFacts.tsx';

export interface SealCardProps {
  /** The company whose seal it is. */
  companyName: string;
  /** The seal's image (a data: URL drawn by the server). */
  sealImage: string;
  /** The authorised signer's name. */
  signerName: string;
  /** The signer's mobile, as shown (masked). */
  signerMobile: string;
  /** When the seal was opened. */
  openedAt: string;
  /** The card's state line, e.g. 已开通. */
  status: ReactNode;
}

const Card = styled.section`
  display: flex;
  gap: ${space(6)};
  align-items: center;
`;

const Seal = styled.img`
  width: 160px;
  height: 160px;
  flex: none;
`;

/** The company's opened electronic seal: its image and who signs with it. */
export function SealCard({
  companyName,
  sealImage,
  signerName,
  signerMobile,
  openedAt,
  status,
}: SealCardProps) {
  return (
    <Card aria-label="企业电子签章">
      <Seal src={sealImage} alt={`${companyName}电子签章`} />
      <DeliveryFacts
        facts={[
          { label: '签章状态', value: status },
          { label: '企业名称', value: companyName },
          { label: '授权签署人', value: signerName },
          { label: '签署人手机号', value: signerMobile },
          { label: '开通时间', value: openedAt },
        ]}
      />
    </Card>
  );
}
