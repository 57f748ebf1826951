/** Phones (not tablets or desktops) go to the separate mobile site (spec section 1). */
const PHONE_UA =
  /Android.+Mobile|iPhone|iPod|Windows Phone|BlackBerry|IEMobile|Opera Mini|HarmonyOS.+Mobile/i;

/** The mobile site, configurable at build time with VITE_MOBILE_SITE_URL. */
export const DEFAULT_MOBILE_SITE_URL = 'https://m.lvcai-mall.example/';

/**
 * Where a visitor with this user agent should go instead of the PC client, or null to stay.
 * The current hash path is carried over so that a shared link lands on the same screen.
 */
export function mobileRedirectTarget(
  userAgent: string,
  mobileSiteUrl: string,
  hashPath: string,
): string | null {
  if (!PHONE_UA.test(userAgent) || !/^https?:\/\//.test(mobileSiteUrl)) return null;
  const url = new URL(mobileSiteUrl);
  if (hashPath && hashPath !== '/') url.hash = hashPath;
  return url.toString();
}
