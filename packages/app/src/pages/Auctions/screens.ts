import type { ComponentType } from 'react';
import type { AuctionScreen } from '../../routes/table.ts';

/**
 * The auction area's screens, each its own chunk, loaded through this one module: the route
 * table's entry chunk imports the area once (see `areaScreen` in routes/screens.ts).
 */
export const auctionScreens: Record<AuctionScreen, () => Promise<ComponentType>> = {
  modelAuctionList: () =>
    import('./AuctionList/AuctionListPage.tsx').then((m) => m.AuctionListPage),
  otherPreBook: () => import('./PreBook/PreBookPage.tsx').then((m) => m.PreBookPage),
  activityPayDone: () => import('./WonItems/WonItemsPage.tsx').then((m) => m.WonItemsPage),
  activityMakeOrder: () => import('./MakeOrder/MakeOrderPage.tsx').then((m) => m.MakeOrderPage),
  activityFollow: () => import('./Follows/FollowsPage.tsx').then((m) => m.FollowsPage),
};
