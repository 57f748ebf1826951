/** In-app hash paths the domain navigates to. */
export const HOME_PATH = '/home/main';
export const LOGIN_PATH = '/gateway/login';
export const GUIDE_PATH = '/guideNovice';

const pathname = (path: string): string => path.split(/[?#]/, 1)[0] ?? '';

/** The home page, or the root that redirects to it. */
export const isHomePath = (path: string): boolean => ['/', HOME_PATH].includes(pathname(path));

/** Login, register and the other gateway pages. */
export const isGatewayPath = (path: string): boolean => /^\/gateway(?:\/|$)/.test(pathname(path));

/** The login page, asked to come back to `redirect` afterwards. */
export const loginPathFor = (redirect: string): string =>
  `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}`;

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
