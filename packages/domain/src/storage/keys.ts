/**
 * Every browser storage key the client uses (spec section 9: user info, search history, auction
 * state; chosen: the inquiry form's draft, and the one message carried across a reload).
 */
export const STORAGE_KEYS = {
  user: 'mall.user',
  searchHistory: 'mall.searchHistory',
  auction: 'mall.auction',
  /** The inquiry form's draft; an edited inquiry's draft is under `${inquiryDraft}.${id}`. */
  inquiryDraft: 'mall.inquiryDraft',
} as const;

/** sessionStorage: the message shown once after a reload (退出成功). */
export const FLASH_KEY = 'mall.flash';

/**
 * The keys kept per user (chosen): a draft, a history or a window setting of one user never
 * shows to the next user of the browser. Each is stored as `${key}@${owner}`, the owner being
 * the user's uid or 'visitor'; on a login as someone else the stores read the new owner's.
 */
export const PER_USER_KEYS: readonly string[] = [
  STORAGE_KEYS.searchHistory,
  STORAGE_KEYS.auction,
  STORAGE_KEYS.inquiryDraft,
];

/** Whether `key` (or a key under it, `${key}.…`) is kept per user. */
export const isPerUserKey = (key: string): boolean =>
  PER_USER_KEYS.some((base) => key === base || key.startsWith(`${base}.`));

/** The key under which `owner` keeps `key`. */
export const ownedKey = (key: string, owner: string): string =>
  isPerUserKey(key) ? `${key}@${owner}` : key;

export { TOKEN_COOKIE } from '../contract/session.ts';
