import { describe, expect, it } from 'vitest';
import { passwordPaths } from '../../contract/password.ts';
import { callsTo, defaultHandlers, fail, recordingOk, users } from '../../mocks/index.ts';
import type { RecordedRequest } from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createPasswordChangeStore } from './PasswordChangeStore.ts';

const server = setupTestServer(...defaultHandlers);

const request = { oldPassword: 'Alu6061t6', password: 'NewPass2026' };

const setup = () => {
  const { root, env } = createTestRoot({
    token: 'tok',
    user: users.certifiedAdmin,
    path: '/center/userUpdatePassword',
  });
  return { root, env, store: root.feature(createPasswordChangeStore) };
};

describe('the password change store', () => {
  it('sends the change once, then forgets the session and opens the login page', async () => {
    const requests: RecordedRequest[] = [];
    server.use(recordingOk(passwordPaths.change, null, requests));
    const { root, env, store } = setup();
    const [first, second] = await Promise.all([store.change(request), store.change(request)]);
    expect([first, second]).toEqual([null, null]);
    expect(callsTo(requests, passwordPaths.change).map((call) => call.body)).toEqual([request]);
    expect(root.session.isLoggedIn).toBe(false);
    expect(env.opened).toEqual([{ route: 'login' }]);
    expect(env.notifications).toContainEqual({
      type: 'success',
      message: '密码已修改，请使用新密码重新登录',
    });
  });

  it.each([
    ['原密码不正确', 'oldPassword'],
    ['新密码不能与原密码相同', 'password'],
  ])('answers the refusal %s at its field and keeps the session', async (message, field) => {
    server.use(fail(passwordPaths.change, 400, message));
    const { root, store } = setup();
    expect(await store.change(request)).toEqual({ field, message });
    expect(store.pending).toBe(false);
    expect(store.error).toBe('');
    expect(root.session.isLoggedIn).toBe(true);
  });

  it('keeps another failure as its error', async () => {
    server.use(fail(passwordPaths.change, 500, '系统繁忙'));
    const { store } = setup();
    expect(await store.change(request)).toBeNull();
    expect(store.error).toBe('系统繁忙');
  });
});
