import { href, links } from '../../../routes/links.ts';

/**
 * 申请售后 of a received order, in the order pages (全部订单, 已收货, 开票): the application form
 * for that order. Its accessible name names the row.
 */
export function ApplyAfterSaleLink({ orderId, of }: { orderId: number; of: string }) {
  return (
    <a href={href(links.afterSaleApply(orderId))} aria-label={`申请售后 ${of}`}>
      申请售后
    </a>
  );
}
