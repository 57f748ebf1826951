import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

export interface GoodsAttributeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The attribute string the domain joined with '/', e.g. '6061-T6/阳极氧化/覆膜'. */
  children: string;
}

const Root = styled.span`
  display: block;
  overflow: hidden;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The goods attribute line under a product name: muted, one line, the full text on hover. */
export function GoodsAttribute({ children, ...rest }: GoodsAttributeProps) {
  return (
    <Root title={children} {...rest}>
      {children}
    </Root>
  );
}
