import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultHandlers,
  fail,
  gatewayHandlers,
  httpStatus,
  loginResponse,
  ok,
  thirdCheckResults,
} from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { recordRequests, setupTestServer } from '../../test-support/server.ts';
import { createThirdPartyCallbackStore } from './ThirdPartyCallbackStore.ts';

const server = setupTestServer(...defaultHandlers);
const CHECK = '/pc/login/user/thirdCheckP';
const THIRD_LOGIN = '/pc/login/user/thirdLogin';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function callbackPage() {
  const { env, root } = createTestRoot({ path: '/gateway/wxBack?code=auth-code-1' });
  return { env, root, callback: root.feature(createThirdPartyCallbackStore) };
}

describe('ThirdPartyCallbackStore', () => {
  it('is idle before a callback', () => {
    const { callback } = callbackPage();
    expect([callback.status, callback.error]).toEqual(['idle', '']);
  });

  it('checks the code and logs a bound identity in with its unionid', async () => {
    const queries: string[] = [];
    const bodies: unknown[] = [];
    server.use(
      http.get(`*/api/csr${CHECK}`, ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ code: 200, msg: 'success', data: thirdCheckResults.bound });
      }),
      http.post(`*/api/csr${THIRD_LOGIN}`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'success', data: loginResponse });
      }),
    );
    const { env, root, callback } = callbackPage();
    const handling = callback.handleCallback('auth-code-1', 1, '/center/userInfo');
    expect(callback.status).toBe('checking');
    await handling;
    expect(queries).toEqual(['?code=auth-code-1&type=1']);
    expect(bodies).toEqual([{ unionid: 'wx-union-10001', type: 1 }]);
    expect(root.session.isLoggedIn).toBe(true);
    expect(env.notifications).toEqual([{ type: 'success', message: '登录成功' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(env.navigations).toEqual(['/center/userInfo']);
    expect([callback.status, callback.error]).toEqual(['checking', '']);
  });

  it('sends an unbound identity to registerAuth with unionid, openid, type and name', async () => {
    server.use(gatewayHandlers.thirdUnbound);
    const requests = recordRequests(server);
    const { env, root, callback } = callbackPage();
    await callback.handleCallback('auth-code-1', 1);
    expect(env.opened).toEqual([
      {
        route: 'registerAuth',
        identity: {
          unionid: 'wx-union-new-88',
          openid: 'wx-open-new-88',
          type: 1,
          name: '铝材采购 小周',
        },
      },
    ]);
    expect(requests).toEqual(['GET /api/csr/pc/login/user/thirdCheckP']);
    expect(root.session.isLoggedIn).toBe(false);
  });

  it('hands the values on unchanged (the app encodes them)', async () => {
    server.use(
      ok(CHECK, {
        isCheck: 0,
        user: { unionid: 'u&1=2', openid: 'o/3?#', nickname: '李 四+' },
      }),
    );
    const { env, callback } = callbackPage();
    await callback.handleCallback('auth-code-1', 2);
    expect(env.opened).toEqual([
      {
        route: 'registerAuth',
        identity: { unionid: 'u&1=2', openid: 'o/3?#', type: 2, name: '李 四+' },
      },
    ]);
  });

  it.each([null, undefined, ''])('shows an error without a code (%j)', async (code) => {
    const requests = recordRequests(server);
    const { callback } = callbackPage();
    await callback.handleCallback(code, 1);
    expect([callback.status, callback.error]).toEqual(['error', '缺少授权码']);
    expect(requests).toEqual([]);
  });

  it('shows the check failure', async () => {
    server.use(fail(CHECK, 500, '授权码已失效'));
    const { env, callback } = callbackPage();
    await callback.handleCallback('auth-code-1', 1);
    expect([callback.status, callback.error]).toEqual(['error', '授权码已失效']);
    expect(env.notifications).toEqual([{ type: 'error', message: '授权码已失效' }]);
    expect([env.navigations, env.opened]).toEqual([[], []]);
  });

  it('shows a silent check failure with the default text', async () => {
    server.use(fail(CHECK, 502));
    const { callback } = callbackPage();
    await callback.handleCallback('auth-code-1', 1);
    expect([callback.status, callback.error]).toEqual(['error', '网络错误']);
  });

  it('shows an error when the login is refused', async () => {
    server.use(httpStatus(THIRD_LOGIN, 500));
    const { env, root, callback } = callbackPage();
    await callback.handleCallback('auth-code-1', 1);
    expect([callback.status, callback.error]).toEqual([
      'error',
      '第三方登录失败，请返回登录页重试',
    ]);
    expect(env.notifications).toEqual([{ type: 'error', message: '服务器端出错' }]);
    expect(root.session.isLoggedIn).toBe(false);
  });

  it('handles a code once (the page mounted twice)', async () => {
    const requests = recordRequests(server);
    const { callback } = callbackPage();
    await Promise.all([
      callback.handleCallback('auth-code-1', 1),
      callback.handleCallback('auth-code-1', 1),
    ]);
    expect(requests).toEqual([
      'GET /api/csr/pc/login/user/thirdCheckP',
      'POST /api/csr/pc/login/user/thirdLogin',
    ]);
  });

  it('handles a new code after an error', async () => {
    server.use(fail(CHECK, 500, '授权码已失效'));
    const { callback } = callbackPage();
    await callback.handleCallback('auth-code-1', 1);
    server.resetHandlers();
    const handling = callback.handleCallback('auth-code-2', 1);
    expect([callback.status, callback.error]).toEqual(['checking', '']);
    await handling;
    expect(callback.status).toBe('checking');
  });
});
