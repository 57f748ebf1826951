import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  anyEnvelope,
  API_BASE,
  checkUserResult,
  envelope,
  LOGIN_PORT,
  loginResponse,
  paths,
  qrCode,
  qrCodeInfo,
  sandboxLastSms,
  sandboxPaths,
  sandboxThirdAuthorization,
  thirdCheckResult,
  userInfo,
} from '@mall/domain/contract';
import { accountPaths } from '@mall/domain/contract/account';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { FIXED_NOW, PASSWORD, call, login, withQuery } from '../testing.ts';
import { UNSAFE_REDIRECTS } from '../../../../tests/hostileInput.ts';

const SMS = { login: 1, register: 2, forget: 3, bind: 4 } as const;
const NEW_PASSWORD = 'Lvcai2026';

let sandbox: Sandbox;
/** The sandbox's clock; tests only move it forward. */
let clock = FIXED_NOW;
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => clock, cacheSeed: true });
});
afterAll(() => sandbox.close());

const get = (path: string, params: Record<string, string | number> = {}, token?: string) =>
  call(sandbox.app, withQuery(path, params), token === undefined ? {} : { token });
const post = (path: string, body: unknown) => call(sandbox.app, path, { body });
const put = (path: string, body?: unknown, token?: string) =>
  call(sandbox.app, path, {
    method: 'PUT',
    ...(body !== undefined && { body }),
    ...(token !== undefined && { token }),
  });

/** The envelope of an answer without data: `[code, msg]`. */
const answerOf = (json: unknown) => {
  const body = envelope(z.null()).parse(json);
  return [body.code, body.msg];
};
const loginOf = (json: unknown) => envelope(loginResponse).parse(json).data;

const sendSms = (username: string, type: number) =>
  get(paths.auth.sendSms, { username, type, sourceType: 1 });
const lastSms = async (username: string, type: number) =>
  envelope(sandboxLastSms).parse((await get(sandboxPaths.lastSms, { username, type })).json).data
    .code;
/** Sends a code (after the resend interval) and reads it on the "phone". */
const smsCode = async (username: string, type: number) => {
  later(61);
  expect(answerOf((await sendSms(username, type)).json)).toEqual([200, '验证码已发送']);
  return lastSms(username, type);
};
const passwordLogin = (username: string, password: string) =>
  post(paths.auth.login, { username, password, port: LOGIN_PORT });
const userInfoOf = async (token: string) =>
  envelope(userInfo).parse((await get(paths.user.info, {}, token)).json).data;

describe('sending SMS codes', () => {
  it('sends a 6-digit code, which the admin endpoint shows as the phone would', async () => {
    const code = await smsCode('13800000001', SMS.login);
    expect(code).toMatch(/^\d{6}$/);
  });

  it('refuses another code to the same number and type within 60 s, naming the wait', async () => {
    await smsCode('13800000002', SMS.login);
    later(15);
    expect(answerOf((await sendSms('13800000002', SMS.login)).json)).toEqual([
      400,
      '验证码发送过于频繁，请 45 秒后再试',
    ]);
    expect(answerOf((await sendSms('13800000002', SMS.bind)).json)[0]).toBe(200);
    later(45);
    expect(answerOf((await sendSms('13800000002', SMS.login)).json)[0]).toBe(200);
  });

  it.each([
    ['login', SMS.login, '13900000001', '该手机号尚未注册'],
    ['password recovery', SMS.forget, '13900000001', '该手机号尚未注册'],
    ['registration', SMS.register, '13800000003', '该手机号已注册'],
  ])('refuses a code for %s to a number in the wrong state', async (_, type, username, msg) => {
    expect(answerOf((await sendSms(username, type)).json)).toEqual([400, msg]);
  });

  it('sends binding codes to registered and new numbers alike', async () => {
    await smsCode('13800000003', SMS.bind);
    await smsCode('13900000009', SMS.bind);
  });

  it.each([
    [{ username: '13800000001', type: 5, sourceType: 1 }, '验证码用途必须为 1 或 2 或 3 或 4'],
    [
      { username: '13800000001', type: 'login', sourceType: 1 },
      '验证码用途必须为 1 或 2 或 3 或 4',
    ],
    [{ username: '13800000001', type: 1, sourceType: 2 }, '来源必须为 1'],
    [{ username: '13800000001', type: 1 }, '来源不能为空'],
    [{ username: '1380000', type: 1, sourceType: 1 }, '请输入正确的 11 位手机号'],
  ])('validates the query %o', async (params, msg) => {
    expect(answerOf((await get(paths.auth.sendSms, params)).json)).toEqual([400, msg]);
  });

  it('answers 404 on the admin endpoint for a number that got no code', async () => {
    const { json } = await get(sandboxPaths.lastSms, { username: '13900000000' });
    expect(answerOf(json)).toEqual([404, '该手机号还没有收到验证码']);
  });
});

describe('SMS login', () => {
  it('logs in with the code from the phone, once', async () => {
    const sms = await smsCode('13800000002', SMS.login);
    const { json } = await get(paths.auth.smsLogin, { username: '13800000002', sms });
    const { token, user } = loginOf(json);
    expect(user).toMatchObject({ username: '13800000002', realname: '李晓燕' });
    expect((await userInfoOf(token)).uid).toBe(user.uid);
    const again = await get(paths.auth.smsLogin, { username: '13800000002', sms });
    expect(answerOf(again.json)).toEqual([400, '验证码错误或已过期']);
  });

  it('refuses a wrong code, and a code older than 5 minutes', async () => {
    const sms = await smsCode('13800000003', SMS.login);
    const wrong = sms === '000000' ? '000001' : '000000';
    const refused = await get(paths.auth.smsLogin, { username: '13800000003', sms: wrong });
    expect(answerOf(refused.json)).toEqual([400, '验证码错误或已过期']);
    later(301);
    const expired = await get(paths.auth.smsLogin, { username: '13800000003', sms });
    expect(answerOf(expired.json)).toEqual([400, '验证码错误或已过期']);
  });

  it('only accepts the newest code of a number', async () => {
    const first = await smsCode('13800000003', SMS.login);
    const second = await smsCode('13800000003', SMS.login);
    if (first !== second) {
      const old = await get(paths.auth.smsLogin, { username: '13800000003', sms: first });
      expect(answerOf(old.json)).toEqual([400, '验证码错误或已过期']);
    }
    const { json } = await get(paths.auth.smsLogin, { username: '13800000003', sms: second });
    expect(loginOf(json).user.username).toBe('13800000003');
  });

  it.each([
    ['a frozen account with 409', '13800000005', [409, '该账号已被冻结']],
    ['a business-app account with 502', '13800000006', [502, '']],
  ])('refuses %s, as the password login does', async (_, username, expected) => {
    const sms = await smsCode(username, SMS.login);
    expect(answerOf((await get(paths.auth.smsLogin, { username, sms })).json)).toEqual(expected);
  });

  it('validates the code', async () => {
    const { json } = await get(paths.auth.smsLogin, { username: '13800000002', sms: '12a' });
    expect(answerOf(json)).toEqual([400, '请输入 6 位数字验证码']);
  });
});

describe('limits on guessing', () => {
  const wrongOf = (code: string) => (code === '000000' ? '000001' : '000000');

  it("locks a number's SMS codes for 10 minutes after 5 wrong ones, even the right code", async () => {
    const username = '13800000004';
    const code = await smsCode(username, SMS.login);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await get(paths.auth.smsLogin, { username, sms: wrongOf(code) });
      expect(answerOf(wrong.json)).toEqual([400, '验证码错误或已过期']);
    }
    const locked = await get(paths.auth.smsLogin, { username, sms: code });
    expect(answerOf(locked.json)).toEqual([400, '验证码错误次数过多，请 10 分钟后再试']);
    later(10 * 60);
    const fresh = await smsCode(username, SMS.login);
    const { json } = await get(paths.auth.smsLogin, { username, sms: fresh });
    expect(anyEnvelope.parse(json).code).toBe(200);
  });

  it('slows password login down after 5 wrong passwords of one number, doubling the wait', async () => {
    const username = '13800000004';
    for (let i = 0; i < 5; i += 1) {
      expect(answerOf((await passwordLogin(username, 'Wrong@2026')).json)).toEqual([
        400,
        '账号或密码错误',
      ]);
    }
    const slowed = (minutes: number) => [
      400,
      `密码错误次数过多，请 ${minutes} 分钟后再试，或使用短信验证码登录`,
    ];
    expect(answerOf((await passwordLogin(username, PASSWORD)).json)).toEqual(slowed(1));
    later(61);
    expect(answerOf((await passwordLogin(username, 'Wrong@2026')).json)[1]).toBe('账号或密码错误');
    expect(answerOf((await passwordLogin(username, PASSWORD)).json)).toEqual(slowed(2));
    expect(anyEnvelope.parse((await passwordLogin('13800000001', PASSWORD)).json).code).toBe(200);
    later(121);
    expect(anyEnvelope.parse((await passwordLogin(username, PASSWORD)).json).code).toBe(200);
    expect(answerOf((await passwordLogin(username, 'Wrong@2026')).json)[1]).toBe('账号或密码错误');
  });
});

describe('registration and password recovery', () => {
  it('tells whether a number is free', async () => {
    const check = async (userName: string) =>
      envelope(checkUserResult).parse((await get(paths.auth.checkUser, { userName })).json).data;
    expect(await check('13800000001')).toEqual({ available: false });
    expect(await check('13900000001')).toEqual({ available: true });
  });

  it('registers an uncertified buyer who has not done the guide, logged in at once', async () => {
    const username = '13900000001';
    const smsCodeValue = await smsCode(username, SMS.register);
    const { json } = await post(paths.auth.register, {
      username,
      smsCode: smsCodeValue,
      password: NEW_PASSWORD,
      realname: ' 赵磊 ',
      agreed: true,
    });
    const { token, user } = loginOf(json);
    expect(user).toMatchObject({
      username,
      realname: '赵磊',
      userType: 1,
      companyId: null,
      companyName: null,
      isAdministrators: 0,
      userExamineState: 0,
      isFinishPcGuide: 0,
    });
    expect((await userInfoOf(token)).username).toBe(username);
    expect(loginOf((await passwordLogin(username, NEW_PASSWORD)).json).user.uid).toBe(user.uid);
    const checked = await get(paths.auth.checkUser, { userName: username });
    expect(envelope(checkUserResult).parse(checked.json).data.available).toBe(false);
  });

  it('refuses a registration without consent to the agreement and the privacy policy', async () => {
    const username = '13900000009';
    const smsCodeValue = await smsCode(username, SMS.register);
    const base = { username, smsCode: smsCodeValue, password: NEW_PASSWORD, realname: '赵磊' };
    for (const body of [base, { ...base, agreed: false }]) {
      const refused = await post(paths.auth.register, body);
      expect(answerOf(refused.json)).toEqual([400, '请阅读并同意《用户协议》《隐私政策》']);
    }
    const checked = await get(paths.auth.checkUser, { userName: username });
    expect(envelope(checkUserResult).parse(checked.json).data.available).toBe(true);
  });

  it('refuses a taken number, a wrong code and a weak password', async () => {
    const body = { smsCode: '123456', password: NEW_PASSWORD, realname: '赵磊', agreed: true };
    const taken = await post(paths.auth.register, { ...body, username: '13800000003' });
    expect(answerOf(taken.json)).toEqual([400, '该手机号已注册']);
    const unsent = await post(paths.auth.register, { ...body, username: '13900000002' });
    expect(answerOf(unsent.json)).toEqual([400, '验证码错误或已过期']);
    const weak = await post(paths.auth.register, {
      ...body,
      username: '13900000002',
      password: 'abcdefgh',
    });
    expect(answerOf(weak.json)).toEqual([400, '密码须包含数字']);
  });

  it('sets a new password: the old one fails and old sessions end', async () => {
    const username = '13800000003';
    const oldSession = await login(sandbox.app, username);
    const smsCodeValue = await smsCode(username, SMS.forget);
    const { json } = await post(paths.auth.forget, {
      username,
      smsCode: smsCodeValue,
      password: NEW_PASSWORD,
    });
    expect(answerOf(json)).toEqual([200, '密码已重置']);
    expect(answerOf((await passwordLogin(username, PASSWORD)).json)).toEqual([
      400,
      '账号或密码错误',
    ]);
    expect(loginOf((await passwordLogin(username, NEW_PASSWORD)).json).user.username).toBe(
      username,
    );
    expect(answerOf((await get(paths.user.info, {}, oldSession)).json)).toEqual([
      401,
      '登录状态已过期，请重新登录',
    ]);
  });

  it('refuses recovery for an unknown number, and with a login code', async () => {
    const body = { smsCode: '123456', password: NEW_PASSWORD };
    const unknown = await post(paths.auth.forget, { ...body, username: '13900000003' });
    expect(answerOf(unknown.json)).toEqual([400, '该手机号尚未注册']);
    const loginCode = await smsCode('13800000004', SMS.login);
    const wrongType = await post(paths.auth.forget, {
      ...body,
      username: '13800000004',
      smsCode: loginCode,
    });
    expect(answerOf(wrongType.json)).toEqual([400, '验证码错误或已过期']);
  });
});

describe('QR login', () => {
  const generate = async () => envelope(qrCode).parse((await get(paths.auth.qrGenerate)).json).data;
  const info = async (code: string) =>
    envelope(qrCodeInfo).parse((await get(paths.auth.qrInfo, { code })).json).data;
  const scan = (code: string, username: string) => put(sandboxPaths.qrScan, { code, username });
  const confirm = (code: string) => put(sandboxPaths.qrConfirm, { code });

  it('goes WAITING, SCANNED, CONFIRMED with a session, then EXPIRED', async () => {
    const qr = await generate();
    expect(qr).toEqual({
      code: expect.stringMatching(/^[0-9a-f]{32}$/),
      content: `lvmall://login?code=${qr.code}`,
      expiresIn: 120,
    });
    expect(await info(qr.code)).toEqual({ codeStatus: 'WAITING' });
    expect(answerOf((await confirm(qr.code)).json)).toEqual([400, '二维码尚未扫描']);
    expect(answerOf((await scan(qr.code, '13800000001')).json)).toEqual([
      200,
      '已扫码，请在手机上确认登录',
    ]);
    expect(answerOf((await scan(qr.code, '13800000002')).json)).toEqual([400, '二维码已被扫描']);
    expect(await info(qr.code)).toEqual({ codeStatus: 'SCANNED' });
    expect(answerOf((await confirm(qr.code)).json)).toEqual([200, '已确认登录']);
    const confirmed = await info(qr.code);
    expect(confirmed).toMatchObject({
      codeStatus: 'CONFIRMED',
      roleUser: { username: '13800000001', realname: '陈志强', userExamineState: 2 },
    });
    expect(confirmed.token).toMatch(/^[0-9a-f]{48}$/);
    expect((await userInfoOf(confirmed.token ?? '')).username).toBe('13800000001');
    expect(await info(qr.code)).toEqual({ codeStatus: 'EXPIRED' });
    expect(answerOf((await confirm(qr.code)).json)).toEqual([400, '二维码已失效']);
  });

  it("is scanned and confirmed by the phone's own calls, with its session", async () => {
    const qr = await generate();
    const phone = await login(sandbox.app, '13800000002');
    const other = await login(sandbox.app, '13800000001');
    const scanLogin = (token?: string) => get(accountPaths.scanLogin, { code: qr.code }, token);
    const confirmScan = (token: string) => get(accountPaths.confirmScan, { code: qr.code }, token);
    expect(answerOf((await scanLogin()).json)[0]).toBe(401);
    expect(answerOf((await get(accountPaths.scanLogin, {}, phone)).json)[0]).toBe(400);
    expect(answerOf((await confirmScan(phone)).json)).toEqual([400, '二维码尚未扫描']);
    expect(answerOf((await scanLogin(phone)).json)).toEqual([200, '已扫码，请在手机上确认登录']);
    expect(await info(qr.code)).toEqual({ codeStatus: 'SCANNED' });
    expect(answerOf((await scanLogin(other)).json)).toEqual([400, '二维码已被扫描']);
    expect(answerOf((await confirmScan(other)).json)).toEqual([400, '请使用扫码的手机确认登录']);
    expect(answerOf((await confirmScan(phone)).json)).toEqual([200, '已确认登录']);
    const confirmed = await info(qr.code);
    expect(confirmed).toMatchObject({
      codeStatus: 'CONFIRMED',
      roleUser: { username: '13800000002' },
    });
    expect((await userInfoOf(confirmed.token ?? '')).username).toBe('13800000002');
  });

  it('hands out a new code each time', async () => {
    const [first, second] = [await generate(), await generate()];
    expect(first.code).not.toBe(second.code);
  });

  it('expires a code after its 120 s, scanned or not', async () => {
    const waiting = await generate();
    const scanned = await generate();
    await scan(scanned.code, '13800000002');
    later(119);
    expect(await info(waiting.code)).toEqual({ codeStatus: 'WAITING' });
    later(1);
    expect(await info(waiting.code)).toEqual({ codeStatus: 'EXPIRED' });
    expect(await info(scanned.code)).toEqual({ codeStatus: 'EXPIRED' });
    expect(answerOf((await scan(waiting.code, '13800000001')).json)).toEqual([400, '二维码已失效']);
    expect(answerOf((await confirm(scanned.code)).json)).toEqual([400, '二维码已失效']);
  });

  it('answers EXPIRED for an unknown code, and 400 without one', async () => {
    expect(await info('no-such-code')).toEqual({ codeStatus: 'EXPIRED' });
    expect(answerOf((await get(paths.auth.qrInfo)).json)).toEqual([400, '二维码不能为空']);
  });

  it.each([
    ['an unknown account', '13900000000', [400, '该手机号尚未注册']],
    ['a frozen account', '13800000005', [409, '该账号已被冻结']],
    ['a business-app account', '13800000006', [502, '']],
  ])('refuses a scan by %s', async (_, username, expected) => {
    const { code } = await generate();
    expect(answerOf((await scan(code, username)).json)).toEqual(expected);
    expect(await info(code)).toEqual({ codeStatus: 'WAITING' });
  });
});

describe('third-party login', () => {
  const SEEDED_WECHAT = 'o7Xq2LvMallZhangJL8sT1vB3kD9';
  const SEEDED_QQ = '7D3F1A9C5E2B8046D1F3A5C7E9B2D4F6';

  const authorize = async (body: unknown) =>
    envelope(sandboxThirdAuthorization).parse((await post(sandboxPaths.thirdAuthorize, body)).json)
      .data;
  const check = async (code: string, type: number) =>
    envelope(thirdCheckResult).parse((await get(paths.auth.thirdCheck, { code, type })).json).data;
  const thirdLogin = (body: unknown) => post(paths.auth.thirdLogin, body);

  it('logs a bound WeChat identity in with its unionid', async () => {
    const { code, unionid, openid } = await authorize({ type: 1, openid: SEEDED_WECHAT });
    expect(openid).toBe(SEEDED_WECHAT);
    expect(await check(code, 1)).toEqual({
      isCheck: 1,
      user: { unionid, openid, nickname: '鑫铝采购-张经理' },
    });
    const { token, user } = loginOf((await thirdLogin({ unionid, type: 1 })).json);
    expect(user.username).toBe('13800000001');
    expect((await userInfoOf(token)).uid).toBe(user.uid);
  });

  it('takes each code once, for its own provider, within 5 minutes', async () => {
    const reused = await authorize({ type: 1, openid: SEEDED_WECHAT });
    await check(reused.code, 1);
    const again = await get(paths.auth.thirdCheck, { code: reused.code, type: 1 });
    expect(answerOf(again.json)).toEqual([400, '授权码无效或已过期']);
    const other = await authorize({ type: 1, openid: SEEDED_WECHAT });
    const wrongType = await get(paths.auth.thirdCheck, { code: other.code, type: 2 });
    expect(answerOf(wrongType.json)).toEqual([400, '授权码无效或已过期']);
    later(301);
    const late = await get(paths.auth.thirdCheck, { code: other.code, type: 1 });
    expect(answerOf(late.json)).toEqual([400, '授权码无效或已过期']);
    const badType = await get(paths.auth.thirdCheck, { code: other.code, type: 3 });
    expect(answerOf(badType.json)).toEqual([400, '登录方式必须为 1 或 2']);
  });

  it('creates an account for a first-time QQ identity on a new number, bound', async () => {
    const { code, unionid } = await authorize({ type: 2, openid: SEEDED_QQ });
    expect(await check(code, 2)).toMatchObject({ isCheck: 0, user: { nickname: '铝材新客' } });
    expect(answerOf((await thirdLogin({ unionid, type: 2 })).json)).toEqual([
      400,
      '该账号尚未绑定手机号',
    ]);
    const username = '13900000005';
    const sms = await smsCode(username, SMS.bind);
    const withoutPassword = await thirdLogin({ unionid, type: 2, username, smsCode: sms });
    expect(answerOf(withoutPassword.json)).toEqual([400, '请设置登录密码']);
    const { user } = loginOf(
      (await thirdLogin({ unionid, type: 2, username, smsCode: sms, password: NEW_PASSWORD })).json,
    );
    expect(user).toMatchObject({
      username,
      realname: '铝材新客',
      userExamineState: 0,
      isFinishPcGuide: 0,
      companyId: null,
    });
    const next = await authorize({ type: 2, openid: SEEDED_QQ });
    expect((await check(next.code, 2)).isCheck).toBe(1);
    expect(loginOf((await thirdLogin({ unionid, type: 2 })).json).user.uid).toBe(user.uid);
    expect(loginOf((await passwordLogin(username, NEW_PASSWORD)).json).user.uid).toBe(user.uid);
  });

  it('binds a new WeChat identity to an existing account', async () => {
    const { code, unionid, openid } = await authorize({ type: 1, nickname: '华东铝业-孙工' });
    expect(openid).toMatch(/^o[0-9a-f]{27}$/);
    expect(await check(code, 1)).toEqual({
      isCheck: 0,
      user: { unionid, openid, nickname: '华东铝业-孙工' },
    });
    const username = '13800000004';
    const wrong = await thirdLogin({ unionid, type: 1, username, smsCode: '000000' });
    expect(answerOf(wrong.json)).toEqual([400, '验证码错误或已过期']);
    const sms = await smsCode(username, SMS.bind);
    const { user } = loginOf((await thirdLogin({ unionid, type: 1, username, smsCode: sms })).json);
    expect(user).toMatchObject({ username, realname: '张敏' });
    expect(loginOf((await thirdLogin({ unionid, type: 1 })).json).user.uid).toBe(user.uid);
  });

  it('refuses a number already bound to another WeChat, and unknown identities', async () => {
    const { unionid } = await authorize({ type: 1 });
    const username = '13800000001';
    const sms = await smsCode(username, SMS.bind);
    const bound = await thirdLogin({ unionid, type: 1, username, smsCode: sms });
    expect(answerOf(bound.json)).toEqual([400, '该手机号已绑定其他微信账号']);
    const unknown = await thirdLogin({ unionid: 'UID_NOPE', type: 2 });
    expect(answerOf(unknown.json)).toEqual([400, '授权信息无效，请重新授权']);
  });

  it('reuses an identity by openid and validates the admin body', async () => {
    const first = await authorize({ type: 2, openid: 'QQ-TEST-OPENID', nickname: '测试' });
    const second = await authorize({ type: 2, openid: 'QQ-TEST-OPENID' });
    expect(second.unionid).toBe(first.unionid);
    expect(second.code).not.toBe(first.code);
    const { json } = await post(sandboxPaths.thirdAuthorize, { type: 3 });
    expect(answerOf(json)).toEqual([400, '登录方式必须为 1 或 2']);
  });
});

describe('the stand-in authorisation page', () => {
  const page = (params: Record<string, string>) =>
    sandbox.app.request(withQuery(`${API_BASE}${sandboxPaths.thirdAuthorizePage}`, params));
  const codeIn = (location: string) =>
    new URL(location, 'http://localhost').searchParams.get('code') ?? '';
  const check = async (code: string, type: number) =>
    envelope(thirdCheckResult).parse((await get(paths.auth.thirdCheck, { code, type })).json).data;

  it('lists the identities of the provider and a new user, without scripts', async () => {
    const response = await page({ type: '1', redirect: '/#/gateway/wxBack' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const text = await response.text();
    expect(text).toContain('<title>模拟微信授权</title>');
    expect(text).toContain('鑫铝采购-张经理');
    expect(text).toContain('已绑定 13800000001');
    expect(text).toContain('新用户');
    expect(text).not.toContain('铝材新客');
    expect(text).not.toContain('<script');
    expect(text).toContain('href="?type=1&amp;redirect=%2F%23%2Fgateway%2FwxBack&amp;identity=');
    const qq = await (await page({ type: '2', redirect: '/' })).text();
    expect(qq).toContain('<title>模拟 QQ 授权</title>');
    expect(qq).toContain('铝材新客');
  });

  it('escapes nicknames', async () => {
    await post(sandboxPaths.thirdAuthorize, { type: 2, nickname: '<b>铝</b>' });
    const text = await (await page({ type: '2', redirect: '/' })).text();
    expect(text).toContain('&lt;b&gt;铝&lt;/b&gt;');
    expect(text).not.toContain('<b>铝');
  });

  it('redirects a chosen identity back with a code, before the hash like WeChat', async () => {
    const response = await page({
      type: '1',
      redirect: '/#/gateway/wxBack',
      identity: 'o7Xq2LvMallZhangJL8sT1vB3kD9',
    });
    expect(response.status).toBe(302);
    const location = response.headers.get('Location') ?? '';
    expect(location).toMatch(/^\/\?code=[0-9a-f]{32}&type=1#\/gateway\/wxBack$/);
    expect((await check(codeIn(location), 1)).isCheck).toBe(1);
  });

  it('makes a new identity for 新用户, back to a localhost URL', async () => {
    const response = await page({
      type: '2',
      redirect: 'http://localhost:5173/gateway/qqBack?from=login',
      identity: 'new',
    });
    expect(response.status).toBe(302);
    const location = response.headers.get('Location') ?? '';
    expect(location).toMatch(
      /^http:\/\/localhost:5173\/gateway\/qqBack\?from=login&code=[0-9a-f]{32}&type=2$/,
    );
    expect(await check(codeIn(location), 2)).toMatchObject({
      isCheck: 0,
      user: { nickname: expect.stringMatching(/^QQ用户[0-9A-F]{4}$/) },
    });
    const loopback = await page({ type: '1', redirect: 'http://127.0.0.1:4174/', identity: 'new' });
    expect(loopback.headers.get('Location')).toMatch(/^http:\/\/127\.0\.0\.1:4174\/\?code=/);
  });

  // The app's list of crafted targets (it sends each home), and a dot-segment path that
  // resolves to another host. The page refuses each, except that a path of its own origin may
  // send the browser there: never off this origin or loopback.
  it.each([...UNSAFE_REDIRECTS, '/a/../..//evil.example'])(
    'never sends the browser off the origin with %j',
    async (redirect) => {
      const response = await page({ type: '1', redirect, identity: 'new' });
      if (redirect.startsWith('/') && response.status === 302) {
        const location = new URL(response.headers.get('Location') ?? '', 'http://localhost');
        expect([location.origin, location.pathname.startsWith('//')]).toEqual([
          'http://localhost',
          false,
        ]);
        return;
      }
      expect(response.status).toBe(200);
      expect(answerOf(await response.json())).toEqual([
        400,
        '回跳地址只能是本站路径，或 localhost、127.0.0.1 上的 http(s) 地址',
      ]);
    },
  );

  it('refuses an unknown identity', async () => {
    const response = await page({ type: '1', redirect: '/', identity: 'nobody' });
    expect(answerOf(await response.json())).toEqual([400, '未找到该第三方账号']);
  });
});

describe('the new-user guide', () => {
  it('marks the guide as done for the session user', async () => {
    const token = await login(sandbox.app, '13800000004');
    expect((await userInfoOf(token)).isFinishPcGuide).toBe(0);
    expect(answerOf((await put(paths.auth.finishGuide, undefined, token)).json)).toEqual([
      200,
      'success',
    ]);
    expect((await userInfoOf(token)).isFinishPcGuide).toBe(1);
  });

  it('needs a login', async () => {
    expect(answerOf((await put(paths.auth.finishGuide)).json)).toEqual([
      401,
      '登录状态已过期，请重新登录',
    ]);
  });
});

describe('the admin endpoints', () => {
  it('are never faulted', async () => {
    const faults = { errorRate: 1, rules: [{ path: sandboxPaths.lastSms, code: 503 }] };
    await put(sandboxPaths.faults, faults);
    try {
      expect(anyEnvelope.parse((await get(paths.auth.qrGenerate)).json).code).toBe(500);
      expect(
        anyEnvelope.parse((await post(sandboxPaths.thirdAuthorize, { type: 1 })).json).code,
      ).toBe(200);
      const { json } = await get(sandboxPaths.lastSms, { username: '13800000001' });
      expect(anyEnvelope.parse(json).code).toBe(200);
    } finally {
      await call(sandbox.app, sandboxPaths.faults, { method: 'DELETE' });
    }
  });
});
