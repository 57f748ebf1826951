import { describe, expect, it } from 'vitest';
import { mobileRedirectTarget } from './mobile.ts';

const site = 'https://m.example.cn/';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const androidTablet =
  'Mozilla/5.0 (Linux; Android 14; SM-X910) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';

describe('mobile redirect', () => {
  it('sends phones to the mobile site, keeping the screen', () => {
    expect(mobileRedirectTarget(iphone, site, '/home/modelStore/detail/7')).toBe(
      'https://m.example.cn/#/home/modelStore/detail/7',
    );
    expect(mobileRedirectTarget(android, site, '/')).toBe('https://m.example.cn/');
  });

  it('keeps desktops and tablets on the PC client', () => {
    expect(mobileRedirectTarget(desktop, site, '/home/main')).toBeNull();
    expect(mobileRedirectTarget(androidTablet, site, '/home/main')).toBeNull();
  });

  it('ignores a mobile-site setting that is not an http(s) URL', () => {
    expect(mobileRedirectTarget(iphone, 'javascript:alert(1)', '/')).toBeNull();
    expect(mobileRedirectTarget(iphone, '', '/')).toBeNull();
  });
});
