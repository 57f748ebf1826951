import styled from 'styled-components';
import type { OrderSummary } from '@mall/domain/contract/orders';
import { href, screenPath } from '../../../routes/links.ts';

const List = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  font-variant-numeric: tabular-nums;
`;

/**
 * The after-sale application numbers of an order, in the order pages (全部订单 and the order
 * detail): each opens the application's detail. Nothing when the order has none.
 */
export function OrderAfterSaleLinks({ order }: { order: Pick<OrderSummary, 'afterSales'> }) {
  if (order.afterSales.length === 0) return null;
  return (
    <List>
      {order.afterSales.map(({ afterSaleId, afterSaleNo }) => (
        <a
          key={afterSaleId}
          href={href(screenPath({ route: 'orderAfterSalesDetail', id: afterSaleId }))}
        >
          {afterSaleNo}
        </a>
      ))}
    </List>
  );
}
