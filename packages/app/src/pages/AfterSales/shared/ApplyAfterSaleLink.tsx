import type { AnchorHTMLAttributes } from 'react';
import { RowLink } from '@mall/ui';
import { href, links } from '../../../routes/links.ts';

/**
 * 申请售后 of a received order, in the order pages (全部订单, 已收货, 开票): the application form
 * for that order, drawn as the rows' other text actions are. Its accessible name names the row;
 * other props (a menu item's) reach the link.
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
    <RowLink {...rest} href={href(links.afterSaleApply(orderId))} aria-label={`申请售后 ${of}`}>
      申请售后
    </RowLink>
  );
}
