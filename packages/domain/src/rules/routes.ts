/** In-app hash paths the domain navigates to. */
export const HOME_PATH = '/home/main';
export const LOGIN_PATH = '/gateway/login';
export const GUIDE_PATH = '/guideNovice';
/** Company certification (the action guard's 去认证). */
export const COMPANY_CREATE_PATH = '/center/userInfo/companyCreate';
/** Binds a new third-party identity to an account. */
const REGISTER_AUTH_PATH = '/gateway/registerAuth';

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

/** The goods search page. */
export const SEARCH_PATH = '/home/modelStore/search';

/** The goods search for a keyword (the header's search box, a chat's product card). */
export const keywordSearchPath = (keyword: string): string =>
  withQuery(SEARCH_PATH, { keyword: keyword.trim() });

/** The identity a third-party provider vouched for, not yet bound to an account. */
interface UnboundIdentity {
  unionid: string;
  openid: string;
  type: number;
  /** The provider's nickname. */
  name: string;
}

/** /gateway/registerAuth with unionid, openid, type and name (spec section 4). */
export const registerAuthPathFor = ({ unionid, openid, type, name }: UnboundIdentity): string =>
  withQuery(REGISTER_AUTH_PATH, { unionid, openid, type, name });

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
