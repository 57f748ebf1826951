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
 * A call that moves money or submits something the buyer would not want twice carries a key
 * made once per attempt (the store's SingleFlight) and reused on a retry of that attempt; the
 * server answers a repeated key with the first result and does nothing twice. These do: every
 * payment (deposit, final payment, price difference, after-sales supplement), recharge and
 * withdrawal; making and submitting orders (cart, inquiry quote, won auction lots); order
 * cancellations; delivery and invoice applications; bids; inquiries (submit, 再次询价) and their
 * messages; after-sales applications, their edits (修改售后) and 确认寄回; certification, the
 * administrator change, opening the seal and signing; adding an address; questions (提问) and
 * customer-service messages.
 *
 * The other writes need none, each for its reason:
 * - moves a state machine refuses to repeat: confirm receipt, evaluations (once per order or
 *   delivery), withdrawing a transfer payment, the order modification and its cancel or confirm
 *   (one pending at a time), cancelling a price difference or an invoice application, the
 *   after-sales cancel / agree to edit / accept the plan / confirm the result, splitting an
 *   inquiry or deleting a quote, the staff invitation (the number already listed) and the
 *   administrator's decisions on a member: a repeat finds the move made and is refused, the page
 *   reloads what it shows;
 * - writes that set a state (the same twice is the same): profile, password, window and message
 *   settings, address edit / default / delete, invoicing information, a custom contract's upload,
 *   following and subscribing in auctions, the onboarding guide;
 * - reads sent as POST or PUT (payment records, final-payment and fee details, auction lists,
 *   weight calculation, suggestions, queues, imports parsed for the form, PDFs, delivery lines,
 *   logistics), and records that only count (a FAQ opened, a goods page seen, a lot watched);
 * - uploads (photos, vouchers, licences): a repeat stores a copy nothing refers to;
 * - feedback: the sandbox refuses the same feedback again within a short time;
 * - text identification: a background parse whose second result is never read.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The client gives up waiting after 10 s. */
export const REQUEST_TIMEOUT_MS = 10_000;
