import { http, HttpResponse } from 'msw';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createTestEnvironment, fail, httpStatus, ok, pending } from '../mocks/index.ts';
import { TEST_BASE_URL, setupTestServer } from '../test-support/server.ts';
import { ApiError } from './ApiError.ts';
import { createHttpClient, createIdempotencyKey } from './createHttpClient.ts';

const server = setupTestServer();
const item = z.object({ id: z.number(), name: z.string() });

function setup(overrides: Partial<Parameters<typeof createHttpClient>[0]> = {}) {
  const env = createTestEnvironment();
  const options = {
    baseURL: TEST_BASE_URL,
    getToken: () => 'token-abc',
    notify: env.notify,
    onSessionExpired: vi.fn(),
    onTokenCleared: vi.fn(),
    isHomeRoute: () => false,
    ...overrides,
  };
  return { client: createHttpClient(options), env, options };
}

/** Records the requests reaching `path` and answers `data`. */
function capture(path: string, data: unknown = { id: 1, name: '6061-T6 铝板' }) {
  const requests: Request[] = [];
  server.use(
    http.all(`*/api/csr${path}`, ({ request }) => {
      requests.push(request.clone());
      return HttpResponse.json({ code: 200, msg: 'success', data });
    }),
  );
  return requests;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => expect.fail('expected the call to reject'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('requests', () => {
  it('uses /api/csr, a 10 s timeout and the JSON and Source headers by default', async () => {
    let seen: InternalAxiosRequestConfig | undefined;
    const adapter: AxiosAdapter = async (config) => {
      seen = config;
      return {
        data: { code: 200, msg: '', data: 1 },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    };
    const { client } = setup({ baseURL: undefined, adapter });
    await expect(client.get('/x', z.number())).resolves.toBe(1);
    expect(seen?.baseURL).toBe('/api/csr');
    expect(seen?.timeout).toBe(10000);
    expect(seen?.headers.get('Source')).toBe('11');
    expect(seen?.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends Source 11, JSON content type and the Token header to the base path', async () => {
    const requests = capture('/info/thing');
    const { client } = setup();
    await client.post('/info/thing', item, { a: 1 });
    const [request] = requests;
    expect(new URL(request?.url ?? '').pathname).toBe('/api/csr/info/thing');
    expect(request?.headers.get('Source')).toBe('11');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('Token')).toBe('token-abc');
    expect(await request?.json()).toEqual({ a: 1 });
  });

  it('reads the token at each request and leaves the header out without one', async () => {
    const requests = capture('/info/thing');
    let token: string | null = null;
    const { client } = setup({ getToken: () => token });
    await client.get('/info/thing', item);
    token = 'later-token';
    await client.get('/info/thing', item);
    expect(requests.map((request) => request.headers.get('Token'))).toEqual([null, 'later-token']);
  });

  it('passes params as the query string', async () => {
    const requests = capture('/pc/message/message/getMessageList');
    const { client } = setup();
    await client.get('/pc/message/message/getMessageList', item, {
      params: { pageNum: 2, pageSize: 10 },
    });
    expect(new URL(requests[0]?.url ?? '').search).toBe('?pageNum=2&pageSize=10');
  });

  it('uses the method asked for', async () => {
    const requests = capture('/thing/1');
    const { client } = setup();
    await client.get('/thing/1', item);
    await client.post('/thing/1', item);
    await client.put('/thing/1', item, { name: 'x' });
    await client.delete('/thing/1', item);
    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST', 'PUT', 'DELETE']);
  });

  it('sends the Idempotency-Key only when given, and the same key on a retry', async () => {
    const requests = capture('/pc/finance/FundManagement/withdrawCash');
    const { client } = setup();
    const key = createIdempotencyKey();
    await client.post('/pc/finance/FundManagement/withdrawCash', item, {}, { idempotencyKey: key });
    await client.post('/pc/finance/FundManagement/withdrawCash', item, {}, { idempotencyKey: key });
    await client.post('/pc/finance/FundManagement/withdrawCash', item, {});
    expect(requests.map((request) => request.headers.get('Idempotency-Key'))).toEqual([
      key,
      key,
      null,
    ]);
  });

  it('sends the further headers of a call beside the Token', async () => {
    const requests = capture('/customer/service/messages');
    const { client } = setup();
    await client.get('/customer/service/messages', item, { headers: { 'X-Chat-Token': 'cs-1' } });
    await client.get('/customer/service/messages', item);
    expect(
      requests.map((request) => [
        request.headers.get('X-Chat-Token'),
        request.headers.get('Token'),
      ]),
    ).toEqual([
      ['cs-1', 'token-abc'],
      [null, 'token-abc'],
    ]);
  });

  it('makes a fresh UUID per attempt', () => {
    const first = createIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(createIdempotencyKey()).not.toBe(first);
  });
});

describe('startAfter, the first paint of the app', () => {
  it('sends no request before it settles, and sends the waiting call once it does', async () => {
    const requests = capture('/goods');
    let start = () => {};
    const startAfter = new Promise<void>((resolve) => {
      start = resolve;
    });
    const { client } = setup({ startAfter });
    const call = client.get('/goods', item);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);
    start();
    await expect(call).resolves.toEqual({ id: 1, name: '6061-T6 铝板' });
    expect(requests).toHaveLength(1);
  });
});

describe('success', () => {
  it('resolves with data parsed by the schema when HTTP and body codes are 200', async () => {
    server.use(ok('/item', { id: 7, name: '5052 铝卷', extra: true }));
    const { client, env } = setup();
    await expect(client.get('/item', item)).resolves.toEqual({ id: 7, name: '5052 铝卷' });
    expect(env.notifications).toEqual([]);
  });

  it('treats another 2xx status as an HTTP error', async () => {
    server.use(
      http.get('*/api/csr/item', () =>
        HttpResponse.json({ code: 200, msg: '', data: {} }, { status: 201 }),
      ),
    );
    const { client, env } = setup();
    const error = await rejection(client.get('/item', item));
    expect(error).toMatchObject({ kind: 'http', code: 201 });
    expect(env.notifications).toEqual([{ type: 'error', message: '系统未知错误，请反馈给管理员' }]);
  });
});

describe('malformed responses', () => {
  it.each([
    ['data not matching the schema', { code: 200, msg: 'success', data: { id: 'seven' } }],
    ['no envelope', { id: 7, name: '5052 铝卷' }],
    ['a code that is not a number', { code: '200', msg: 'success', data: { id: 7, name: 'x' } }],
    ['an HTML page', '<html>gateway</html>'],
  ])('rejects %s as malformed and says so', async (_, body) => {
    server.use(
      http.get('*/api/csr/item', () =>
        typeof body === 'string' ? HttpResponse.html(body) : HttpResponse.json(body),
      ),
    );
    const { client, env } = setup();
    const error = await rejection(client.get('/item', item));
    expect(error).toMatchObject({
      kind: 'malformed',
      silent: false,
      message: '服务器返回的数据格式有误，请稍后重试',
    });
    expect(env.notifications).toEqual([
      { type: 'error', message: '服务器返回的数据格式有误，请稍后重试' },
    ]);
  });
});

describe('body codes', () => {
  it.each([409, 502, 508, 599])('rejects body %i silently with its code and msg', async (code) => {
    server.use(fail('/item', code, '账号已被冻结'));
    const { client, env, options } = setup();
    const error = await rejection(client.get('/item', item));
    expect(error).toMatchObject({ kind: 'business', code, message: '账号已被冻结', silent: true });
    expect(env.notifications).toEqual([]);
    expect(options.onSessionExpired).not.toHaveBeenCalled();
  });

  it('keeps an empty msg of a silent code empty', async () => {
    server.use(fail('/item', 502));
    const { client } = setup();
    expect((await rejection(client.get('/item', item))).message).toBe('');
  });

  it('warns on body 401 and starts the login flow', async () => {
    server.use(fail('/item', 401, 'token invalid'));
    const { client, env, options } = setup();
    const error = await rejection(client.get('/item', item));
    expect(error).toMatchObject({ kind: 'business', code: 401 });
    expect(env.notifications).toEqual([{ type: 'warning', message: '登录状态已过期，请重新登录' }]);
    expect(options.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(options.onTokenCleared).not.toHaveBeenCalled();
  });

  it('warns on body 403 and starts the login flow', async () => {
    server.use(fail('/item', 403));
    const { client, env, options } = setup({ isHomeRoute: () => true });
    const error = await rejection(client.get('/item', item));
    expect(error).toMatchObject({ kind: 'business', code: 403 });
    expect(env.notifications).toEqual([{ type: 'warning', message: '登录状态已失效，请重新登录' }]);
    expect(options.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('shows the server message of any other body code', async () => {
    server.use(fail('/item', 1001, '库存不足'));
    const { client, env } = setup();
    const error = await rejection(client.get('/item', item));
    expect(error).toMatchObject({
      kind: 'business',
      code: 1001,
      message: '库存不足',
      silent: false,
    });
    expect(env.notifications).toEqual([{ type: 'error', message: '库存不足' }]);
  });

  it.each([
    [400, '错误请求'],
    [404, '请求错误，未找到该资源'],
    [500, '服务器端出错'],
    [503, '服务不可用'],
    [1001, '系统未知错误，请反馈给管理员'],
  ])('shows the default message of body %i without a msg', async (code, message) => {
    server.use(fail('/item', code));
    const { client, env } = setup();
    await rejection(client.get('/item', item));
    expect(env.notifications).toEqual([{ type: 'error', message }]);
  });
});

describe('HTTP statuses', () => {
  it('only clears the token on an HTTP 401 on the home page', async () => {
    server.use(httpStatus('/item', 401));
    const { client, env, options } = setup({ isHomeRoute: () => true });
    const error = await rejection(client.get('/item', item));
    expect(error).toMatchObject({ kind: 'http', code: 401, silent: true });
    expect(options.onTokenCleared).toHaveBeenCalledTimes(1);
    expect(options.onSessionExpired).not.toHaveBeenCalled();
    expect(env.notifications).toEqual([]);
  });

  it('starts the login flow on an HTTP 401 elsewhere', async () => {
    server.use(httpStatus('/item', 401));
    const { client, env, options } = setup({ isHomeRoute: () => false });
    await rejection(client.get('/item', item));
    expect(options.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(options.onTokenCleared).not.toHaveBeenCalled();
    expect(env.notifications).toEqual([]);
  });

  it.each([
    [403, '登录过期，请重新登录'],
    [404, '请求错误，未找到该资源'],
    [405, '请求方法未允许'],
    [500, '服务器端出错'],
    [502, '网络错误'],
    [504, '网络超时'],
    [505, 'http版本不支持该请求'],
    [418, '系统未知错误，请反馈给管理员'],
  ])('shows the default message of HTTP %i', async (status, message) => {
    server.use(httpStatus('/item', status));
    const { client, env, options } = setup();
    const error = await rejection(client.get('/item', item));
    expect(error).toMatchObject({ kind: 'http', code: status, message, silent: false });
    expect(env.notifications).toEqual([{ type: 'error', message }]);
    expect(options.onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('transport failures', () => {
  it('gives up after the timeout with 请求超时', async () => {
    server.use(pending('/item'));
    const { client, env } = setup({ timeout: 50 });
    const error = await rejection(client.get('/item', item));
    expect(error).toMatchObject({ kind: 'timeout', message: '请求超时' });
    expect(env.notifications).toEqual([{ type: 'error', message: '请求超时' }]);
  });

  it('reports a network error when no response arrives', async () => {
    server.use(http.get('*/api/csr/item', () => HttpResponse.error()));
    const { client, env } = setup();
    const error = await rejection(client.get('/item', item));
    expect(error).toMatchObject({ kind: 'network', message: '网络连接异常，请检查网络后重试' });
    expect(env.notifications).toEqual([
      { type: 'error', message: '网络连接异常，请检查网络后重试' },
    ]);
  });

  it('lets an unexpected error through untouched', async () => {
    const bug = new TypeError('adapter bug');
    const { client, env } = setup({
      adapter: () => {
        throw bug;
      },
    });
    await expect(client.get('/item', item)).rejects.toBe(bug);
    expect(env.notifications).toEqual([]);
  });
});

describe('quiet calls', () => {
  it.each([
    ['an HTTP error', () => httpStatus('/item', 500), 'http'],
    ['a body code', () => fail('/item', 500, '系统繁忙'), 'business'],
    [
      'a malformed answer',
      () => http.get('*/api/csr/item', () => HttpResponse.html('<p/>')),
      'malformed',
    ],
    ['a network error', () => http.get('*/api/csr/item', () => HttpResponse.error()), 'network'],
  ])('reject %s without showing it', async (_, handler, kind) => {
    server.use(handler());
    const { client, env } = setup();
    const error = await rejection(client.get('/item', item, { quiet: true }));
    expect(error).toMatchObject({ kind, silent: true });
    expect(env.notifications).toEqual([]);
  });
});

describe('file downloads', () => {
  const name = '开票资料模板.csv';
  const disposition = `attachment; filename="______.csv"; filename*=UTF-8''${encodeURIComponent(name)}`;

  it('resolves with the bytes and the name from Content-Disposition', async () => {
    const requests: Request[] = [];
    server.use(
      http.get('*/api/csr/file/download/fileName1', ({ request }) => {
        requests.push(request);
        return new HttpResponse('\uFEFF单位名称,纳税人识别号\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': disposition,
          },
        });
      }),
    );
    const { client, env } = setup();
    const file = await client.download('/file/download/fileName1', {
      params: { path: '/template/invoice-info.csv', fileName: name },
    });
    expect(file.fileName).toBe(name);
    expect(file.blob.type).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    // The byte-order mark reaches the file untouched.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await file.blob.text()).toBe('单位名称,纳税人识别号\r\n');
    expect(new URL(requests[0]?.url ?? '').searchParams.get('fileName')).toBe(name);
    expect(requests[0]?.headers.get('Token')).toBe('token-abc');
    expect(env.notifications).toEqual([]);
  });

  it('POSTs the body when one is given (getDetailListPdf)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/csr/pc/new/mall/order/getDetailListPdf', async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    const { client } = setup();
    const file = await client.download('/pc/new/mall/order/getDetailListPdf', {
      body: { orderId: 7 },
    });
    expect(await file.blob.text()).toBe('%PDF-1.4');
    expect(bodies).toEqual([{ orderId: 7 }]);
  });

  it('gives no name when the server sends none', async () => {
    server.use(http.get('*/api/csr/file', () => new HttpResponse('x')));
    const { client } = setup();
    expect((await client.download('/file')).fileName).toBeNull();
  });

  it('shows and rejects an envelope that answers instead of the file', async () => {
    server.use(fail('/file', 404, '文件不存在'));
    const { client, env } = setup();
    const error = await rejection(client.download('/file'));
    expect(error).toMatchObject({ kind: 'business', code: 404, message: '文件不存在' });
    expect(env.notifications).toEqual([{ type: 'error', message: '文件不存在' }]);
  });

  it('counts a success envelope as malformed: it is not the file', async () => {
    server.use(ok('/file', null));
    const { client } = setup();
    expect(await rejection(client.download('/file'))).toMatchObject({ kind: 'malformed' });
  });

  it('applies the HTTP status rules', async () => {
    server.use(httpStatus('/file', 500));
    const { client, env } = setup();
    expect(await rejection(client.download('/file'))).toMatchObject({ kind: 'http', code: 500 });
    expect(env.notifications).toEqual([{ type: 'error', message: '服务器端出错' }]);
  });
});
