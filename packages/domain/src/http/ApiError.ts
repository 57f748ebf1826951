import { defaultMessageFor } from '../contract/index.ts';

/** How a call failed. */
type ApiErrorKind = 'business' | 'http' | 'timeout' | 'network' | 'malformed';

interface ApiErrorInit {
  /** The body code for 'business', the HTTP status for 'http' and 'malformed', 408 for 'timeout', 0 for 'network'. */
  code: number;
  kind: ApiErrorKind;
  /**
   * True when the client showed nothing: the body codes 409, 502, 508 and 599 (the caller
   * decides what to show) and an HTTP 401 (the login flow or the token clearing took over).
   */
  silent: boolean;
}

/**
 * Every failed call rejects with this. `message` is the text that was shown, or for a silent
 * body code the server's `msg` exactly as sent (possibly empty).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly kind: ApiErrorKind;
  readonly silent: boolean;

  constructor(message: string, { code, kind, silent }: ApiErrorInit) {
    super(message);
    this.code = code;
    this.kind = kind;
    this.silent = silent;
  }
}

/** The text for a failure: its message, or for a silent code sent without one, the code's default. */
export const apiErrorMessage = (error: ApiError): string =>
  error.message || defaultMessageFor(error.code);

/**
 * Whether a call went through. A refusal from the client (already shown to the user) gives
 * false; anything else thrown is a bug and is thrown on.
 */
export async function succeeded(call: Promise<unknown>): Promise<boolean> {
  try {
    await call;
    return true;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return false;
  }
}
