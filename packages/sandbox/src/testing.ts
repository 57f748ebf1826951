/** Helpers for the sandbox's own tests: in-process calls through `app.request()`. */
import type { Hono } from 'hono';
import { expect } from 'vitest';
import type * as z from 'zod/mini';
import type { OrderTerms } from '@mall/domain/contract/orders';
import {
  API_BASE,
  LOGIN_PORT,
  anyEnvelope,
  envelope,
  loginResponse,
  paths,
  sandboxLastSms,
  sandboxPaths,
} from '@mall/domain/contract';

/** Wednesday 2026-03-18, 10:00 in China. */
export const FIXED_NOW = new Date('2026-03-18T02:00:00Z');
export const PASSWORD = 'Mall@2026';

/** The make-order terms of a test's order: picked up, no 采购单号 or 备注. */
export const PICKUP: OrderTerms = { deliveryWay: 'pickup', addressId: null, remark: '', poNo: '' };

/** A path with a query string. */
export const withQuery = (path: string, params: Record<string, string | number>): string =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`;

type CallInit = {
  method?: string;
  token?: string;
  body?: unknown;
  /** Further headers, e.g. the chat widget's `X-Chat-Token`. */
  headers?: Record<string, string>;
};

/** Calls a path under the API base; answers the HTTP status and the parsed JSON body. */
export const call = async (
  app: Hono,
  path: string,
  { method, token, body, headers }: CallInit = {},
) => {
  const response = await app.request(`${API_BASE}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      'Content-Type': 'application/json',
      Source: '11',
      ...(token !== undefined && { Token: token }),
      ...headers,
    },
    ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as unknown };
};

/** Logs a demo user in and answers the token. */
export const login = async (app: Hono, username: string): Promise<string> => {
  const { json } = await call(app, paths.auth.login, {
    body: { username, password: PASSWORD, port: LOGIN_PORT },
  });
  return envelope(loginResponse).parse(json).data.token;
};

/** Calls a path, expects a success (HTTP 200, body code 200) and parses its data with `schema`. */
export const dataOf = async <S extends z.ZodMiniType>(
  app: Hono,
  schema: S,
  path: string,
  init: CallInit = {},
): Promise<z.output<S>> => {
  const { status, json } = await call(app, path, init);
  expect(status).toBe(200);
  const answer = anyEnvelope.parse(json);
  expect([answer.code, answer.msg]).toEqual([200, 'success']);
  return schema.parse(answer.data);
};

/** Calls a path that must fail: answers [body code, msg], the data being null. */
export const failureOf = async (app: Hono, path: string, init: CallInit = {}) => {
  const answer = anyEnvelope.parse((await call(app, path, init)).json);
  expect(answer.data).toBeNull();
  return [answer.code, answer.msg];
};

/** Sends a bind code (SMS type 4) to `mobile` and reads it as the phone shows it. */
export const bindCodeFor = async (app: Hono, mobile: string): Promise<string> => {
  await call(app, withQuery(paths.auth.sendSms, { username: mobile, type: 4, sourceType: 1 }));
  return (
    await dataOf(
      app,
      sandboxLastSms,
      withQuery(sandboxPaths.lastSms, { username: mobile, type: 4 }),
    )
  ).code;
};

/** The price fields of an auction lot, null for a viewer who may not see prices. */
const LOT_PRICE_FIELDS = ['currentPrice', 'nextPrice', 'startPrice', 'step', 'deposit'] as const;
type LotPriceField = (typeof LOT_PRICE_FIELDS)[number];
/** A lot (or its price) as a certified viewer is sent it: every price present. */
export type Seen<T> = { [K in keyof T]: K extends LotPriceField ? Exclude<T[K], null> : T[K] };

/** `value` with its lot prices known to be sent; throws when one is null. */
export const seen = <T extends object>(value: T): Seen<T> => {
  for (const field of LOT_PRICE_FIELDS) {
    if (field in value && (value as Record<string, unknown>)[field] === null) {
      throw new Error(`${field} was not sent`);
    }
  }
  return value as Seen<T>;
};
