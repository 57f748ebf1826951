import type {
  AxiosAdapter,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  AxiosStatic,
} from 'axios';
import type * as z from 'zod/mini';
import type { anyEnvelope } from '../contract/index.ts';
import {
  API_BASE,
  defaultMessageFor,
  IDEMPOTENCY_KEY_HEADER,
  MALFORMED_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  REQUEST_TIMEOUT_MS,
  SESSION_EXPIRED_401,
  SESSION_EXPIRED_403,
  SILENT_CODES,
  SOURCE,
  SOURCE_HEADER,
  SUCCESS_CODE,
  TIMEOUT_MESSAGE,
  TOKEN_HEADER,
} from '../contract/index.ts';
import { ApiError } from './ApiError.ts';

/** Shows a message to the user (a toast in the app, a recorder in tests). */
export interface Notifier {
  success(m: string): void;
  info(m: string): void;
  warning(m: string): void;
  error(m: string): void;
}

interface HttpClientOptions {
  /** Defaults to `API_BASE` (/api/csr). Node tests pass an absolute URL. */
  baseURL?: string;
  /** Milliseconds; defaults to 10000. */
  timeout?: number;
  getToken(): string | null;
  notify: Notifier;
  /** Body 401/403, or HTTP 401 away from the home page: start the login flow. */
  onSessionExpired(): void;
  /** HTTP 401 on the home page: only forget the token. */
  onTokenCleared(): void;
  isHomeRoute(): boolean;
  adapter?: AxiosAdapter;
  /**
   * Once this settles, the transport (axios and the envelope's schema) loads at once, not at
   * the first call, and no request goes out before it. The app passes its first paint, so the
   * first paint never waits behind a request. Without it, the transport loads with the first call.
   */
  startAfter?: Promise<unknown>;
}

type QueryParams = Record<string, string | number | boolean | null | undefined>;

interface RequestOptions {
  params?: QueryParams;
  /** Sent as `Idempotency-Key`; make one per attempt with `createIdempotencyKey()` and reuse it on retry. */
  idempotencyKey?: string;
  /** Further headers of this call, e.g. the chat widget's `X-Chat-Token`. */
  headers?: Record<string, string>;
  /**
   * A failure rejects without showing its message (a call whose screen hides what it cannot
   * load, e.g. the home auction area); the login flow still runs on 401/403.
   */
  quiet?: boolean;
}

/**
 * Resolves with the envelope's `data` parsed by `schema`, or rejects with an `ApiError` after
 * applying spec section 8 (notifications, login flow).
 */
export interface HttpClient {
  get<S extends z.ZodMiniType>(
    path: string,
    schema: S,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  post<S extends z.ZodMiniType>(
    path: string,
    schema: S,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  put<S extends z.ZodMiniType>(
    path: string,
    schema: S,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  delete<S extends z.ZodMiniType>(
    path: string,
    schema: S,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  /**
   * A file instead of an envelope: GET, or POST when `body` is given; failures reject as for
   * the other calls.
   */
  download(path: string, options?: RequestOptions & { body?: unknown }): Promise<DownloadedFile>;
}

/** A downloaded file: its bytes, and the name the server gave it (null when it gave none). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** A fresh key for one attempt of a money-moving call. */
export const createIdempotencyKey = (): string => crypto.randomUUID();

const TIMEOUT_CODES: readonly (string | undefined)[] = ['ECONNABORTED', 'ETIMEDOUT'];

/** The schema every response body is read with first. */
type Envelope = typeof anyEnvelope;

/**
 * axios and the envelope's schema (and zod with it) are loaded with the first request rather
 * than with the page: nothing needs them before the first call, and they would be a quarter of
 * the home route's initial JavaScript.
 */
const loadTransport = (): Promise<{ axios: AxiosStatic; envelope: Envelope }> =>
  Promise.all([import('axios'), import('../contract/envelope.ts')]).then(
    ([{ default: axios }, { anyEnvelope }]) => ({ axios, envelope: anyEnvelope }),
  );

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { notify } = options;
  let transportReady: Promise<{
    axios: AxiosStatic;
    instance: AxiosInstance;
    envelope: Envelope;
  }> | null = null;
  const client = () =>
    (transportReady ??= Promise.resolve(options.startAfter)
      .then(loadTransport)
      .then(({ axios, envelope }) => {
        const instance = axios.create({
          baseURL: options.baseURL ?? API_BASE,
          timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
          headers: { 'Content-Type': 'application/json', [SOURCE_HEADER]: SOURCE },
          // Every answer is judged below, so axios never rejects on a status.
          validateStatus: () => true,
          ...(options.adapter ? { adapter: options.adapter } : {}),
        });
        instance.interceptors.request.use((config) => {
          const token = options.getToken();
          if (token) config.headers.set(TOKEN_HEADER, token);
          return config;
        });
        return { axios, instance, envelope };
      }));
  // Given a start, the transport loads as soon as it comes, and its request is made before any
  // made by code that waits for the same start later (a page's chunk and its preloads): on a
  // first load, the page's first request then does not wait for the transport behind them. A
  // failure to load shows at the first call, which waits for the same promise.
  if (options.startAfter) client().catch(() => undefined);

  const shown = (
    message: string,
    code: number,
    kind: ApiError['kind'],
    quiet = false,
  ): ApiError => {
    if (!quiet) notify.error(message);
    return new ApiError(message, { code, kind, silent: quiet });
  };

  const transportError = (axios: AxiosStatic, error: unknown, quiet?: boolean): ApiError => {
    if (!axios.isAxiosError(error)) throw error;
    return TIMEOUT_CODES.includes(error.code)
      ? shown(TIMEOUT_MESSAGE, 408, 'timeout', quiet)
      : shown(NETWORK_ERROR_MESSAGE, 0, 'network', quiet);
  };

  const httpError = (status: number, quiet?: boolean): ApiError => {
    if (status !== 401) return shown(defaultMessageFor(status), status, 'http', quiet);
    if (options.isHomeRoute()) options.onTokenCleared();
    else options.onSessionExpired();
    return new ApiError(defaultMessageFor(status), { code: status, kind: 'http', silent: true });
  };

  const businessError = (code: number, msg: string, quiet?: boolean): ApiError => {
    if (SILENT_CODES.includes(code))
      return new ApiError(msg, { code, kind: 'business', silent: true });
    if (code === 401 || code === 403) {
      const warning = code === 401 ? SESSION_EXPIRED_401 : SESSION_EXPIRED_403;
      notify.warning(warning);
      options.onSessionExpired();
      return new ApiError(warning, { code, kind: 'business', silent: false });
    }
    return shown(msg || defaultMessageFor(code), code, 'business', quiet);
  };

  /** Sends a request; a transport failure or a status other than 200 rejects as section 8 says. */
  async function request<T>(
    config: AxiosRequestConfig,
    { params, idempotencyKey, headers, quiet }: RequestOptions = {},
  ): Promise<{ response: AxiosResponse<T>; envelope: Envelope }> {
    const { axios, instance, envelope } = await client();
    let response: AxiosResponse<T>;
    try {
      response = await instance.request<T>({
        ...config,
        params,
        headers: {
          ...headers,
          ...(idempotencyKey && { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
        },
      });
    } catch (error) {
      throw transportError(axios, error, quiet);
    }
    if (response.status !== SUCCESS_CODE) throw httpError(response.status, quiet);
    return { response, envelope };
  }

  const malformed = (status: number, quiet?: boolean) =>
    shown(MALFORMED_RESPONSE_MESSAGE, status, 'malformed', quiet);

  /** The envelope's data, or the error its code stands for. */
  const judge = (envelope: Envelope, json: unknown, status: number, quiet?: boolean): unknown => {
    const body = envelope.safeParse(json);
    if (!body.success) throw malformed(status, quiet);
    if (body.data.code !== SUCCESS_CODE) throw businessError(body.data.code, body.data.msg, quiet);
    return body.data.data;
  };

  /** The envelope's data parsed by `schema`, or the error it stands for. */
  async function send<S extends z.ZodMiniType>(
    config: AxiosRequestConfig,
    schema: S,
    options?: RequestOptions,
  ): Promise<z.output<S>> {
    const { response, envelope } = await request<unknown>(config, options);
    const quiet = options?.quiet;
    const data = schema.safeParse(judge(envelope, response.data, response.status, quiet));
    if (!data.success) throw malformed(response.status, quiet);
    return data.data;
  }

  /**
   * A file: its bytes and the name from Content-Disposition. A JSON answer is the mall's
   * envelope instead of the file (e.g. 文件不存在), judged like any other; it never parses as a
   * file, so even a success envelope counts as malformed.
   */
  async function download(
    url: string,
    { body, ...options }: RequestOptions & { body?: unknown } = {},
  ): Promise<DownloadedFile> {
    const { response, envelope } = await request<ArrayBuffer>(
      body === undefined
        ? { method: 'GET', url, responseType: 'arraybuffer' }
        : { method: 'POST', url, data: body, responseType: 'arraybuffer' },
      options,
    );
    const type = String(response.headers['content-type'] ?? '');
    if (/\bjson\b/i.test(type)) {
      let json: unknown;
      try {
        json = JSON.parse(new TextDecoder().decode(response.data));
      } catch {
        throw malformed(response.status);
      }
      // Even a success envelope is not the file.
      judge(envelope, json, response.status);
      throw malformed(response.status);
    }
    // The name rule loads with the first download: no screen of the home route downloads.
    const { fileNameFromDisposition } = await import('../rules/download.ts');
    return {
      blob: new Blob([response.data], { type }),
      fileName: fileNameFromDisposition(String(response.headers['content-disposition'] ?? '')),
    };
  }

  return {
    get: (url, schema, opts) => send({ method: 'GET', url }, schema, opts),
    post: (url, schema, data, opts) => send({ method: 'POST', url, data }, schema, opts),
    put: (url, schema, data, opts) => send({ method: 'PUT', url, data }, schema, opts),
    delete: (url, schema, opts) => send({ method: 'DELETE', url }, schema, opts),
    download,
  };
}
