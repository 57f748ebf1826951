export * from './Poller.ts';
export * from './timers.ts';
export type { PageUpdateChecker } from './PageUpdateChecker.ts';

/**
 * The page-update checker (spec section 4), loaded once the shell starts it: its first check runs
 * after the page is up anyway, so its code stays off the home route's initial JavaScript.
 */
export const loadPageUpdateChecker = () =>
  import('./PageUpdateChecker.ts').then((module) => module.PageUpdateChecker);
