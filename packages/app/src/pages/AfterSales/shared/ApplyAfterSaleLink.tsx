import type { AnchorHTMLAttributes } from 'react';
import styled from 'styled-components';
import { href, links } from '../../../routes/links.ts';

/** Sized like the rows' small text actions (查看详情, 评价). */
const Link = styled.a`
  display: inline-flex;
  align-items: center;
  height: ${({ theme }) => theme.control.sm};
  padding: 0 12px;
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: nowrap;
`;

/**
 * 申请售后 of a received order, in the order pages (全部订单, 已收货, 开票): the application form
 * for that order. Its accessible name names the row; other props (a menu item's) reach the link.
 */
export function ApplyAfterSaleLink({
  orderId,
  of,
  ...rest
}: {
  orderId: number;
  of: string;
} & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <Link {...rest} href={href(links.afterSaleApply(orderId))} aria-label={`申请售后 ${of}`}>
      申请售后
    </Link>
  );
}
