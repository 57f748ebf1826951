import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountInfo,
  accountPaths,
  windowConfig,
  WINDOW_CONFIG,
} from '@mall/domain/contract/account';
import {
  API_BASE,
  LOGIN_PORT,
  envelope,
  loginResponse,
  paths,
  sandboxLastSms,
  sandboxPaths,
  sandboxThirdAuthorization,
  SMS_TYPE,
} from '@mall/domain/contract';
import { uploadedFile, userCentrePaths } from '@mall/domain/contract/userCentre';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { FIXED_NOW, PASSWORD, call, dataOf, failureOf, login, withQuery } from '../testing.ts';

let sandbox: Sandbox;

// The first run after a sandbox change seeds afresh, which takes long on a loaded machine.
beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => FIXED_NOW, cacheSeed: true });
}, 300_000);
afterAll(() => sandbox.close());

const info = (token: string) => dataOf(sandbox.app, accountInfo, paths.user.info, { token });
const update = (token: string, body: object) =>
  dataOf(sandbox.app, z.null(), accountPaths.updateAccount, { token, method: 'PUT', body });
const refused = (token: string, body: object) =>
  failureOf(sandbox.app, accountPaths.updateAccount, { token, method: 'PUT', body });
const authorize = (type: 1 | 2) =>
  dataOf(sandbox.app, sandboxThirdAuthorization, sandboxPaths.thirdAuthorize, {
    body: { type, nickname: type === 1 ? '微信阿敏' : 'QQ阿敏' },
  });
const NEW_MOBILE = '13900000888';

/** Sends the bind code to `username` and reads it on the "phone". */
const smsTo = async (username: string) => {
  const sent = await call(
    sandbox.app,
    withQuery(paths.auth.sendSms, { username, type: SMS_TYPE.bind, sourceType: 1 }),
  );
  expect(sent.json).toMatchObject({ code: 200 });
  const last = withQuery(sandboxPaths.lastSms, { username, type: SMS_TYPE.bind });
  return (await dataOf(sandbox.app, sandboxLastSms, last)).code;
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString(
  'base64',
);

describe('账号信息', () => {
  it('renames the user through updateUserInfo, keeping the notification switches', async () => {
    const token = await login(sandbox.app, '13800000003');
    await dataOf(sandbox.app, z.unknown(), paths.user.updateInfo, {
      token,
      body: { realname: '  林小雨 ' },
    });
    expect(await info(token)).toMatchObject({ realname: '林小雨', isPush: 1 });
    expect(
      await failureOf(sandbox.app, paths.user.updateInfo, { token, body: { realname: '' } }),
    ).toEqual([400, expect.stringContaining('请输入真实姓名')]);
  });

  it('binds a new mobile proven by its SMS code; a registered number or a wrong code is refused', async () => {
    const token = await login(sandbox.app, '13800000004');
    expect(
      await refused(token, { updateType: 0, username: '13800000001', smsCode: '123456' }),
    ).toEqual([400, '该手机号已注册']);
    const code = await smsTo(NEW_MOBILE);
    expect(
      await refused(token, { updateType: 0, username: NEW_MOBILE, smsCode: '000000' }),
    ).toEqual([400, '验证码错误或已过期']);
    await update(token, { updateType: 0, username: NEW_MOBILE, smsCode: code });
    expect((await info(token)).username).toBe(NEW_MOBILE);
  });

  it('binds WeChat with the provider code once, refuses a second bind and a used code, then unbinds', async () => {
    const token = await login(sandbox.app, '13800000002');
    const first = await authorize(1);
    await update(token, { updateType: 1, code: first.code });
    expect(await info(token)).toMatchObject({ wechatNickname: '微信阿敏', qqNickname: null });
    expect(await refused(token, { updateType: 1, code: first.code })).toEqual([
      400,
      '授权码无效或已过期',
    ]);
    expect(await refused(token, { updateType: 1, code: (await authorize(1)).code })).toEqual([
      400,
      '已绑定微信，请先解绑',
    ]);
    // Another user cannot take an identity that is bound.
    const other = await login(sandbox.app, '13800000001');
    const again = await dataOf(
      sandbox.app,
      sandboxThirdAuthorization,
      sandboxPaths.thirdAuthorize,
      {
        body: { type: 1, openid: first.openid },
      },
    );
    expect(await refused(other, { updateType: 1, code: again.code })).toEqual([
      400,
      '该微信已绑定其他账号',
    ]);
    await update(token, { updateType: 3 });
    expect((await info(token)).wechatNickname).toBeNull();
    expect(await refused(token, { updateType: 4 })).toEqual([400, '尚未绑定QQ']);
  });

  it("sets the avatar to the user's own upload only", async () => {
    const token = await login(sandbox.app, '13800000003');
    const { fileId } = await dataOf(sandbox.app, uploadedFile, userCentrePaths.upload, {
      token,
      body: { fileName: '头像.png', content: PNG },
    });
    await update(token, { updateType: 5, headpic: String(fileId) });
    expect((await info(token)).headpic).toBe(String(fileId));
    const other = await login(sandbox.app, '13800000001');
    expect(await refused(other, { updateType: 5, headpic: String(fileId) })).toEqual([
      400,
      '头像图片不存在',
    ]);
    // A new login carries the avatar in its user, for the header.
    const { json } = await call(sandbox.app, paths.auth.login, {
      body: { username: '13800000003', password: PASSWORD, port: LOGIN_PORT },
    });
    expect(envelope(loginResponse).parse(json).data.user.headpic).toBe(String(fileId));
  });

  it('serves the avatar to an <img>: the session from the Token cookie, its type from its content', async () => {
    const token = await login(sandbox.app, '13800000003');
    const { fileId } = await dataOf(sandbox.app, uploadedFile, userCentrePaths.upload, {
      token,
      body: { fileName: '头像.png', content: PNG },
    });
    const image = (cookie: string) =>
      sandbox.app.request(`${API_BASE}${userCentrePaths.file}/${fileId}`, {
        headers: { Cookie: cookie },
      });
    const served = await image(`other=1; Token=${token}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).toString('base64')).toBe(PNG);
    // No session, or another user's: refused as any call is.
    expect(await (await image('')).json()).toMatchObject({ code: 401 });
    const other = await login(sandbox.app, '13800000001');
    expect(await (await image(`Token=${other}`)).json()).toMatchObject({ code: 404 });
    // Every other call still reads the session from the header only.
    const viaCookie = await sandbox.app.request(`${API_BASE}${paths.user.info}`, {
      headers: { Cookie: `Token=${token}`, Source: '11' },
    });
    expect(await viaCookie.json()).toMatchObject({ code: 401 });
  });
});

describe('userWindowConfig', () => {
  it('keeps a value per user and code', async () => {
    const token = await login(sandbox.app, '13800000001');
    const other = await login(sandbox.app, '13800000002');
    const read = (who: string) =>
      dataOf(
        sandbox.app,
        windowConfig,
        `${accountPaths.windowConfig}/${WINDOW_CONFIG.orderPageSize}`,
        {
          token: who,
        },
      );
    expect(await read(token)).toEqual({ code: 'orderPageSize', value: null });
    for (const value of ['20', '50']) {
      await dataOf(sandbox.app, z.null(), accountPaths.windowConfig, {
        token,
        method: 'PUT',
        body: { code: WINDOW_CONFIG.orderPageSize, value },
      });
    }
    expect(await read(token)).toEqual({ code: 'orderPageSize', value: '50' });
    expect((await read(other)).value).toBeNull();
    expect(
      await failureOf(sandbox.app, `${accountPaths.windowConfig}/bad code`, { token }),
    ).toEqual([400, '偏好代码不正确']);
  });

  it("keeps the message drop-down's tab, and refuses what a chosen code does not hold", async () => {
    const token = await login(sandbox.app, '13800000002');
    const keep = (code: string, value: string) =>
      dataOf(sandbox.app, z.null(), accountPaths.windowConfig, {
        token,
        method: 'PUT',
        body: { code, value },
      });
    const read = async (code: string) =>
      (await dataOf(sandbox.app, windowConfig, `${accountPaths.windowConfig}/${code}`, { token }))
        .value;
    await keep(WINDOW_CONFIG.messageTab, '4');
    expect(await read(WINDOW_CONFIG.messageTab)).toBe('4');
    // 全部 is kept as ''.
    await keep(WINDOW_CONFIG.messageTab, '');
    expect(await read(WINDOW_CONFIG.messageTab)).toBe('');
    for (const [code, value] of [
      [WINDOW_CONFIG.messageTab, 'system'],
      [WINDOW_CONFIG.messageTab, '0'],
      [WINDOW_CONFIG.messageTab, '-1'],
      [WINDOW_CONFIG.orderPageSize, '15'],
      [WINDOW_CONFIG.orderPageSize, ''],
    ]) {
      expect(
        await failureOf(sandbox.app, accountPaths.windowConfig, {
          token,
          method: 'PUT',
          body: { code, value },
        }),
      ).toEqual([400, '偏好内容不正确']);
    }
    expect(await read(WINDOW_CONFIG.messageTab)).toBe('');
    // A code this client does not keep still keeps any text.
    await keep('anotherScreen', 'wide');
    expect(await read('anotherScreen')).toBe('wide');
  });
});
