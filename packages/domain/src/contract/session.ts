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
}

const isInt = (value: unknown): value is number => Number.isSafeInteger(value);

/**
 * The stored user read back from browser storage, or null when it is not one. Checked by hand
 * rather than by a schema: the session restores it before the first paint, and zod does not
 * load with the page (the home route's initial JavaScript budget).
 */
export function parseStoredUser(value: unknown): StoredUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { username, uid, companyId, companyName, examineState, isAdministrators } =
    value as Partial<Record<keyof StoredUser, unknown>>;
  const valid =
    typeof username === 'string' &&
    isInt(uid) &&
    (companyId === null || isInt(companyId)) &&
    (companyName === null || typeof companyName === 'string') &&
    isInt(examineState) &&
    (isAdministrators === 0 || isAdministrators === 1);
  return valid ? { username, uid, companyId, companyName, examineState, isAdministrators } : null;
}
