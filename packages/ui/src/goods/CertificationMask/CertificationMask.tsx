import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface CertificationMaskProps {
  /** Whether the user's company is certified (examineState 2): then the children show. */
  certified: boolean;
  /** What certified users see, typically a price. */
  children: ReactNode;
  /** Called when 去认证 is pressed. */
  onCertify?: () => void;
  /** Makes 去认证 a link, e.g. '#/center/userInfo/companyCreate'. */
  href?: string;
  /** Reserves at least this width, so that the layout does not jump, e.g. '96px'. */
  $minWidth?: string;
}

const Root = styled.span<{ $minWidth?: string }>`
  display: inline-grid;
  min-width: ${({ $minWidth = 0 }) => $minWidth};

  & > * {
    grid-area: 1 / 1;
  }
`;

const Reserved = styled.span`
  visibility: hidden;
`;

const Certify = styled.a`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  text-align: inherit;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
`;

/**
 * Shows 去认证 to uncertified users in place of its children, in the same box: the children
 * stay underneath, invisible, so the width does not change.
 */
export function CertificationMask({
  certified,
  children,
  onCertify,
  href,
  $minWidth,
}: CertificationMaskProps) {
  return (
    <Root $minWidth={$minWidth}>
      {certified ? (
        children
      ) : (
        <>
          <Reserved>{children}</Reserved>
          {href === undefined ? (
            <Certify as="button" type="button" onClick={onCertify}>
              去认证
            </Certify>
          ) : (
            <Certify href={href} onClick={onCertify}>
              去认证
            </Certify>
          )}
        </>
      )}
    </Root>
  );
}
