/** Every localStorage key the client uses (spec section 9: user info, search history, auction state). */
export const STORAGE_KEYS = {
  user: 'mall.user',
  searchHistory: 'mall.searchHistory',
  auction: 'mall.auction',
} as const;

export { TOKEN_COOKIE } from '../contract/session.ts';
