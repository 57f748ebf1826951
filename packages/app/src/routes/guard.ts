import { isHomePath } from '@mall/domain';
import { links } from './links.ts';
import { matchRoute } from './table.ts';

/**
 * The route guard of spec section 2. Without a token, only the home page, whiteRoutes and the
 * visitor screens (search, goods detail) open; anything else goes to the login page, which
 * brings the user back afterwards. Returns where to go instead, or null to let it through.
 */
export function guardRedirect(fullPath: string, hasToken: boolean): string | null {
  if (hasToken) return null;
  const entry = matchRoute(fullPath);
  if (!entry) return null; // the catch-all error page is open to everyone
  if (entry.white || entry.visitor || isHomePath(fullPath)) return null;
  return links.login(fullPath);
}
