import { describe, expect, it, vi } from 'vitest';
import { users } from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';

const DETAIL = '/home/modelStore/detail/42';

describe('ActionGuard', () => {
  it('runs the action of a certified user without a prompt', () => {
    const { env, root } = createTestRoot({ path: DETAIL, token: 't', user: users.certifiedStaff });
    const action = vi.fn();
    expect(root.guard.run(action)).toBe('allow');
    expect(action).toHaveBeenCalledTimes(1);
    expect([root.guard.prompt, root.guard.refusal]).toEqual([null, null]);
    expect(env.navigations).toEqual([]);
  });

  it('asks a visitor to log in, and goes to login coming back here on confirm', () => {
    const { env, root } = createTestRoot({ path: `${DETAIL}?batch=7` });
    const action = vi.fn();
    expect(root.guard.decision).toBe('login');
    expect(root.guard.run(action)).toBe('login');
    expect(action).not.toHaveBeenCalled();
    expect(root.guard.prompt).toMatchObject({
      title: '提示',
      text: '请登录之后享受更多服务',
      confirmText: '去登录',
      cancelText: '取消',
    });
    root.guard.confirm();
    expect(env.navigations).toEqual([
      '/gateway/login?redirect=%2Fhome%2FmodelStore%2Fdetail%2F42%3Fbatch%3D7',
    ]);
    expect(root.guard.prompt).toBeNull();
    expect(action).not.toHaveBeenCalled();
  });

  it('asks an uncertified user to certify, and goes to company certification on confirm', () => {
    const { env, root } = createTestRoot({ path: DETAIL, token: 't', user: users.uncertified });
    const action = vi.fn();
    expect(root.guard.run(action)).toBe('certify');
    expect(root.guard.prompt).toMatchObject({
      text: '请认证后享受更多服务',
      confirmText: '去认证',
    });
    root.guard.confirm();
    expect(env.navigations).toEqual(['/center/userInfo/companyCreate']);
    expect(action).not.toHaveBeenCalled();
  });

  it('lets an uncertified user through an action that needs only a login', () => {
    const { root } = createTestRoot({ path: DETAIL, token: 't', user: users.uncertified });
    const action = vi.fn();
    expect(root.guard.run(action, 'login')).toBe('allow');
    expect(action).toHaveBeenCalledTimes(1);
    expect(root.guard.prompt).toBeNull();
  });

  it('still asks a visitor to log in for an action that needs only a login', () => {
    const { root } = createTestRoot({ path: DETAIL });
    const action = vi.fn();
    expect(root.guard.run(action, 'login')).toBe('login');
    expect(root.guard.prompt?.text).toBe('请登录之后享受更多服务');
    expect(action).not.toHaveBeenCalled();
  });

  it('drops the action on cancel', () => {
    const { env, root } = createTestRoot({ path: DETAIL });
    const action = vi.fn();
    root.guard.run(action);
    root.guard.cancel();
    expect(root.guard.prompt).toBeNull();
    root.guard.confirm();
    expect(env.navigations).toEqual([]);
    expect(action).not.toHaveBeenCalled();
  });

  it('follows the session', () => {
    const { root } = createTestRoot({ path: DETAIL, token: 't', user: users.certifiedAdmin });
    expect(root.guard.decision).toBe('allow');
    root.session.clearToken();
    expect(root.guard.decision).toBe('login');
  });
});
