import { ShoppingCart } from 'lucide-react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';
import { CountBadge, formatCount } from '../../basics/CountBadge/CountBadge.tsx';

export interface CartLinkProps {
  /** Goods in the cart, already clamped at 0 by the caller; a badge shows it when above 0. */
  count: number;
}

/** A link of the header's actions with a count (the cart, the demand to-dos). */
export const HeaderCountLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  height: ${({ theme }) => theme.control.lg};
  padding: 0 ${space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  white-space: nowrap;

  & > svg {
    color: ${({ theme }) => theme.color.primary};
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
    text-decoration: none;
  }
`;

/** The header's link to the cart list, with the number of goods in the cart. */
export function CartLink({ count }: CartLinkProps) {
  return (
    <HeaderCountLink
      href="#/home/modelShoppingCart/list"
      aria-label={`购物车，${formatCount(count)} 件商品`}
    >
      <ShoppingCart size={18} />
      购物车
      <CountBadge count={count} aria-hidden />
    </HeaderCountLink>
  );
}
