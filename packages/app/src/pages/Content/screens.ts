import type { ComponentType } from 'react';
import type { ContentScreen } from '../../routes/table.ts';

/**
 * The content pages' screens (issue 4), each its own chunk, loaded through this one module:
 * the route table's entry chunk imports the area once (see `areaScreen` in routes/screens.ts).
 */
export const contentScreens: Record<ContentScreen, () => Promise<ComponentType>> = {
  promotionList: () =>
    import('./PromotionList/PromotionListPage.tsx').then((m) => m.PromotionListPage),
  infoList: () => import('./InfoList/InfoListPage.tsx').then((m) => m.InfoListPage),
  infoDetail: () => import('./InfoDetail/InfoDetailPage.tsx').then((m) => m.InfoDetailPage),
  help: () => import('./Help/HelpPage.tsx').then((m) => m.HelpPage),
  aboutUs: () => import('./AboutUs/AboutUsPage.tsx').then((m) => m.AboutUsPage),
  faqDetail: () => import('./FaqDetail/FaqDetailPage.tsx').then((m) => m.FaqDetailPage),
  ask: () => import('./Ask/AskPage.tsx').then((m) => m.AskPage),
  askList: () => import('./AskList/AskListPage.tsx').then((m) => m.AskListPage),
  askDetail: () => import('./AskDetail/AskDetailPage.tsx').then((m) => m.AskDetailPage),
  dataCenter: () => import('./DataCenter/DataCenterPage.tsx').then((m) => m.DataCenterPage),
  appExtension: () => import('./AppExtension/AppExtensionPage.tsx').then((m) => m.AppExtensionPage),
  companyProfile: () =>
    import('./CompanyProfile/CompanyProfilePage.tsx').then((m) => m.CompanyProfilePage),
};
