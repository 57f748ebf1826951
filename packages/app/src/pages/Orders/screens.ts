import type { ComponentType } from 'react';
import type { OrderScreen } from '../../routes/table.ts';

/**
 * The order area's screens, each its own chunk, loaded through this one module: the route
 * table's entry chunk imports the area once (see `areaScreen` in routes/screens.ts).
 */
export const orderScreens: Record<OrderScreen, () => Promise<ComponentType>> = {
  orderToBeSubmit: () => import('./ToBeSubmit/ToBeSubmitPage.tsx').then((m) => m.ToBeSubmitPage),
  orderToBePaid: () => import('./ToBePaid/ToBePaidPage.tsx').then((m) => m.ToBePaidPage),
  orderToBePaidPayment: () =>
    import('./ToBePaidPayment/ToBePaidPaymentPage.tsx').then((m) => m.ToBePaidPaymentPage),
  orderInStock: () => import('./InStock/InStockPage.tsx').then((m) => m.InStockPage),
  orderToBeSupplemented: () =>
    import('./ToBeSupplemented/ToBeSupplementedPage.tsx').then((m) => m.ToBeSupplementedPage),
  orderToBeSupplementedPayment: () =>
    import('./ToBeSupplementedPayment/ToBeSupplementedPaymentPage.tsx').then(
      (m) => m.ToBeSupplementedPaymentPage,
    ),
  orderToBeDelivery: () =>
    import('./ToBeDelivery/ToBeDeliveryPage.tsx').then((m) => m.ToBeDeliveryPage),
  orderDelivery: () => import('./Delivery/DeliveryPage.tsx').then((m) => m.DeliveryPage),
  orderToBeReceipt: () =>
    import('./ToBeReceipt/ToBeReceiptPage.tsx').then((m) => m.ToBeReceiptPage),
  orderToBeInvoiced: () =>
    import('./ToBeInvoiced/ToBeInvoicedPage.tsx').then((m) => m.ToBeInvoicedPage),
  orderHistory: () => import('./History/HistoryPage.tsx').then((m) => m.HistoryPage),
  orderAllOrder: () => import('./AllOrder/AllOrderPage.tsx').then((m) => m.AllOrderPage),
};
