import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/index.ts';
import { createTestEnvironment, defaultHandlers, loginResponse, users } from '../mocks/index.ts';
import { recordRequests, TEST_BASE_URL, setupTestServer } from '../test-support/server.ts';
import { createServices } from './index.ts';

const server = setupTestServer(...defaultHandlers);

function services() {
  const env = createTestEnvironment();
  const client = createHttpClient({
    baseURL: TEST_BASE_URL,
    getToken: () => 'token-abc',
    notify: env.notify,
    onSessionExpired: () => undefined,
    onTokenCleared: () => undefined,
    isHomeRoute: () => false,
  });
  return createServices(client);
}

describe('services', () => {
  it('logs in with port 4 and returns the token and user', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/csr/user/login', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'success', data: loginResponse });
      }),
    );
    const { auth } = services();
    await expect(auth.login({ username: '13826081234', password: 'secret-1' })).resolves.toEqual({
      token: 'mock-token-certified-admin',
      user: users.certifiedAdmin,
    });
    expect(bodies).toEqual([{ username: '13826081234', password: 'secret-1', port: 4 }]);
  });

  it.each([
    [
      'auth.login',
      'POST /api/csr/user/login',
      (s: ReturnType<typeof services>) => s.auth.login({ username: 'u', password: 'p' }),
    ],
    [
      'user.getUserInfo',
      'GET /api/csr/info/user/getUserInfo',
      (s: ReturnType<typeof services>) => s.user.getUserInfo(),
    ],
    [
      'orders.getCounts',
      'GET /api/csr/pc/new/mall/order/getAppMallOrderCount',
      (s: ReturnType<typeof services>) => s.orders.getCounts(),
    ],
    [
      'cart.getCounts',
      'GET /api/csr/pc/new/mall/cart/getPCMyCartNewCount',
      (s: ReturnType<typeof services>) => s.cart.getCounts(),
    ],
    [
      'messages.getUnreadCount',
      'GET /api/csr/pc/message/message/queryCount',
      (s: ReturnType<typeof services>) => s.messages.getUnreadCount(),
    ],
    [
      'common.getTodayLvPrice',
      'GET /api/csr/mall/orderNew/getTodayLvPrice',
      (s: ReturnType<typeof services>) => s.common.getTodayLvPrice(),
    ],
    [
      'common.getHotSearchKeys',
      'GET /api/csr/userDemand/user/demand/products/hotSearchKey',
      (s: ReturnType<typeof services>) => s.common.getHotSearchKeys(),
    ],
  ])('%s calls %s', async (_, call, run) => {
    const all = services();
    const requests = recordRequests(server);
    await run(all);
    expect(requests).toEqual([call]);
  });

  it('returns the parsed data of each call', async () => {
    const { user, orders, cart, messages, common } = services();
    expect((await user.getUserInfo()).companyName).toBe('佛山市南海区鑫铝金属材料有限公司');
    expect((await orders.getCounts()).toInvoice).toBe(4);
    expect(await cart.getCounts()).toEqual({ cash: 3, sold: 1, spot: 5 });
    expect(await messages.getUnreadCount()).toBe(7);
    expect((await common.getTodayLvPrice()).price).toBe('20230.00');
    expect(await common.getHotSearchKeys()).toContain('6061-T6 铝板');
  });
});
