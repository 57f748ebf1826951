/**
 * The whole route table of spec section 2, as data: the spec's names as ids, full hash paths,
 * whiteRoute meta, titles, the layout each screen sits in, and which later issue still owes
 * the screen. It is the one source of the app's paths: `router.tsx` turns it into React Router
 * routes, `links.ts` builds every link from it, and the guard and the reminder poller read its
 * meta.
 */

import type { AfterSaleScreenRoute } from '@mall/domain';

/** Which frame a screen sits in. */
export type Layout = 'home' | 'center' | 'gateway' | 'bare';

/** The screens built so far; every other route renders the pending page naming its screen. */
/** The screens of the order area (issue 6), each at /center/<its name>. */
export type OrderScreen =
  | 'orderToBeSubmit'
  | 'orderToBePaid'
  | 'orderToBePaidPayment'
  | 'orderInStock'
  | 'orderToBeSupplemented'
  | 'orderToBeSupplementedPayment'
  | 'orderToBeDelivery'
  | 'orderDelivery'
  | 'orderToBeReceipt'
  | 'orderToBeInvoiced'
  | 'orderHistory'
  | 'orderAllOrder';

/** The after-sales screens (issue 14), each at /center/orderAfterSales[/…]. */
export type AfterSalesScreen = 'orderAfterSales' | 'orderAfterSalesAdd' | AfterSaleScreenRoute;

/** The content pages of issue 4. */
export type ContentScreen =
  | 'promotionList'
  | 'infoList'
  | 'infoDetail'
  | 'help'
  | 'aboutUs'
  | 'faqDetail'
  | 'ask'
  | 'askList'
  | 'askDetail'
  | 'dataCenter'
  | 'appExtension'
  | 'companyProfile';

/** The auction area's screens (issue 16). */
export type AuctionScreen =
  'modelAuctionList' | 'otherPreBook' | 'activityPayDone' | 'activityMakeOrder' | 'activityFollow';
/** The user centre's built screens (userInfo's children, at /center/userInfo/...; userInfo itself only redirects). */
export type UserCentreScreen =
  | 'companyCreate'
  | 'companyInfo'
  | 'fundManage'
  | 'companyAddress'
  | 'companyInvoicing'
  | 'companyStaff'
  | 'companyUpdateAdmin'
  | 'companyAccount'
  | 'userUpdatePassword'
  | 'userSignature';
/**
 * The inquiry area's screens (issue 13): the form in its four modes, the list, the history,
 * make-order, repeat buying.
 */
export type InquiryScreen =
  | 'query'
  | 'queryCopy'
  | 'queryShadowAdd'
  | 'queryEditShadowAdd'
  | 'queryList'
  | 'queryHistory'
  | 'makeOrder'
  | 'repeatedlyBuy';

export type Screen =
  | OrderScreen
  | AfterSalesScreen
  | ContentScreen
  | AuctionScreen
  | UserCentreScreen
  | InquiryScreen
  | 'homeMain'
  | 'login'
  | 'register'
  | 'forgetPassword'
  | 'registerAuth'
  | 'thirdPartyCallback'
  | 'guide'
  | 'otherReminder'
  | 'search'
  | 'searchSecondGrade'
  | 'detail'
  | 'cartList'
  | 'cartMakeOrder';

export interface RouteEntry<Id extends string = string, Path extends string = string> {
  /** The spec's route name. */
  id: Id;
  /** Full hash path, with `:params`. */
  path: Path;
  /** Chinese page title (also the document title). */
  title: string;
  layout: Layout;
  /** whiteRoute: needs no login (spec section 2). */
  white?: true;
  /**
   * Open to visitors although not a whiteRoute: the home page, goods search and goods detail
   * (spec section 6: "Visitor: home page, search, and whiteRoute pages only"; issue 4 has
   * visitors open a goods detail from search), and the content pages of issue 4 (`content`).
   * Chosen here once.
   */
  visitor?: true;
  /** The screen that renders it, once built. */
  screen?: Screen;
  /** The area (issue) that still owes this screen while `screen` is absent. */
  area:
    'gateway' | 'home' | 'auctions' | 'inquiry' | 'centre' | 'orders' | 'aftersales' | 'messages';
}

const gateway = <Id extends string>(
  id: Id,
  title: string,
  screen?: Screen,
): RouteEntry<Id, `/gateway/${Id}`> => ({
  id,
  path: `/gateway/${id}`,
  title,
  layout: 'gateway',
  white: true,
  area: 'gateway',
  ...(screen ? { screen } : {}),
});

const home = <Id extends string, Path extends string>(
  id: Id,
  path: Path,
  title: string,
  area: RouteEntry['area'] = 'home',
): RouteEntry<Id, `/home/${Path}`> => ({
  id,
  path: `/home/${path}`,
  title,
  layout: 'home',
  area,
});

const center = <Id extends string, Path extends string>(
  id: Id,
  path: Path,
  title: string,
  area: RouteEntry['area'] = 'centre',
): RouteEntry<Id, `/center/${Path}`> => ({
  id,
  path: `/center/${path}`,
  title,
  layout: 'center',
  area,
});

/** A built screen of the order area, at /center/<its name>. */
const order = <Id extends OrderScreen>(screen: Id, title: string) => ({
  ...center(screen, screen, title, 'orders'),
  screen,
});

/** A built after-sales screen (issue 14), under /center/orderAfterSales. */
const afterSales = <Id extends AfterSalesScreen, Path extends string>(
  screen: Id,
  path: Path,
  title: string,
) => ({ ...center(screen, path, title, 'aftersales'), screen });

/**
 * The content pages (issue 4): open to visitors, like goods search (chosen; issue 4 has a
 * visitor read articles, and asking or feedback asks for a login through the action guard).
 */
const content = (screen: Screen): Pick<RouteEntry, 'visitor' | 'screen'> => ({
  visitor: true,
  screen,
});

export const routeTable = [
  gateway('login', '登录', 'login'),
  gateway('forgetPassword', '找回密码', 'forgetPassword'),
  gateway('register', '注册', 'register'),
  gateway('registerAuth', '绑定账号', 'registerAuth'),
  gateway('wxBack', '微信登录', 'thirdPartyCallback'),
  gateway('qqBack', 'QQ 登录', 'thirdPartyCallback'),
  gateway('qqBackPro', 'QQ 登录', 'thirdPartyCallback'),
  gateway('wxBackPro', '微信登录', 'thirdPartyCallback'),
  gateway('wxBackVip', '微信登录', 'thirdPartyCallback'),
  gateway('wxBackSupplier', '微信登录', 'thirdPartyCallback'),

  { ...home('main', 'main', '首页'), visitor: true, screen: 'homeMain' },
  { ...home('search', 'modelStore/search', '现货搜索'), visitor: true, screen: 'search' },
  { ...home('detail', 'modelStore/detail/:id', '商品详情'), visitor: true, screen: 'detail' },
  {
    ...home('searchSecondGrade', 'modelStore/searchSecondGrade', '现货搜索'),
    visitor: true,
    screen: 'searchSecondGrade',
  },
  // Open to visitors (chosen, issue 16): they see the lots and log in through the action guard to bid.
  {
    ...home('modelAuctionList', 'modelAuction/:activityId', '竞拍专场', 'auctions'),
    visitor: true,
    screen: 'modelAuctionList',
  },
  { ...home('query', 'modelDemand/query', '询价', 'inquiry'), screen: 'query' },
  { ...home('queryCopy', 'modelDemand/queryCopy', '复制询价', 'inquiry'), screen: 'queryCopy' },
  {
    ...home('queryShadowAdd', 'modelDemand/queryShadowAdd', '新增询价', 'inquiry'),
    screen: 'queryShadowAdd',
  },
  {
    ...home('queryEditShadowAdd', 'modelDemand/queryEditShadowAdd', '编辑询价', 'inquiry'),
    screen: 'queryEditShadowAdd',
  },
  { ...home('queryList', 'modelDemand/queryList', '询价单', 'inquiry'), screen: 'queryList' },
  {
    ...home('repeatedlyBuy', 'modelDemand/repeatedlyBuy', '再次购买', 'inquiry'),
    screen: 'repeatedlyBuy',
  },
  {
    ...home('queryHistory', 'modelDemand/queryHistory', '历史询价', 'inquiry'),
    screen: 'queryHistory',
  },
  { ...home('makeOrder', 'modelDemand/makeOrder', '需求下单', 'inquiry'), screen: 'makeOrder' },
  { ...home('dataCenter', 'dataCenter', '数据中心'), ...content('dataCenter') },
  { ...home('appExtension', 'appExtension', 'App 下载'), ...content('appExtension') },
  { ...home('aboutUs', 'aboutUs/:type', '关于我们'), ...content('aboutUs') },
  {
    ...home('aboutUsAskAboutDetail', 'aboutUsAskAboutDetail/:id', '常见问题'),
    ...content('faqDetail'),
  },
  { ...home('modelHelp', 'modelHelp/:type', '帮助中心'), ...content('help') },
  { ...home('ask', 'modelAskAbout/ask', '我要提问'), ...content('ask') },
  { ...home('askList', 'modelAskAbout/list', '问答'), ...content('askList') },
  { ...home('askDetail', 'modelAskAbout/detail/:id', '问答详情'), ...content('askDetail') },
  { ...home('infoList', 'modelInfo/list', '资讯'), ...content('infoList') },
  { ...home('infoDetail', 'modelInfo/detail/:id', '资讯详情'), ...content('infoDetail') },
  { ...home('cartList', 'modelShoppingCart/list', '购物车'), screen: 'cartList' },
  { ...home('cartMakeOrder', 'modelShoppingCart/makeOrder', '确认订单'), screen: 'cartMakeOrder' },
  { ...home('promotionList', 'modelPromotion/list', '促销活动'), ...content('promotionList') },

  center('userInfo', 'userInfo', '账户信息'),
  { ...center('companyCreate', 'userInfo/companyCreate', '企业认证'), screen: 'companyCreate' },
  { ...center('companyInfo', 'userInfo/companyInfo', '企业信息'), screen: 'companyInfo' },
  { ...center('companyAccount', 'userInfo/companyAccount', '账号信息'), screen: 'companyAccount' },
  { ...center('companyAddress', 'userInfo/companyAddress', '收货地址'), screen: 'companyAddress' },
  {
    ...center('companyInvoicing', 'userInfo/companyInvoicing', '开票信息'),
    screen: 'companyInvoicing',
  },
  { ...center('companyStaff', 'userInfo/companyStaff', '员工管理'), screen: 'companyStaff' },
  {
    ...center('companyUpdateAdmin', 'userInfo/companyUpdateAdmin', '变更管理员'),
    screen: 'companyUpdateAdmin',
  },
  {
    ...center('userUpdatePassword', 'userUpdatePassword', '修改密码'),
    screen: 'userUpdatePassword',
  },
  { ...center('userFundManage', 'userFundManage', '资金管理'), screen: 'fundManage' },
  { ...center('userSignature', 'userSignature', '电子签章'), screen: 'userSignature' },
  order('orderHistory', '历史合同'),
  order('orderInStock', '备货中'),
  order('orderToBeDelivery', '待发货'),
  order('orderDelivery', '申请发货'),
  order('orderToBePaid', '待付款'),
  order('orderToBePaidPayment', '支付定金'),
  order('orderToBeReceipt', '待收货'),
  order('orderToBeSubmit', '待提交'),
  order('orderToBeSupplemented', '待付尾款'),
  order('orderToBeSupplementedPayment', '支付尾款'),
  order('orderToBeInvoiced', '待开票'),
  order('orderAllOrder', '全部订单'),
  afterSales('orderAfterSales', 'orderAfterSales', '售后申请'),
  afterSales('orderAfterSalesAdd', 'orderAfterSales/add', '新建售后'),
  afterSales('orderAfterSalesDetail', 'orderAfterSales/detail', '售后详情'),
  afterSales('orderAfterSalesUpdate', 'orderAfterSales/update', '修改售后'),
  afterSales('detailReturnsRefunds', 'orderAfterSales/detailReturnsRefunds', '退货退款'),
  afterSales('detailRefundOnly', 'orderAfterSales/detailRefundOnly', '仅退款'),
  afterSales('detailExchange', 'orderAfterSales/detailExchange', '换货'),
  afterSales('detailOther', 'orderAfterSales/detailOther', '其他售后'),
  afterSales('detailNotProduct', 'orderAfterSales/detailNotProduct', '非产品问题'),
  afterSales('details', 'orderAfterSales/details', '产品问题'),
  { ...center('otherReminder', 'otherReminder', '我的提醒', 'messages'), screen: 'otherReminder' },
  { ...center('otherPreBook', 'otherPreBook', '我的预约', 'auctions'), screen: 'otherPreBook' },
  {
    ...center('activityPayDone', 'activityPayDone', '已拍商品', 'auctions'),
    screen: 'activityPayDone',
  },
  {
    ...center('activityMakeOrder', 'activityMakeOrder', '确认订单', 'auctions'),
    screen: 'activityMakeOrder',
  },
  {
    ...center('activityFollow', 'activityFollow', '我的关注', 'auctions'),
    screen: 'activityFollow',
  },

  {
    id: 'companyProfile',
    path: '/outside/companyProfile',
    title: '企业简介',
    layout: 'bare',
    white: true,
    area: 'home',
    screen: 'companyProfile',
  },
  {
    id: 'guideNovice',
    path: '/guideNovice',
    title: '新手引导',
    layout: 'gateway',
    white: true,
    area: 'gateway',
    screen: 'guide',
  },
] as const satisfies readonly RouteEntry[];

/** The spec's route names. */
export type RouteId = (typeof routeTable)[number]['id'];

/** What every matched route carries in `handle`. */
export interface RouteHandle {
  entry: RouteEntry;
}

/** Finds the entry whose path pattern matches a concrete path (query and hash ignored). */
export function matchRoute(path: string): RouteEntry | undefined {
  const [pathname = ''] = path.split(/[?#]/);
  const parts = pathname.split('/');
  return routeTable.find((entry) => {
    const pattern = entry.path.split('/');
    return (
      pattern.length === parts.length &&
      pattern.every((seg, i) => (seg.startsWith(':') ? parts[i] !== '' : seg === parts[i]))
    );
  });
}

/** True when the path needs no login at all (spec section 2's whiteRoute). */
export const isWhiteRoute = (path: string): boolean => matchRoute(path)?.white === true;

/** Routes whose screens later issues still owe. */
export const pendingRoutes = (): RouteEntry[] => routeTable.filter((entry) => !entry.screen);
