import type { ComponentType } from 'react';
import { HomePage } from '../pages/Home/Main/HomePage.tsx';
import type { Screen } from './table.ts';

/** A script chunk that has not arrived after this long counts as failed (spec section 9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

type Loaded = { Component: ComponentType };

/** Loads a lazy screen's chunk, failing with a clear message after the spec's time-out. */
export function loadWithin<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('页面加载超时，请检查网络后刷新重试')), ms);
  });
  return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
}

const lazyScreen = (load: () => Promise<ComponentType>) => ({
  lazy: (): Promise<Loaded> => loadWithin(load).then((Component) => ({ Component })),
});

/**
 * What renders each built screen. The shell and the home page load eagerly; every other
 * screen is its own chunk.
 */
export const screens: Record<Screen, Loaded | { lazy: () => Promise<Loaded> }> = {
  homeMain: { Component: HomePage },
  login: lazyScreen(() => import('../pages/Gateway/Login/LoginPage.tsx').then((m) => m.LoginPage)),
  register: lazyScreen(() =>
    import('../pages/Gateway/Register/RegisterPage.tsx').then((m) => m.RegisterPage),
  ),
  forgetPassword: lazyScreen(() =>
    import('../pages/Gateway/ForgetPassword/ForgetPasswordPage.tsx').then(
      (m) => m.ForgetPasswordPage,
    ),
  ),
  registerAuth: lazyScreen(() =>
    import('../pages/Gateway/RegisterAuth/RegisterAuthPage.tsx').then((m) => m.RegisterAuthPage),
  ),
  thirdPartyCallback: lazyScreen(() =>
    import('../pages/Gateway/ThirdPartyCallback/ThirdPartyCallbackPage.tsx').then(
      (m) => m.ThirdPartyCallbackPage,
    ),
  ),
  guide: lazyScreen(() =>
    import('../pages/Guide/GuideNovice/GuideNovicePage.tsx').then((m) => m.GuideNovicePage),
  ),
  promotionList: lazyScreen(() =>
    import('../pages/Content/PromotionList/PromotionListPage.tsx').then((m) => m.PromotionListPage),
  ),
  infoList: lazyScreen(() =>
    import('../pages/Content/InfoList/InfoListPage.tsx').then((m) => m.InfoListPage),
  ),
  infoDetail: lazyScreen(() =>
    import('../pages/Content/InfoDetail/InfoDetailPage.tsx').then((m) => m.InfoDetailPage),
  ),
  help: lazyScreen(() => import('../pages/Content/Help/HelpPage.tsx').then((m) => m.HelpPage)),
  aboutUs: lazyScreen(() =>
    import('../pages/Content/AboutUs/AboutUsPage.tsx').then((m) => m.AboutUsPage),
  ),
  faqDetail: lazyScreen(() =>
    import('../pages/Content/FaqDetail/FaqDetailPage.tsx').then((m) => m.FaqDetailPage),
  ),
  ask: lazyScreen(() => import('../pages/Content/Ask/AskPage.tsx').then((m) => m.AskPage)),
  askList: lazyScreen(() =>
    import('../pages/Content/AskList/AskListPage.tsx').then((m) => m.AskListPage),
  ),
  askDetail: lazyScreen(() =>
    import('../pages/Content/AskDetail/AskDetailPage.tsx').then((m) => m.AskDetailPage),
  ),
  dataCenter: lazyScreen(() =>
    import('../pages/Content/DataCenter/DataCenterPage.tsx').then((m) => m.DataCenterPage),
  ),
  appExtension: lazyScreen(() =>
    import('../pages/Content/AppExtension/AppExtensionPage.tsx').then((m) => m.AppExtensionPage),
  ),
  companyProfile: lazyScreen(() =>
    import('../pages/Content/CompanyProfile/CompanyProfilePage.tsx').then(
      (m) => m.CompanyProfilePage,
    ),
  ),
  otherReminder: lazyScreen(() =>
    import('../pages/Messages/OtherReminder/OtherReminderPage.tsx').then(
      (m) => m.OtherReminderPage,
    ),
  ),
  search: lazyScreen(() =>
    import('../pages/Goods/Search/SearchPage.tsx').then((m) => m.SearchPage),
  ),
  searchSecondGrade: lazyScreen(() =>
    import('../pages/Goods/Search/SearchPage.tsx').then((m) => m.SearchSecondGradePage),
  ),
  detail: lazyScreen(() =>
    import('../pages/Goods/Detail/DetailPage.tsx').then((m) => m.DetailPage),
  ),
  cartList: lazyScreen(() =>
    import('../pages/Cart/CartList/CartListPage.tsx').then((m) => m.CartListPage),
  ),
  cartMakeOrder: lazyScreen(() =>
    import('../pages/Cart/MakeOrder/MakeOrderPage.tsx').then((m) => m.MakeOrderPage),
  ),
};
