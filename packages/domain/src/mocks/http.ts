import { delay, http, HttpResponse } from 'msw';
import type { HttpResponseResolver } from 'msw';
import { API_BASE, IDEMPOTENCY_KEY_HEADER, SUCCESS_CODE } from '../contract/index.ts';

/**
 * What every resource's handlers are built from: a path on any origin, the gateway's answers
 * (data, a refusal, an HTTP status, a file, no answer at all), and a recorder of the calls that
 * a story or test asserts.
 */

/** Matches `path` under /api/csr on any origin, so handlers serve relative and absolute URLs alike. */
export const anyOrigin = (path: string): string => `*${API_BASE}${path}`;

/** HTTP 200 `{ code: 200, msg: 'success', data }`. */
export const okJson = (data: unknown) =>
  HttpResponse.json({ code: SUCCESS_CODE, msg: 'success', data });

/** HTTP 200 with body `code` and `msg`: the gateway refusing. */
export const refuse = (code: number, msg: string) => HttpResponse.json({ code, msg, data: null });

/** Any method on `path` answers `okJson(data)`. */
export const ok = (path: string, data: unknown) => http.all(anyOrigin(path), () => okJson(data));

/** Only GET on `path` answers like `ok`: for a path whose POST does something else. */
export const okGet = (path: string, data: unknown) => http.get(anyOrigin(path), () => okJson(data));

/** Any method on `path` answers HTTP 200 with body `code` and `msg` (empty by default). */
export const fail = (path: string, code: number, msg = '') =>
  http.all(anyOrigin(path), () => refuse(code, msg));

/** Any method on `path` answers with HTTP `status` and no body. */
export const httpStatus = (path: string, status: number) =>
  http.all(anyOrigin(path), () => new HttpResponse(null, { status }));

/** Any method on `path` never answers (Loading stories; the client's time-out in tests). */
export const pending = (path: string) =>
  http.all(anyOrigin(path), async () => {
    await delay('infinite');
    return HttpResponse.error();
  });

/** A file answer with the name in Content-Disposition (RFC 6266). */
export const fileResponse = (body: string, type: string, name: string) =>
  new HttpResponse(new Blob([body], { type }), {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });

/** One call a recording handler saw. */
export interface RecordedRequest {
  method: string;
  url: URL;
  /** The JSON body, or null without one. */
  body: unknown;
  /** The Idempotency-Key header, or null. */
  idempotencyKey: string | null;
}

/** What answers a recorded call, from the call and its path parameters. */
export type RecordedResolver = (
  call: RecordedRequest,
  params: Record<string, string>,
) => Response | Promise<Response>;

/** Reads the call, pushes it to `into`, and answers what `respond` makes of it. */
export const recording =
  (into: RecordedRequest[], respond: RecordedResolver): HttpResponseResolver =>
  async ({ request, params }) => {
    const text = request.method === 'GET' ? '' : await request.text();
    const call: RecordedRequest = {
      method: request.method,
      url: new URL(request.url),
      body: text === '' ? null : JSON.parse(text),
      idempotencyKey: request.headers.get(IDEMPOTENCY_KEY_HEADER),
    };
    into.push(call);
    const named = Object.fromEntries(
      Object.entries(params).map(([key, value]) => [key, String(value)]),
    );
    return respond(call, named);
  };

/**
 * The next call on `path` is done but its answer lost (a gateway's 504), the call pushed to
 * `into`: a test checks that the retry carries the lost attempt's Idempotency-Key.
 */
export const answerLostOnce = (path: string, into: RecordedRequest[]) =>
  http.all(
    anyOrigin(path),
    recording(into, () => new HttpResponse(null, { status: 504 })),
    { once: true },
  );

/**
 * Any method on `path` answers `data` like `ok`, and each request is pushed to `into`, so that
 * a story can assert what was sent (clear `into` in the story's beforeEach).
 */
export const recordingOk = (path: string, data: unknown, into: RecordedRequest[]) =>
  http.all(
    anyOrigin(path),
    recording(into, () => okJson(data)),
  );

/**
 * A send on `path` (by `method`) that never answers, each call pushed to `into`: a story shows
 * the send in flight and counts what a second press sent.
 */
export const pendingRecording = (method: 'post' | 'put', path: string, into: RecordedRequest[]) =>
  http[method](
    anyOrigin(path),
    recording(into, async () => {
      await delay('infinite');
      return HttpResponse.error();
    }),
  );

/** The calls made to a path (its end), in order. */
export const callsTo = (requests: readonly RecordedRequest[], path: string): RecordedRequest[] =>
  requests.filter((request) => request.url.pathname.endsWith(path));
