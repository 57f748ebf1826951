import type { ComponentType } from 'react';
import type { InquiryScreen } from '../../routes/table.ts';

/**
 * The inquiry area's screens, loaded through this one module (see `areaScreen` in
 * routes/screens.ts). The four form routes are one form in its modes; the list and the history
 * are one list of either side of the lifecycle.
 */
export const inquiryScreens: Record<InquiryScreen, () => Promise<ComponentType>> = {
  query: () => import('./Query/QueryPage.tsx').then((m) => m.QueryPage),
  queryShadowAdd: () => import('./Query/QueryPage.tsx').then((m) => m.QueryShadowAddPage),
  queryCopy: () => import('./Query/QueryPage.tsx').then((m) => m.QueryCopyPage),
  queryEditShadowAdd: () => import('./Query/QueryPage.tsx').then((m) => m.QueryEditShadowAddPage),
  queryList: () => import('./QueryList/QueryListPage.tsx').then((m) => m.QueryListPage),
  queryHistory: () => import('./QueryList/QueryListPage.tsx').then((m) => m.QueryHistoryPage),
  makeOrder: () => import('./MakeOrder/MakeOrderPage.tsx').then((m) => m.MakeOrderPage),
  repeatedlyBuy: () =>
    import('./RepeatedlyBuy/RepeatedlyBuyPage.tsx').then((m) => m.RepeatedlyBuyPage),
};
