import type { ComponentType } from 'react';
import type { AfterSalesScreen } from '../../routes/table.ts';

/**
 * The after-sales screens, loaded through this one module (see `areaScreen` in
 * routes/screens.ts). Every detail route shows the one detail page, which reads the kind from
 * the application (one import each: the catalogue reads the page module of every key).
 */
export const afterSalesScreens: Record<AfterSalesScreen, () => Promise<ComponentType>> = {
  orderAfterSales: () => import('./List/AfterSalesPage.tsx').then((m) => m.AfterSalesPage),
  orderAfterSalesAdd: () => import('./Add/AfterSaleAddPage.tsx').then((m) => m.AfterSaleAddPage),
  orderAfterSalesUpdate: () =>
    import('./Update/AfterSaleUpdatePage.tsx').then((m) => m.AfterSaleUpdatePage),
  orderAfterSalesDetail: () =>
    import('./Detail/AfterSaleDetailPage.tsx').then((m) => m.AfterSaleDetailPage),
  detailReturnsRefunds: () =>
    import('./Detail/AfterSaleDetailPage.tsx').then((m) => m.AfterSaleDetailPage),
  detailRefundOnly: () =>
    import('./Detail/AfterSaleDetailPage.tsx').then((m) => m.AfterSaleDetailPage),
  detailExchange: () =>
    import('./Detail/AfterSaleDetailPage.tsx').then((m) => m.AfterSaleDetailPage),
  detailOther: () => import('./Detail/AfterSaleDetailPage.tsx').then((m) => m.AfterSaleDetailPage),
  detailNotProduct: () =>
    import('./Detail/AfterSaleDetailPage.tsx').then((m) => m.AfterSaleDetailPage),
  details: () => import('./Detail/AfterSaleDetailPage.tsx').then((m) => m.AfterSaleDetailPage),
};
