import { describe, expect, it } from 'vitest';
import { ACTION_GUARD_PROMPTS, actionGuardDecision } from './actionGuard.ts';

describe('actionGuardDecision', () => {
  it.each([
    [false, false, 'login'],
    [false, true, 'login'],
    [true, false, 'certify'],
    [true, true, 'allow'],
  ] as const)('logged in %s, certified %s: %s', (isLoggedIn, isCertified, decision) => {
    expect(actionGuardDecision({ isLoggedIn, isCertified })).toBe(decision);
    expect(actionGuardDecision({ isLoggedIn, isCertified }, 'certified')).toBe(decision);
  });

  it.each([
    [false, false, 'login'],
    [false, true, 'login'],
    [true, false, 'allow'],
    [true, true, 'allow'],
  ] as const)(
    'needing a login only: logged in %s, certified %s: %s',
    (isLoggedIn, isCertified, decision) => {
      expect(actionGuardDecision({ isLoggedIn, isCertified }, 'login')).toBe(decision);
    },
  );
});

describe('ACTION_GUARD_PROMPTS', () => {
  it('asks a visitor to log in and come back', () => {
    const { target, ...texts } = ACTION_GUARD_PROMPTS.login;
    expect(texts).toEqual({
      title: '提示',
      text: '请登录之后享受更多服务',
      confirmText: '去登录',
      cancelText: '取消',
    });
    expect(target('/home/modelStore/detail/42?batch=7')).toBe(
      '/gateway/login?redirect=%2Fhome%2FmodelStore%2Fdetail%2F42%3Fbatch%3D7',
    );
  });

  it('asks an uncertified user to certify the company', () => {
    const { target, ...texts } = ACTION_GUARD_PROMPTS.certify;
    expect(texts).toEqual({
      title: '提示',
      text: '请认证后享受更多服务',
      confirmText: '去认证',
      cancelText: '取消',
    });
    expect(target('/home/modelStore/detail/42')).toBe('/center/userInfo/companyCreate');
  });
});
