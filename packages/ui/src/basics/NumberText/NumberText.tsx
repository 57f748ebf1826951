import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

export interface NumberTextProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The number as the domain formatted it, e.g. '12.500' or '12,345'; an empty text shows nothing. */
  children: string;
  /** A unit after the number, e.g. 吨. */
  unit?: string;
  /** Body size in tables; large for the headline figure of a card. */
  size?: 'sm' | 'md' | 'lg';
  /** Fills the line and aligns the text in it. */
  $align?: 'left' | 'right' | 'center';
}

const Root = styled.span<{ $align?: NumberTextProps['$align'] }>`
  display: ${({ $align }) => ($align ? 'block' : 'inline')};
  text-align: ${({ $align = 'left' }) => $align};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  &[data-size='sm'] {
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  &[data-size='lg'] {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &[data-variant='price'] {
    color: ${({ theme }) => theme.color.price};
  }
`;

const Unit = styled.span`
  margin-left: 2px;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

/** A number already formatted by the domain, in tabular figures so that columns line up. */
export function NumberText({ children, unit, size = 'md', $align, ...rest }: NumberTextProps) {
  return (
    <Root data-size={size} $align={$align} {...rest}>
      {children}
      {unit && children && <Unit>{unit}</Unit>}
    </Root>
  );
}

/** A fixed-decimal number such as a tonnage ('12.500'), formatted by the domain. */
export const FixedDecimal = NumberText;

/** A digit-grouped number ('12,345'), formatted by the domain. */
export const Thousandth = NumberText;
