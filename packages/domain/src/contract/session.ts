import { API_BASE } from './headers.ts';

/**
 * What the session reads before the home route's first paint: the certification states and
 * the user kept in browser storage. Free of zod, like paths, errors, headers and paging: a
 * contract module that builds a schema when it loads brings zod with it, whatever is imported
 * from it, and zod is not part of the home route's initial JavaScript.
 */

/** Certification states of a user's company. Only 2 counts as verified (spec section 4). */
export const EXAMINE_STATE = { none: 0, pending: 1, verified: 2, rejected: 3 } as const;

/** The user as kept in browser storage (spec section 3, "Stored user info"). */
export interface StoredUser {
  username: string;
  uid: number;
  companyId: number | null;
  companyName: string | null;
  examineState: number;
  isAdministrators: 0 | 1;
  /**
   * Chosen, beyond the spec's six fields: the avatar's file id (user info's `headpic`), so that
   * the header shows it after a reload too. A value stored before it was kept reads as null.
   */
  headpic: string | null;
  /**
   * Chosen, beyond the spec's six fields: the user's real name (user info's `realname`), the
   * inquiry form's default contact with `username` (their mobile). A value stored before it was
   * kept reads as null.
   */
  realname: string | null;
}

/** The cookie holding the login token (spec section 6). */
export const TOKEN_COOKIE = 'Token';

/** Chosen. Followed by '/{fileId}': GET an uploaded image of the user's (userCentrePaths.file). */
export const USER_FILE_PATH = '/pc/user/file';

/**
 * An uploaded image's address, for an <img>: it cannot send the Token header, so the sandbox
 * reads this one path's session from the Token cookie the client keeps (same origin).
 */
export const userFileUrl = (fileId: string): string => `${API_BASE}${USER_FILE_PATH}/${fileId}`;

const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isTextOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/**
 * The stored user read back from browser storage, or null when it is not one. Checked by hand
 * rather than by a schema: the session restores it before the first paint, and zod does not
 * load with the page (the home route's initial JavaScript budget).
 */
export function parseStoredUser(value: unknown): StoredUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const {
    username,
    uid,
    companyId,
    companyName,
    examineState,
    isAdministrators,
    headpic = null,
    realname = null,
  } = value as Partial<Record<keyof StoredUser, unknown>>;
  const valid =
    typeof username === 'string' &&
    isInt(uid) &&
    (companyId === null || isInt(companyId)) &&
    isTextOrNull(companyName) &&
    isInt(examineState) &&
    (isAdministrators === 0 || isAdministrators === 1) &&
    isTextOrNull(headpic) &&
    isTextOrNull(realname);
  return valid
    ? { username, uid, companyId, companyName, examineState, isAdministrators, headpic, realname }
    : null;
}
