import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTestEnvironment,
  defaultHandlers,
  fail,
  httpStatus,
  ok,
  pending,
  users,
} from '../../mocks/index.ts';
import { paths } from '../../contract/index.ts';
import { memoryStorage } from '../../storage/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { recordRequests, setupTestServer } from '../../test-support/server.ts';
import { Poller } from '../../timers/index.ts';
import { RootStore } from '../RootStore.ts';
import { UNSAFE_REDIRECTS } from '../../../../../tests/hostileInput.ts';

const server = setupTestServer(...defaultHandlers);
const LOGIN = '/user/login';
const credentials = { username: '13826081234', password: 'secret-1' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('restoring the session', () => {
  it('reads the token and the stored user', () => {
    const { root } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
    const { session } = root;
    expect(session.token).toBe('tok');
    expect(session.user).toEqual({
      username: '13826081234',
      uid: 10001,
      companyId: 2001,
      companyName: '佛山市南海区鑫铝金属材料有限公司',
      examineState: 2,
      isAdministrators: 1,
      headpic: null,
      realname: '陈志强',
    });
    expect([session.isLoggedIn, session.isCertified, session.isAdmin]).toEqual([true, true, true]);
    expect(session.companyName).toBe('佛山市南海区鑫铝金属材料有限公司');
  });

  it.each([
    ['a certified employee', users.certifiedStaff, [true, false]],
    ['an uncertified administrator', users.uncertified, [false, true]],
    ['a new user', users.newUser, [false, false]],
  ] as const)('tells the role of %s', (_, user, [certified, admin]) => {
    const { session } = createTestRoot({ token: 'tok', user }).root;
    expect([session.isCertified, session.isAdmin]).toEqual([certified, admin]);
  });

  it('starts logged out without a token, and ignores a corrupt stored user', () => {
    const env = createTestEnvironment({ storage: memoryStorage({ 'mall.user': '{"uid":"oops"' }) });
    const { session } = new RootStore(env);
    expect([session.isLoggedIn, session.user, session.isCertified, session.companyName]).toEqual([
      false,
      null,
      false,
      '',
    ]);
  });

  const stored = {
    username: '13826081234',
    uid: 10001,
    companyId: null,
    companyName: null,
    examineState: 0,
    isAdministrators: 0,
  };

  it.each([
    ['an array', [stored]],
    ['no username', { ...stored, username: undefined }],
    ['a fractional uid', { ...stored, uid: 1.5 }],
    ['a companyId as text', { ...stored, companyId: '2001' }],
    ['a companyName as a number', { ...stored, companyName: 2001 }],
    ['no examineState', { ...stored, examineState: undefined }],
    ['isAdministrators 2', { ...stored, isAdministrators: 2 }],
    ['a headpic as a number', { ...stored, headpic: 701 }],
    ['a realname as a number', { ...stored, realname: 701 }],
  ])('ignores a stored user with %s', (_, user) => {
    const env = createTestEnvironment({
      storage: memoryStorage({ 'mall.user': JSON.stringify(user) }),
    });
    expect(new RootStore(env).session.user).toBeNull();
  });

  it('restores a stored user without a company, leaving out unknown fields', () => {
    const env = createTestEnvironment({
      storage: memoryStorage({ 'mall.user': JSON.stringify({ ...stored, extra: 1 }) }),
    });
    // Kept before the avatar and the real name were: they read as none.
    expect(new RootStore(env).session.user).toEqual({ ...stored, headpic: null, realname: null });
  });

  it("restores the avatar's file id", () => {
    const env = createTestEnvironment({
      storage: memoryStorage({ 'mall.user': JSON.stringify({ ...stored, headpic: '701' }) }),
    });
    expect(new RootStore(env).session.user?.headpic).toBe('701');
  });
});

describe('login', () => {
  it('stores token and user, says 登录成功 and goes to the redirect after exactly 1000 ms', async () => {
    const { env, root } = createTestRoot({ path: '/gateway/login' });
    await expect(root.session.login(credentials, '/center/userInfo')).resolves.toBe(true);
    expect(env.tokens.get()).toBe('mock-token-certified-admin');
    expect(JSON.parse(env.storage.getItem('mall.user') ?? 'null')).toEqual({
      username: '13826081234',
      uid: 10001,
      companyId: 2001,
      companyName: '佛山市南海区鑫铝金属材料有限公司',
      examineState: 2,
      isAdministrators: 1,
      headpic: null,
      realname: '陈志强',
    });
    expect(root.session.isLoggedIn).toBe(true);
    expect(root.session.userInfo?.realname).toBe('陈志强');
    expect(env.notifications).toEqual([{ type: 'success', message: '登录成功' }]);
    await vi.advanceTimersByTimeAsync(999);
    expect(env.navigations).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(env.navigations).toEqual(['/center/userInfo']);
    expect(root.session.loginStatus).toBe('idle');
  });

  it('goes home without a redirect', async () => {
    const { env, root } = createTestRoot({ path: '/gateway/login' });
    await root.session.login(credentials);
    await vi.advanceTimersByTimeAsync(1000);
    expect(env.navigations).toEqual(['/home/main']);
  });

  it('sends a new, unverified user who skipped the guide to the guide', async () => {
    server.use(ok(LOGIN, { token: 'new-token', user: users.newUser }));
    const { env, root } = createTestRoot({ path: '/gateway/login' });
    await root.session.login(credentials, '/center/userInfo');
    await vi.advanceTimersByTimeAsync(1000);
    expect(env.navigations).toEqual(['/guideNovice']);
    expect(root.session.isCertified).toBe(false);
  });

  it('sends an unverified user who did the guide to the redirect', async () => {
    server.use(ok(LOGIN, { token: 't', user: users.uncertified }));
    const { env, root } = createTestRoot({ path: '/gateway/login' });
    await root.session.login(credentials, '/center/companyCreate');
    await vi.advanceTimersByTimeAsync(1000);
    expect(env.navigations).toEqual(['/center/companyCreate']);
  });

  // Each way in, with each form a crafted link could carry: home, never elsewhere.
  const waysIn: [string, (root: RootStore, redirect: string) => Promise<boolean>][] = [
    ['password', (root, redirect) => root.session.login(credentials, redirect)],
    [
      'SMS',
      (root, redirect) =>
        root.session.smsLogin({ username: '13826081234', sms: '135790' }, redirect),
    ],
    [
      'third party',
      (root, redirect) => root.session.thirdLogin({ unionid: 'wx-union-10001', type: 1 }, redirect),
    ],
    [
      'QR',
      (root, redirect) =>
        root.session.acceptQrLogin({ token: 'qr-token', user: users.certifiedAdmin }, redirect),
    ],
  ];
  it.each(
    waysIn.flatMap(([way, logIn]) =>
      UNSAFE_REDIRECTS.map((redirect) => [way, redirect, logIn] as const),
    ),
  )('a %s login ignores the unsafe redirect %j and goes home', async (_, redirect, logIn) => {
    const { env, root } = createTestRoot({ path: '/gateway/login' });
    await expect(logIn(root, redirect)).resolves.toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(env.navigations).toEqual(['/home/main']);
  });

  it('sends username, password and port 4', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/csr/user/login', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          code: 200,
          msg: 'success',
          data: { token: 't', user: users.certifiedAdmin },
        });
      }),
    );
    const { root } = createTestRoot({ path: '/gateway/login' });
    await root.session.login(credentials);
    expect(bodies).toEqual([{ username: '13826081234', password: 'secret-1', port: 4 }]);
  });

  it('refuses a second submit while the first is pending, until the redirect', async () => {
    const requests = recordRequests(server);
    const { env, root } = createTestRoot({ path: '/gateway/login' });
    const first = root.session.login(credentials);
    expect(root.session.loginStatus).toBe('pending');
    await expect(root.session.login(credentials)).resolves.toBe(false);
    await expect(first).resolves.toBe(true);
    await expect(root.session.login(credentials)).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toEqual(['POST /api/csr/user/login']);
    expect(env.notifications).toEqual([{ type: 'success', message: '登录成功' }]);
    expect(root.session.loginStatus).toBe('idle');
  });

  it('turns body 409 into a contact notice for a confirm dialog', async () => {
    server.use(fail(LOGIN, 409, '该账号已被冻结'));
    const { env, root } = createTestRoot({ path: '/gateway/login' });
    await expect(root.session.login(credentials)).resolves.toBe(false);
    expect(root.session.loginNotice).toEqual({
      kind: 'contact',
      title: '提示',
      message: '该账号已被冻结，请致电客服 400-820-6060 处理',
    });
    expect(env.notifications).toEqual([]);
    expect(root.session.loginStatus).toBe('idle');
    expect(root.session.isLoggedIn).toBe(false);
    root.session.dismissLoginNotice();
    expect(root.session.loginNotice).toBeNull();
  });

  it('asks to phone customer service on body 409 without a message', async () => {
    server.use(fail(LOGIN, 409));
    const { root } = createTestRoot({ path: '/gateway/login' });
    await root.session.login(credentials);
    expect(root.session.loginNotice?.message).toBe('请致电客服 400-820-6060 处理');
  });

  it('clears the notice on the next attempt', async () => {
    server.use(fail(LOGIN, 409, '该账号已被冻结'));
    const { root } = createTestRoot({ path: '/gateway/login' });
    await root.session.login(credentials);
    server.use(ok(LOGIN, { token: 't', user: users.certifiedAdmin }));
    await root.session.login(credentials);
    expect(root.session.loginNotice).toBeNull();
  });

  it.each([
    [
      'with the server message',
      '请使用业务端App登录该供应商账号',
      '请使用业务端App登录该供应商账号',
    ],
    ['with the default without one', '', '该账号请在业务端App登录'],
  ])('shows body 502 as info %s', async (_, msg, message) => {
    server.use(fail(LOGIN, 502, msg));
    const { env, root } = createTestRoot({ path: '/gateway/login' });
    await expect(root.session.login(credentials)).resolves.toBe(false);
    expect(env.notifications).toEqual([{ type: 'info', message }]);
    expect(root.session.loginNotice).toBeNull();
  });

  it('shows other silent codes as errors', async () => {
    server.use(fail(LOGIN, 508));
    const { env, root } = createTestRoot({ path: '/gateway/login' });
    await root.session.login(credentials);
    expect(env.notifications).toEqual([{ type: 'error', message: '系统未知错误，请反馈给管理员' }]);
  });

  it('leaves other codes to the http client, shown once', async () => {
    server.use(fail(LOGIN, 500, '用户名或密码错误'));
    const { env, root } = createTestRoot({ path: '/gateway/login' });
    await expect(root.session.login(credentials)).resolves.toBe(false);
    expect(env.notifications).toEqual([{ type: 'error', message: '用户名或密码错误' }]);
    expect(root.session.loginStatus).toBe('idle');
    expect(env.tokens.get()).toBeNull();
  });

  it('can be retried after a failure', async () => {
    server.use(httpStatus(LOGIN, 500));
    const { root } = createTestRoot({ path: '/gateway/login' });
    await expect(root.session.login(credentials)).resolves.toBe(false);
    server.resetHandlers();
    await expect(root.session.login(credentials)).resolves.toBe(true);
  });
});

describe('other ways of logging in', () => {
  const registration = {
    username: '15038719753',
    smsCode: '246810',
    password: 'Alu6061t6',
    realname: '赵文静',
    agreed: true,
  };
  type Root = ReturnType<typeof createTestRoot>['root'];

  it.each<[string, (root: Root) => Promise<boolean>, string, string[]]>([
    [
      'SMS',
      (root) =>
        root.session.smsLogin({ username: '13826081234', sms: '135790' }, '/center/userInfo'),
      'mock-token-certified-admin',
      ['GET /api/csr/user/sms/Login'],
    ],
    [
      'third party',
      (root) => root.session.thirdLogin({ unionid: 'wx-union-10001', type: 1 }, '/center/userInfo'),
      'mock-token-certified-admin',
      ['POST /api/csr/pc/login/user/thirdLogin'],
    ],
    [
      'QR',
      (root) =>
        root.session.acceptQrLogin(
          { token: 'qr-token', user: users.certifiedAdmin },
          '/center/userInfo',
        ),
      'qr-token',
      [],
    ],
  ])('logs in by %s like the password login', async (_, logIn, token, calls) => {
    const requests = recordRequests(server);
    const { env, root } = createTestRoot({ path: '/gateway/login' });
    const done = logIn(root);
    expect(root.session.loginStatus).toBe('pending');
    await expect(done).resolves.toBe(true);
    expect(env.tokens.get()).toBe(token);
    expect(root.session.userInfo?.realname).toBe('陈志强');
    expect(JSON.parse(env.storage.getItem('mall.user') ?? 'null')).toMatchObject({
      uid: 10001,
      examineState: 2,
    });
    expect(env.notifications).toEqual([{ type: 'success', message: '登录成功' }]);
    await vi.advanceTimersByTimeAsync(999);
    expect(env.navigations).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(env.navigations).toEqual(['/center/userInfo']);
    expect(root.session.loginStatus).toBe('idle');
    expect(requests).toEqual(calls);
  });

  it('registers, logs the new user in and sends them to the guide', async () => {
    const requests = recordRequests(server);
    const { env, root } = createTestRoot({ path: '/gateway/register' });
    await expect(root.session.register(registration)).resolves.toBe(true);
    expect(env.tokens.get()).toBe('mock-token-new-user');
    expect(root.session.user?.uid).toBe(10004);
    expect(env.notifications).toEqual([{ type: 'success', message: '登录成功' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(env.navigations).toEqual(['/guideNovice']);
    expect(requests).toEqual(['POST /api/csr/user/register']);
  });

  it('sends a registered user who needs no guide home', async () => {
    server.use(ok('/user/register', { token: 't', user: users.uncertified }));
    const { env, root } = createTestRoot({ path: '/gateway/register' });
    await root.session.register(registration);
    await vi.advanceTimersByTimeAsync(1000);
    expect(env.navigations).toEqual(['/home/main']);
  });

  it('sends a new user logging in by SMS to the guide, whatever the redirect', async () => {
    server.use(ok('/user/sms/Login', { token: 't', user: users.newUser }));
    const { env, root } = createTestRoot({ path: '/gateway/login' });
    await root.session.smsLogin({ username: '15038719753', sms: '135790' }, '/center/userInfo');
    await vi.advanceTimersByTimeAsync(1000);
    expect(env.navigations).toEqual(['/guideNovice']);
  });

  it('refuses any login while another is pending, whichever way', async () => {
    server.use(pending('/user/sms/Login'));
    const requests = recordRequests(server);
    const { root } = createTestRoot({ path: '/gateway/login' });
    void root.session.smsLogin({ username: '13826081234', sms: '135790' });
    await expect(root.session.login(credentials)).resolves.toBe(false);
    await expect(root.session.register(registration)).resolves.toBe(false);
    await expect(root.session.thirdLogin({ unionid: 'wx-union-10001', type: 1 })).resolves.toBe(
      false,
    );
    await expect(
      root.session.acceptQrLogin({ token: 'qr-token', user: users.certifiedAdmin }),
    ).resolves.toBe(false);
    await vi.waitFor(() => expect(requests).toEqual(['GET /api/csr/user/sms/Login']));
    expect(root.session.isLoggedIn).toBe(false);
  });

  it('turns body 409 of an SMS login into the contact notice', async () => {
    server.use(fail('/user/sms/Login', 409, '该账号已被冻结'));
    const { env, root } = createTestRoot({ path: '/gateway/login' });
    await expect(root.session.smsLogin({ username: '13826081234', sms: '135790' })).resolves.toBe(
      false,
    );
    expect(root.session.loginNotice?.message).toBe('该账号已被冻结，请致电客服 400-820-6060 处理');
    expect(env.notifications).toEqual([]);
    expect(root.session.loginStatus).toBe('idle');
  });

  it('shows body 502 of a third-party login as info', async () => {
    server.use(fail('/pc/login/user/thirdLogin', 502));
    const { env, root } = createTestRoot({ path: '/gateway/wxBack' });
    await root.session.thirdLogin({ unionid: 'wx-union-10001', type: 1 });
    expect(env.notifications).toEqual([{ type: 'info', message: '该账号请在业务端App登录' }]);
  });

  it('leaves a refused registration to the http client and can be retried', async () => {
    server.use(fail('/user/register', 500, '验证码错误'));
    const { env, root } = createTestRoot({ path: '/gateway/register' });
    await expect(root.session.register(registration)).resolves.toBe(false);
    expect(env.notifications).toEqual([{ type: 'error', message: '验证码错误' }]);
    expect([root.session.isLoggedIn, root.session.loginStatus]).toEqual([false, 'idle']);
    server.resetHandlers();
    await expect(root.session.register(registration)).resolves.toBe(true);
  });
});

describe('finishGuide', () => {
  async function newUserOnGuide() {
    server.use(ok('/user/login', { token: 'new-token', user: users.newUser }));
    const created = createTestRoot({ path: '/gateway/login' });
    await created.root.session.login(credentials);
    await vi.advanceTimersByTimeAsync(1000);
    created.env.navigations.length = 0;
    created.env.notifications.length = 0;
    return created;
  }

  it('tells the server, marks the guide done and goes home', async () => {
    const { env, root } = await newUserOnGuide();
    const requests = recordRequests(server);
    const finishing = root.session.finishGuide();
    expect(root.session.guideStatus).toBe('pending');
    await expect(finishing).resolves.toBe(true);
    expect(requests).toEqual(['PUT /api/csr/pc/login/user/updateIsFinishAppGuide']);
    expect(root.session.userInfo?.isFinishPcGuide).toBe(1);
    expect(root.session.user?.uid).toBe(10004);
    expect(env.navigations).toEqual(['/home/main']);
    expect(root.session.guideStatus).toBe('idle');
  });

  it('refuses a second finish while the first is pending', async () => {
    const { root } = await newUserOnGuide();
    const requests = recordRequests(server);
    const first = root.session.finishGuide();
    await expect(root.session.finishGuide()).resolves.toBe(false);
    await first;
    expect(requests).toHaveLength(1);
  });

  it('stays on the guide when the call fails', async () => {
    server.use(fail('/pc/login/user/updateIsFinishAppGuide', 500));
    const { env, root } = await newUserOnGuide();
    await expect(root.session.finishGuide()).resolves.toBe(false);
    expect(env.notifications).toEqual([{ type: 'error', message: '服务器端出错' }]);
    expect(env.navigations).toEqual([]);
    expect(root.session.userInfo?.isFinishPcGuide).toBe(0);
    expect(root.session.guideStatus).toBe('idle');
  });

  it('only goes home for a visitor', async () => {
    const requests = recordRequests(server);
    const { env, root } = createTestRoot({ path: '/guideNovice' });
    await expect(root.session.finishGuide()).resolves.toBe(true);
    expect(requests).toEqual([]);
    expect(env.navigations).toEqual(['/home/main']);
  });

  it('goes home with only the stored user (after a reload)', async () => {
    const { env, root } = createTestRoot({
      path: '/guideNovice',
      token: 'tok',
      user: users.newUser,
    });
    await root.session.finishGuide();
    expect(root.session.userInfo).toBeNull();
    expect(root.session.user?.uid).toBe(10004);
    expect(env.navigations).toEqual(['/home/main']);
  });

  it('does nothing more when the session ended meanwhile', async () => {
    const { env, root } = await newUserOnGuide();
    const finishing = root.session.finishGuide();
    root.session.logout();
    await finishing;
    expect(env.navigations).toEqual(['/home/main']);
    expect(root.session.userInfo).toBeNull();
    expect(env.storage.getItem('mall.user')).toBeNull();
  });
});

describe('loadUserInfo', () => {
  it('refreshes the user and the stored user', async () => {
    server.use(ok('/info/user/getUserInfo', { ...users.uncertified, userExamineState: 2 }));
    const { env, root } = createTestRoot({ token: 'tok', user: users.uncertified });
    expect(root.session.isCertified).toBe(false);
    await root.session.loadUserInfo();
    expect(root.session.isCertified).toBe(true);
    expect(root.session.userInfo?.realname).toBe('王建国');
    expect(JSON.parse(env.storage.getItem('mall.user') ?? 'null')).toMatchObject({
      uid: 10003,
      examineState: 2,
    });
  });

  it('makes no request without a token', async () => {
    const requests = recordRequests(server);
    const { root } = createTestRoot();
    await root.session.loadUserInfo();
    expect(requests).toEqual([]);
  });

  it('drops an answer that arrives after logout', async () => {
    const { env, root } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
    const loading = root.session.loadUserInfo();
    root.session.logout();
    await loading;
    expect(root.session.user).toBeNull();
    expect(env.storage.getItem('mall.user')).toBeNull();
  });
});

describe('session expiry', () => {
  it('on body 401 during a call warns, forgets the session and goes to login with the current path', async () => {
    server.use(fail('/pc/new/mall/order/getAppMallOrderCount', 401));
    const { env, root } = createTestRoot({
      path: '/center/orderAllOrder?tab=1',
      token: 'tok',
      user: users.certifiedAdmin,
    });
    await root.orderCounts.load();
    expect(env.notifications).toEqual([{ type: 'warning', message: '登录状态已过期，请重新登录' }]);
    expect(env.navigations).toEqual([
      '/gateway/login?redirect=%2Fcenter%2ForderAllOrder%3Ftab%3D1',
    ]);
    expect([
      root.session.token,
      root.session.user,
      env.tokens.get(),
      env.storage.getItem('mall.user'),
    ]).toEqual([null, null, null, null]);
    expect(root.orderCounts.status).toBe('idle');
  });

  it('on body 403 does the same with its own warning', async () => {
    server.use(fail('/pc/new/mall/cart/getPCMyCartNewCount', 403));
    const { env, root } = createTestRoot({
      path: '/center/userInfo',
      token: 'tok',
      user: users.certifiedAdmin,
    });
    await root.cart.load();
    expect(env.notifications).toEqual([{ type: 'warning', message: '登录状态已失效，请重新登录' }]);
    expect(env.navigations).toEqual(['/gateway/login?redirect=%2Fcenter%2FuserInfo']);
  });

  it('on HTTP 401 on the home page only clears the token', async () => {
    server.use(httpStatus('/pc/new/mall/cart/getPCMyCartNewCount', 401));
    const { env, root } = createTestRoot({
      path: '/home/main',
      token: 'tok',
      user: users.certifiedAdmin,
    });
    await root.cart.load();
    expect(root.session.token).toBeNull();
    expect(env.tokens.get()).toBeNull();
    expect(root.session.user?.uid).toBe(10001);
    // Without a token the buyer is a visitor: no prices, no admin elements.
    expect([root.session.isCertified, root.session.isAdmin]).toEqual([false, false]);
    expect(env.navigations).toEqual([]);
    expect(env.notifications).toEqual([]);
  });

  it('on HTTP 401 elsewhere goes to login', async () => {
    server.use(httpStatus('/pc/new/mall/cart/getPCMyCartNewCount', 401));
    const { env, root } = createTestRoot({
      path: '/home/modelShoppingCart/list',
      token: 'tok',
      user: users.certifiedAdmin,
    });
    await root.cart.load();
    expect(env.navigations).toEqual(['/gateway/login?redirect=%2Fhome%2FmodelShoppingCart%2Flist']);
    expect(root.session.isLoggedIn).toBe(false);
  });

  it('stays put when already on a gateway page', () => {
    const { env, root } = createTestRoot({ path: '/gateway/register', token: 'tok' });
    root.session.expire();
    expect(env.navigations).toEqual([]);
    expect(root.session.isLoggedIn).toBe(false);
  });

  it('sends the token of the session with each call', async () => {
    const tokens: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      tokens.push(request.headers.get('Token'));
    });
    const { root } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
    await root.orderCounts.load();
    root.session.clearToken();
    await root.home.loadTodayPrice();
    expect(tokens).toEqual(['tok', null]);
  });
});

describe('logout', () => {
  it('goes home, clears every store and the token, stops pollers, says 退出成功 and reloads', async () => {
    const { env, root } = createTestRoot({
      path: '/center/userInfo',
      token: 'tok',
      user: users.certifiedAdmin,
    });
    await Promise.all([
      root.orderCounts.load(),
      root.cart.load(),
      root.home.loadTodayPrice(),
      root.messages.load(),
    ]);
    expect([root.orderCounts.openTotal, root.cart.total, root.messages.unreadCount]).toEqual([
      14, 9, 7,
    ]);
    const poll = vi.fn(() => Promise.resolve());
    const poller = new Poller({
      task: poll,
      baseInterval: 15000,
      firstDelay: 100,
      timers: env.timers,
      canRun: () => true,
    });
    root.registerPoller(poller);
    poller.start();

    root.session.logout();

    expect(env.navigations).toEqual(['/home/main']);
    expect([root.session.token, root.session.user, root.session.userInfo]).toEqual([
      null,
      null,
      null,
    ]);
    expect([env.tokens.get(), env.storage.getItem('mall.user')]).toEqual([null, null]);
    expect([root.orderCounts.counts, root.cart.counts, root.home.todayPrice]).toEqual([
      null,
      null,
      null,
    ]);
    expect([
      root.orderCounts.openTotal,
      root.cart.total,
      root.messages.unreadCount,
      root.home.hotKeys,
    ]).toEqual([0, 0, 0, []]);
    await vi.advanceTimersByTimeAsync(60000);
    expect(poll).not.toHaveBeenCalled();
    expect(env.notifications).toEqual([{ type: 'success', message: '退出成功' }]);
    expect(env.reloads).toBe(1);
  });
});

describe('password reset', () => {
  it('resets, says 密码已重置，请使用新密码登录 and goes to the login page; a second submit waits', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/csr/user/forget', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ code: 200, msg: '密码已重置', data: null });
      }),
    );
    const { env, root } = createTestRoot({ path: '/gateway/forgetPassword' });
    const form = { username: '13800000003', smsCode: '123456', password: 'NewPass2026' };
    const [first, second] = await Promise.all([
      root.session.resetPassword(form),
      root.session.resetPassword(form),
    ]);
    expect([first, second]).toEqual([true, false]);
    expect(bodies).toEqual([form]);
    expect(env.notifications).toContainEqual({
      type: 'success',
      message: '密码已重置，请使用新密码登录',
    });
    expect(env.navigations).toEqual(['/gateway/login']);
  });

  it('stays on the page when the server refuses the code', async () => {
    server.use(fail(paths.auth.forget, 400, '验证码错误或已过期'));
    const { env, root } = createTestRoot({ path: '/gateway/forgetPassword' });
    const ok = await root.session.resetPassword({
      username: '13800000003',
      smsCode: '000000',
      password: 'NewPass2026',
    });
    expect(ok).toBe(false);
    expect(root.session.resetStatus).toBe('idle');
    expect(env.notifications).toEqual([{ type: 'error', message: '验证码错误或已过期' }]);
    expect(env.navigations).toEqual([]);
  });
});
