/**
 * The paths of the login flow (spec section 2: the guard's login with a redirect back, the
 * guide after a first login, the action guard's 去认证), which the session reads and writes as
 * paths. The app's route table is the source of every path; the app's links test checks that
 * these agree with it.
 */
export const HOME_PATH = '/home/main';
export const LOGIN_PATH = '/gateway/login';
export const GUIDE_PATH = '/guideNovice';
/** Company certification (the action guard's 去认证). */
export const COMPANY_CREATE_PATH = '/center/userInfo/companyCreate';

const pathname = (path: string): string => path.split(/[?#]/, 1)[0] ?? '';

/** The home page, or the root that redirects to it. */
export const isHomePath = (path: string): boolean => ['/', HOME_PATH].includes(pathname(path));

/** Login, register and the other gateway pages. */
export const isGatewayPath = (path: string): boolean => /^\/gateway(?:\/|$)/.test(pathname(path));

/** `path` with `query` appended, each value URL-encoded. */
export const withQuery = (path: string, query: Record<string, string | number>): string =>
  `${path}?${Object.entries(query)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&')}`;

/** The login page, asked to come back to `redirect` afterwards. */
export const loginPathFor = (redirect: string): string => withQuery(LOGIN_PATH, { redirect });

/** The identity a third-party provider vouched for, not yet bound to an account. */
interface UnboundIdentity {
  unionid: string;
  openid: string;
  type: number;
  /** The provider's nickname. */
  name: string;
}

/** The after-sales screens opened with an application's id. */
export type AfterSaleScreenRoute =
  | 'orderAfterSalesUpdate'
  | 'orderAfterSalesDetail'
  | 'detailReturnsRefunds'
  | 'detailRefundOnly'
  | 'detailExchange'
  | 'detailOther'
  | 'detailNotProduct'
  | 'details';

/** The screens a store opens as they are, by their names in the spec's route table. */
export type PlainScreenRoute =
  | 'main'
  | 'login'
  | 'queryList'
  | 'orderToBeSubmit'
  | 'orderToBePaid'
  | 'orderInStock'
  | 'orderToBeSupplemented'
  | 'orderToBeDelivery'
  | 'orderToBeReceipt'
  | 'otherReminder'
  | 'activityPayDone'
  | 'activityMakeOrder'
  | 'activityFollow'
  | 'otherPreBook'
  | 'userFundManage';

/**
 * A screen a store opens (`Environment.open`): its name in the spec's route table (section 2)
 * and what the screen is opened with. The app builds the path from its route table.
 */
export type ScreenLink =
  | { route: PlainScreenRoute }
  /** A payment page of these orders (?ids=). */
  | { route: 'orderToBePaidPayment' | 'orderToBeSupplementedPayment'; ids: readonly number[] }
  /** A question's page. */
  | { route: 'askDetail'; id: number }
  /** An after-sale application's detail (its kind's route) or its edit form (?id=). */
  | { route: AfterSaleScreenRoute; id: number }
  /** An inquiry copied into the form, edited in it, or its quote ordered (?id=). */
  | { route: 'queryCopy' | 'queryEditShadowAdd' | 'makeOrder'; id: number }
  /**
   * 发起询价 of batches (a goods detail, the cart's selected lines, 再次购买). Chosen: the demand
   * page (modelDemand/query) with the batch ids it turns into inquiry lines (?batchIds=; spec:
   * selectMallProductBatchToInquiryDetailNew).
   */
  | { route: 'query'; batchIds: readonly number[] }
  /** Binding a new third-party identity (spec section 4: unionid, openid, type and name). */
  | { route: 'registerAuth'; identity: UnboundIdentity };

const hasControlCharacter = (text: string): boolean =>
  [...text].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

const isSafePath = (path: string): boolean =>
  path.startsWith('/') &&
  !path.startsWith('//') &&
  !path.includes('\\') &&
  !hasControlCharacter(path) &&
  !/javascript:/i.test(path) &&
  !isGatewayPath(path);

const decoded = (path: string): string | null => {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
};

/**
 * The post-login target if it is an in-app hash path such as '/center/orderAllOrder?tab=1',
 * else the home page. Refused: other origins ('//host', schemes), backslashes, control
 * characters, 'javascript:', paths not starting with '/', and the gateway pages themselves;
 * each check also applies to the percent-decoded target.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target) return HOME_PATH;
  const plain = decoded(target);
  return plain !== null && isSafePath(target) && isSafePath(plain) ? target : HOME_PATH;
}
