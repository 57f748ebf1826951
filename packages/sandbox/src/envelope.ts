import { SUCCESS_CODE, defaultMessageFor } from '@mall/domain/contract';

/**
 * Every answer of the sandbox is the mall's envelope `{ code, msg, data }`. Errors are body
 * codes with HTTP 200, as the mall does; only injected faults change the HTTP status.
 */
export const respond = <T>(code: number, msg: string, data: T, httpStatus = 200): Response =>
  Response.json({ code, msg, data }, { status: httpStatus });

export const ok = <T>(data: T, msg = 'success'): Response => respond(SUCCESS_CODE, msg, data);

/** An error answer; the message defaults to the contract's catalogue text for the code. */
export const fail = (code: number, msg: string = defaultMessageFor(code)): Response =>
  respond(code, msg, null);
