import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PORT, paths } from '@mall/domain/contract';
import { SAME_PASSWORD, WRONG_OLD_PASSWORD, passwordPaths } from '@mall/domain/contract/password';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { FIXED_NOW, PASSWORD, call, dataOf, failureOf, login } from '../testing.ts';

const USER = '13800000004';
const NEW_PASSWORD = 'Alu2026new';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => FIXED_NOW, cacheSeed: true });
});
afterAll(() => sandbox.close());

const change = (token: string, body: object) =>
  failureOf(sandbox.app, passwordPaths.change, { token, body });

describe('changeLoginPassword', () => {
  it('refuses a wrong old password, a weak or unchanged new one; then ends the sessions', async () => {
    const token = await login(sandbox.app, USER);
    expect(await change(token, { oldPassword: 'Wrong2026', password: NEW_PASSWORD })).toEqual([
      400,
      WRONG_OLD_PASSWORD,
    ]);
    expect(await change(token, { oldPassword: PASSWORD, password: 'abcdefgh' })).toEqual([
      400,
      '密码须包含数字',
    ]);
    expect(await change(token, { oldPassword: PASSWORD, password: PASSWORD })).toEqual([
      400,
      SAME_PASSWORD,
    ]);
    await dataOf(sandbox.app, z.null(), passwordPaths.change, {
      token,
      body: { oldPassword: PASSWORD, password: NEW_PASSWORD },
    });
    // The old session is over; the old password no longer logs in, the new one does.
    const [code] = await failureOf(sandbox.app, passwordPaths.change, {
      token,
      body: { oldPassword: NEW_PASSWORD, password: 'Another2026' },
    });
    expect(code).toBe(401);
    const logInWith = (password: string) =>
      call(sandbox.app, paths.auth.login, { body: { username: USER, password, port: LOGIN_PORT } });
    expect((await logInWith(PASSWORD)).json).toMatchObject({ data: null });
    expect((await logInWith(NEW_PASSWORD)).json).toMatchObject({ code: 200 });
  });
});
