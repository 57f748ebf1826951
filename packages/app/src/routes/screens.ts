import type { ComponentType } from 'react';
import { afterFirstPaint } from '../shell/RootShell/firstPaint.ts';
import { HomePage } from '../pages/Home/Main/HomePage.tsx';
import type {
  AfterSalesScreen,
  AuctionScreen,
  ContentScreen,
  InquiryScreen,
  OrderScreen,
  Screen,
  UserCentreScreen,
} from './table.ts';

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

/**
 * A screen in its own chunk. On a first load its chunk is fetched once the frame has painted
 * (the router shows the frame meanwhile), so the first paint does not wait behind it.
 */
const lazyScreen = (load: () => Promise<ComponentType>) => ({
  lazy: (): Promise<Loaded> =>
    loadWithin(afterFirstPaint(load)).then((Component) => ({ Component })),
});

/**
 * A screen of an area whose loaders come in one small chunk: the entry chunk carries one
 * import per area rather than one per screen with its preload list (the home route's initial
 * JS budget), at the cost of one small request on the area's first screen.
 */
const areaScreen =
  <K extends string>(loadArea: () => Promise<Record<K, () => Promise<ComponentType>>>) =>
  (screen: K) =>
    lazyScreen(() => loadArea().then((loaders) => loaders[screen]()));

const orderScreen = areaScreen<OrderScreen>(() =>
  import('../pages/Orders/screens.ts').then((m) => m.orderScreens),
);
const afterSalesScreen = areaScreen<AfterSalesScreen>(() =>
  import('../pages/AfterSales/screens.ts').then((m) => m.afterSalesScreens),
);
const contentScreen = areaScreen<ContentScreen>(() =>
  import('../pages/Content/screens.ts').then((m) => m.contentScreens),
);
const auctionScreen = areaScreen<AuctionScreen>(() =>
  import('../pages/Auctions/screens.ts').then((m) => m.auctionScreens),
);
const userCentreScreen = areaScreen<UserCentreScreen>(() =>
  import('../pages/UserCentre/screens.ts').then((m) => m.userCentreScreens),
);
const inquiryScreen = areaScreen<InquiryScreen>(() =>
  import('../pages/Inquiry/screens.ts').then((m) => m.inquiryScreens),
);

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
  promotionList: contentScreen('promotionList'),
  infoList: contentScreen('infoList'),
  infoDetail: contentScreen('infoDetail'),
  help: contentScreen('help'),
  aboutUs: contentScreen('aboutUs'),
  faqDetail: contentScreen('faqDetail'),
  ask: contentScreen('ask'),
  askList: contentScreen('askList'),
  askDetail: contentScreen('askDetail'),
  dataCenter: contentScreen('dataCenter'),
  appExtension: contentScreen('appExtension'),
  companyProfile: contentScreen('companyProfile'),
  query: inquiryScreen('query'),
  queryCopy: inquiryScreen('queryCopy'),
  queryShadowAdd: inquiryScreen('queryShadowAdd'),
  queryEditShadowAdd: inquiryScreen('queryEditShadowAdd'),
  queryList: inquiryScreen('queryList'),
  queryHistory: inquiryScreen('queryHistory'),
  makeOrder: inquiryScreen('makeOrder'),
  repeatedlyBuy: inquiryScreen('repeatedlyBuy'),
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
  orderToBeSubmit: orderScreen('orderToBeSubmit'),
  orderToBePaid: orderScreen('orderToBePaid'),
  orderToBePaidPayment: orderScreen('orderToBePaidPayment'),
  orderInStock: orderScreen('orderInStock'),
  orderToBeSupplemented: orderScreen('orderToBeSupplemented'),
  orderToBeSupplementedPayment: orderScreen('orderToBeSupplementedPayment'),
  orderToBeDelivery: orderScreen('orderToBeDelivery'),
  orderDelivery: orderScreen('orderDelivery'),
  orderToBeReceipt: orderScreen('orderToBeReceipt'),
  orderToBeInvoiced: orderScreen('orderToBeInvoiced'),
  orderHistory: orderScreen('orderHistory'),
  orderAllOrder: orderScreen('orderAllOrder'),
  orderAfterSales: afterSalesScreen('orderAfterSales'),
  orderAfterSalesAdd: afterSalesScreen('orderAfterSalesAdd'),
  orderAfterSalesUpdate: afterSalesScreen('orderAfterSalesUpdate'),
  orderAfterSalesDetail: afterSalesScreen('orderAfterSalesDetail'),
  detailReturnsRefunds: afterSalesScreen('detailReturnsRefunds'),
  detailRefundOnly: afterSalesScreen('detailRefundOnly'),
  detailExchange: afterSalesScreen('detailExchange'),
  detailOther: afterSalesScreen('detailOther'),
  detailNotProduct: afterSalesScreen('detailNotProduct'),
  details: afterSalesScreen('details'),
  modelAuctionList: auctionScreen('modelAuctionList'),
  otherPreBook: auctionScreen('otherPreBook'),
  activityPayDone: auctionScreen('activityPayDone'),
  activityMakeOrder: auctionScreen('activityMakeOrder'),
  activityFollow: auctionScreen('activityFollow'),
  companyCreate: userCentreScreen('companyCreate'),
  companyInfo: userCentreScreen('companyInfo'),
  companyStaff: userCentreScreen('companyStaff'),
  companyUpdateAdmin: userCentreScreen('companyUpdateAdmin'),
  fundManage: userCentreScreen('fundManage'),
  companyAddress: userCentreScreen('companyAddress'),
  companyInvoicing: userCentreScreen('companyInvoicing'),
  userUpdatePassword: userCentreScreen('userUpdatePassword'),
  companyAccount: userCentreScreen('companyAccount'),
  userSignature: userCentreScreen('userSignature'),
};
