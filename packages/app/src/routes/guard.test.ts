import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guard.ts';

describe('route guard', () => {
  it.each([
    ['/home/main'],
    ['/gateway/login'],
    ['/gateway/wxBack?code=abc'],
    ['/guideNovice'],
    ['/outside/companyProfile'],
    ['/home/modelStore/search?keyword=6061'],
    ['/home/modelStore/detail/12'],
    ['/no/such/page'],
  ])('lets a visitor open %s', (path) => {
    expect(guardRedirect(path, false)).toBeNull();
  });

  it.each([
    ['/center/orderAllOrder', '/gateway/login?redirect=%2Fcenter%2ForderAllOrder'],
    ['/center/userInfo?tab=2', '/gateway/login?redirect=%2Fcenter%2FuserInfo%3Ftab%3D2'],
    ['/home/modelShoppingCart/list', '/gateway/login?redirect=%2Fhome%2FmodelShoppingCart%2Flist'],
  ])('sends a visitor from %s to the login page', (path, target) => {
    expect(guardRedirect(path, false)).toBe(target);
  });

  it('lets a user with a token go anywhere', () => {
    expect(guardRedirect('/center/orderAllOrder', true)).toBeNull();
  });
});
