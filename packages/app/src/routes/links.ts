import { loginPathFor, withQuery, type ScreenLink } from '@mall/domain';
import { routeTable, type RouteId } from './table.ts';

/**
 * Every in-app link, built from the route table: `pathTo` for a route as it is, `links` for the
 * routes that take parameters, `href` to turn a path into a hash link, and `screenPath` for the
 * screens the domain's stores open.
 */

/** The routes whose path has no `:param`. */
export type PlainRouteId = Exclude<
  (typeof routeTable)[number],
  { path: `${string}:${string}` }
>['id'];

/** Query values, each URL-encoded when appended. */
export type Query = Record<string, string | number>;

const pathById: ReadonlyMap<string, string> = new Map(routeTable.map(({ id, path }) => [id, path]));

/** The route's path pattern, with its `:params`. */
const patternOf = (id: RouteId): string => pathById.get(id) ?? '';

/** The path of a route with no parameters, with `query` appended (each value encoded). */
export const pathTo = (id: PlainRouteId, query?: Query): string =>
  query ? withQuery(patternOf(id), query) : patternOf(id);

/** A route's path with its `:params` filled in (each value encoded). */
const fill = (id: RouteId, params: Query): string =>
  patternOf(id).replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );

/** `?ids=1,2` of the payment pages: the ids as they are, separated by commas. */
const withIds = (path: string, ids: readonly number[]): string => `${path}?ids=${ids.join(',')}`;

/** An in-app hash link to `path`. */
export const href = (path: string): string => `#${path}`;

/** The home page's `area` parameter that scrolls it to its auctions (快捷入口's 竞拍专场). */
export const HOME_AUCTION_AREA = 'auctions';

/** The hash link of a route with no parameters. */
export const hrefTo = (id: PlainRouteId, query?: Query): string => href(pathTo(id, query));

/** The paths of the routes that take parameters or a query. */
export const links = {
  /** The login page; with `redirect`, it comes back there afterwards (spec section 2). */
  login: (redirect?: string): string =>
    redirect === undefined ? pathTo('login') : loginPathFor(redirect),
  /** The goods search, for a keyword when given (trimmed). */
  search: (keyword?: string): string =>
    keyword === undefined ? pathTo('search') : pathTo('search', { keyword: keyword.trim() }),
  /** The goods of one category. */
  searchSecondGrade: (category: string): string => pathTo('searchSecondGrade', { category }),
  /** A batch's goods detail page. */
  goodsDetail: (batchId: number | string): string => fill('detail', { id: batchId }),
  /** An auction activity's lots (竞拍专场). */
  auction: (activityId: number): string => fill('modelAuctionList', { activityId }),
  /** 发起询价 of batches: the demand page with their ids. */
  inquiry: (batchIds: readonly number[]): string =>
    `${pathTo('query')}?batchIds=${batchIds.join(',')}`,
  /** A help centre page, e.g. guide. */
  help: (type: string): string => fill('modelHelp', { type }),
  /** A 关于我们 page, e.g. company, faq, agreement. */
  aboutUs: (type: string): string => fill('aboutUs', { type }),
  /** A FAQ entry. */
  faq: (id: number): string => fill('aboutUsAskAboutDetail', { id }),
  /** An article. */
  article: (id: number): string => fill('infoDetail', { id }),
  /** A question and its answers. */
  question: (id: number): string => fill('askDetail', { id }),
  /** The delivery application of an order. */
  delivery: (orderId: number): string => pathTo('orderDelivery', { orderId }),
  /** The deposit payment of these orders. */
  depositPayment: (ids: readonly number[]): string => withIds(pathTo('orderToBePaidPayment'), ids),
  /** 申请售后 of a received order. */
  afterSaleApply: (orderId: number): string => pathTo('orderAfterSalesAdd', { orderId }),
  /** The final payment (settlement) of these orders. */
  finalPayment: (ids: readonly number[]): string =>
    withIds(pathTo('orderToBeSupplementedPayment'), ids),
};

/** The path of a screen a store opens (`Environment.open`). */
export function screenPath(screen: ScreenLink): string {
  switch (screen.route) {
    case 'orderToBePaidPayment':
      return links.depositPayment(screen.ids);
    case 'orderToBeSupplementedPayment':
      return links.finalPayment(screen.ids);
    case 'askDetail':
      return links.question(screen.id);
    case 'orderAfterSalesUpdate':
    case 'orderAfterSalesDetail':
    case 'detailReturnsRefunds':
    case 'detailRefundOnly':
    case 'detailExchange':
    case 'detailOther':
    case 'detailNotProduct':
    case 'details':
    case 'queryCopy':
    case 'queryEditShadowAdd':
    case 'makeOrder':
      return pathTo(screen.route, { id: screen.id });
    case 'query':
      return links.inquiry(screen.batchIds);
    case 'registerAuth': {
      const { unionid, openid, type, name } = screen.identity;
      return pathTo('registerAuth', { unionid, openid, type, name });
    }
    default:
      return pathTo(screen.route);
  }
}
