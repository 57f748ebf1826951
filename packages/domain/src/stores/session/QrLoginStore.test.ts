import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultHandlers,
  fail,
  gatewayHandlers,
  httpStatus,
  ok,
  pending,
  users,
} from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { recordRequests, setupTestServer } from '../../test-support/server.ts';
import { createQrLoginStore } from './QrLoginStore.ts';

const server = setupTestServer(...defaultHandlers);
const GENERATE = '/pc/login/user/generateCode';
const INFO = '/pc/login/user/getCodeInfo';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function waitingQr(redirect?: string) {
  const created = createTestRoot({ path: '/gateway/login' });
  await created.root.feature(createQrLoginStore).start(redirect);
  return { ...created, qr: created.root.feature(createQrLoginStore) };
}

describe('QrLoginStore', () => {
  it('is idle until started', () => {
    const qrLogin = createTestRoot().root.feature(createQrLoginStore);
    expect([qrLogin.status, qrLogin.text, qrLogin.qr]).toEqual(['idle', '', null]);
  });

  it('loads a code, then waits for the scan', async () => {
    const requests = recordRequests(server);
    const qrLogin = createTestRoot({ path: '/gateway/login' }).root.feature(createQrLoginStore);
    const starting = qrLogin.start();
    expect([qrLogin.status, qrLogin.text]).toEqual(['loading', '二维码加载中…']);
    await starting;
    expect(qrLogin.status).toBe('waiting');
    expect(qrLogin.text).toBe('请使用商城App扫一扫登录');
    expect(qrLogin.qr?.content).toBe('https://m.mall.example/scan-login?code=qr-7c1e9a52');
    expect(requests).toEqual(['GET /api/csr/pc/login/user/generateCode']);
    qrLogin.stop();
  });

  it('polls the code every 2 s', async () => {
    const { qr } = await waitingQr();
    const requests = recordRequests(server);
    await vi.advanceTimersByTimeAsync(1999);
    expect(requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toEqual(['GET /api/csr/pc/login/user/getCodeInfo']);
    await vi.advanceTimersByTimeAsync(2000 * 3);
    expect(requests).toHaveLength(4);
    expect(qr.status).toBe('waiting');
    qr.stop();
  });

  it('asks for the code it shows', async () => {
    const codes: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      codes.push(new URL(request.url).searchParams.get('code'));
    });
    const { qr } = await waitingQr();
    await vi.advanceTimersByTimeAsync(2000);
    expect(codes).toEqual([null, 'qr-7c1e9a52']);
    qr.stop();
  });

  it('shows a scanned code, then logs in when the phone confirms', async () => {
    const { env, root, qr } = await waitingQr('/center/orderAllOrder');
    server.use(gatewayHandlers.qrScanned);
    await vi.advanceTimersByTimeAsync(2000);
    expect([qr.status, qr.text]).toEqual(['scanned', '扫码成功，请在手机上确认登录']);
    server.use(gatewayHandlers.qrConfirmed);
    await vi.advanceTimersByTimeAsync(2000);
    expect([qr.status, qr.text]).toEqual(['confirmed', '已确认，正在登录…']);
    expect(env.tokens.get()).toBe('mock-token-qr-certified-admin');
    expect(root.session.userInfo).toEqual(users.certifiedAdmin);
    expect(env.notifications).toEqual([{ type: 'success', message: '登录成功' }]);
    const requests = recordRequests(server);
    await vi.advanceTimersByTimeAsync(1000);
    expect(env.navigations).toEqual(['/center/orderAllOrder']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(requests).toEqual([]);
  });

  it('sends a new user confirmed by QR to the guide', async () => {
    server.use(ok(INFO, { codeStatus: 'CONFIRMED', token: 'new-token', roleUser: users.newUser }));
    const { env } = await waitingQr('/center/userInfo');
    await vi.advanceTimersByTimeAsync(3000);
    expect(env.navigations).toEqual(['/guideNovice']);
  });

  it.each([
    ['EXPIRED', gatewayHandlers.qrExpired],
    ['an unknown status', ok(INFO, { codeStatus: 'CANCELLED' })],
    [
      'CONFIRMED without a token',
      ok(INFO, { codeStatus: 'CONFIRMED', token: null, roleUser: null }),
    ],
    ['a business error', fail(INFO, 500, '二维码不存在')],
    ['a silent business error', fail(INFO, 508)],
    ['an HTTP error', httpStatus(INFO, 502)],
  ])('expires on %s and stops polling', async (_, handler) => {
    const { env, qr } = await waitingQr();
    server.use(handler);
    await vi.advanceTimersByTimeAsync(2000);
    expect([qr.status, qr.text]).toEqual(['expired', '二维码已失效，请点击刷新']);
    expect(env.tokens.get()).toBeNull();
    const requests = recordRequests(server);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(requests).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('expires when the code cannot be made', async () => {
    server.use(fail(GENERATE, 500));
    const { qr } = await waitingQr();
    expect(qr.status).toBe('expired');
    expect(qr.qr).toBeNull();
  });

  it('expires by itself after expiresIn seconds', async () => {
    server.use(ok(GENERATE, { code: 'qr-short', content: 'x', expiresIn: 7 }));
    const { qr } = await waitingQr();
    await vi.advanceTimersByTimeAsync(6999);
    expect(qr.status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(qr.status).toBe('expired');
    const requests = recordRequests(server);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(requests).toEqual([]);
  });

  it('drops a status arriving after expiry', async () => {
    server.use(ok(GENERATE, { code: 'qr-short', content: 'x', expiresIn: 3 }));
    const { env, qr } = await waitingQr();
    server.use(pending(INFO));
    await vi.advanceTimersByTimeAsync(3000);
    expect(qr.status).toBe('expired');
    server.use(gatewayHandlers.qrConfirmed);
    await vi.advanceTimersByTimeAsync(20_000);
    expect([qr.status, env.tokens.get()]).toEqual(['expired', null]);
  });

  it('starts over with a new code on refresh, keeping the redirect', async () => {
    const { env, qr } = await waitingQr('/center/userInfo');
    server.use(gatewayHandlers.qrExpired);
    await vi.advanceTimersByTimeAsync(2000);
    expect(qr.status).toBe('expired');
    server.use(ok(GENERATE, { code: 'qr-second', content: 'y', expiresIn: 120 }));
    server.use(gatewayHandlers.qrConfirmed);
    const refreshing = qr.refresh();
    expect(qr.status).toBe('loading');
    await refreshing;
    expect([qr.status, qr.qr?.code]).toEqual(['waiting', 'qr-second']);
    await vi.advanceTimersByTimeAsync(3000);
    expect(env.navigations).toEqual(['/center/userInfo']);
  });

  it('ignores the answers of an older code after a refresh', async () => {
    const { env, qr } = await waitingQr();
    server.use(pending(INFO));
    await vi.advanceTimersByTimeAsync(2000);
    server.resetHandlers();
    await qr.refresh();
    server.use(gatewayHandlers.qrScanned);
    await vi.advanceTimersByTimeAsync(2000);
    expect(qr.status).toBe('scanned');
    expect(env.tokens.get()).toBeNull();
    qr.stop();
  });

  it('stops when the tab is left: no more polls, no expiry', async () => {
    const { qr } = await waitingQr();
    qr.stop();
    expect([qr.status, qr.qr]).toEqual(['idle', null]);
    expect(vi.getTimerCount()).toBe(0);
    const requests = recordRequests(server);
    await vi.advanceTimersByTimeAsync(200_000);
    expect([qr.status, requests]).toEqual(['idle', []]);
  });

  it('drops a code arriving after stop', async () => {
    const qrLogin = createTestRoot({ path: '/gateway/login' }).root.feature(createQrLoginStore);
    const starting = qrLogin.start();
    qrLogin.stop();
    await starting;
    expect([qrLogin.status, qrLogin.qr]).toEqual(['idle', null]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is stopped on logout', async () => {
    const { root, qr } = await waitingQr();
    root.session.logout();
    expect(qr.status).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
  });
});
