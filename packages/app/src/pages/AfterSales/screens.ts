import type { ComponentType } from 'react';
import type { AfterSalesScreen } from '../../routes/table.ts';

const detail = () => import('./Detail/AfterSaleDetailPage.tsx').then((m) => m.AfterSaleDetailPage);

/**
 * The after-sales screens, loaded through this one module (see `areaScreen` in
 * routes/screens.ts). Every detail route shows the one detail page, which reads the kind from
 * the application.
 */
export const afterSalesScreens: Record<AfterSalesScreen, () => Promise<ComponentType>> = {
  orderAfterSales: () => import('./List/AfterSalesPage.tsx').then((m) => m.AfterSalesPage),
  orderAfterSalesAdd: () => import('./Add/AfterSaleAddPage.tsx').then((m) => m.AfterSaleAddPage),
  orderAfterSalesUpdate: () =>
    import('./Update/AfterSaleUpdatePage.tsx').then((m) => m.AfterSaleUpdatePage),
  orderAfterSalesDetail: detail,
  detailReturnsRefunds: detail,
  detailRefundOnly: detail,
  detailExchange: detail,
  detailOther: detail,
  detailNotProduct: detail,
  details: detail,
};
