import { describe, expect, it } from 'vitest';
import { isGatewayPath, isHomePath, loginPathFor, safeRedirect } from './routes.ts';

describe('safeRedirect', () => {
  it.each([
    '/center/orderAllOrder?tab=1',
    '/center/userInfo',
    '/home/main',
    '/home/modelStore/search?key=6061-T6%20%E9%93%9D%E6%9D%BF',
    '/home/modelStore/detail/123',
    '/guideNovice',
    '/gatewayish',
    '/center/orderAllOrder?from=/gateway/login',
  ])('keeps the in-app path %j', (target) => {
    expect(safeRedirect(target)).toBe(target);
  });

  it.each<[string, string | null | undefined]>([
    ['nothing', undefined],
    ['null', null],
    ['an empty string', ''],
    ['another origin', 'https://evil.example/phish'],
    ['a scheme without slashes', 'mailto:a@b.c'],
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with backslashes', '/\\evil.example'],
    ['backslashes', '\\\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a javascript: URL in a path', '/center/javascript:alert(1)'],
    ['an upper-case JavaScript: URL', '/x?JavaScript:alert(1)'],
    ['an encoded protocol-relative URL', '/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded javascript: URL', '/%6Aavascript%3Aalert(1)'],
    ['malformed percent-encoding', '/center/%E0%A4%A'],
    ['a newline', '/center\n/userInfo'],
    ['a tab', '/center\t'],
    ['a NUL', '/center\u0000'],
    ['DEL', '/center\u007f'],
    ['an encoded newline', '/center%0A'],
    ['a relative path', 'center/userInfo'],
    ['a hash path', '#/center/userInfo'],
    ['the login page', '/gateway/login'],
    ['the gateway root', '/gateway'],
    ['the register page with a query', '/gateway/register?x=1'],
    ['an encoded gateway page', '/%67ateway/login'],
  ])('sends %s home', (_, target) => {
    expect(safeRedirect(target)).toBe('/home/main');
  });
});

describe('route helpers', () => {
  it.each<[string, boolean]>([
    ['/home/main', true],
    ['/home/main?x=1', true],
    ['/', true],
    ['/home/modelStore/search', false],
    ['/center/userInfo', false],
  ])('isHomePath(%j) is %s', (path, expected) => {
    expect(isHomePath(path)).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['/gateway/login', true],
    ['/gateway/login?redirect=%2Fhome%2Fmain', true],
    ['/gateway', true],
    ['/gatewayish', false],
    ['/home/main', false],
  ])('isGatewayPath(%j) is %s', (path, expected) => {
    expect(isGatewayPath(path)).toBe(expected);
  });

  it('builds the login path with the redirect encoded', () => {
    expect(loginPathFor('/center/orderAllOrder?tab=1')).toBe(
      '/gateway/login?redirect=%2Fcenter%2ForderAllOrder%3Ftab%3D1',
    );
  });
});
