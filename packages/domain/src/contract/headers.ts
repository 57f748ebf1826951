/**
 * Where the calls go, the request headers of spec section 7 and the client's limits (spec
 * section 9), named once so that the client sends them and the sandbox reads them under the
 * same names. Kept apart from `paths` (and free of zod): the http client, on the home route's
 * initial JavaScript, needs these and none of the paths.
 */

/** The base of every path in `paths`. */
export const API_BASE = '/api/csr';

/** The fixed source of the PC client. */
export const SOURCE = '11';
export const SOURCE_HEADER = 'Source';

/** Carries the login token whenever one exists. */
export const TOKEN_HEADER = 'Token';

/**
 * Money-moving calls (payments, submit order, withdraw) carry a key made once per attempt and
 * reused on a retry of that attempt; the server answers a repeated key with the first result.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The client gives up waiting after 10 s. */
export const REQUEST_TIMEOUT_MS = 10_000;
