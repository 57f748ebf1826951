import { test as base, expect } from '@playwright/test';
import { sandboxApi } from '../playwright.config.ts';
import { accounts, logIn, test as journey, watchBrowser } from './fixtures.ts';

// The built app is served with a Content-Security-Policy that lets only its own scripts run
// (styled-components needs inline styles, so styles may be inline): script injected into the
// page, inline or from another origin, never runs. `fixtures.ts` checks that no journey meets
// a refusal of its own.

const test = base;

test('the built app declares a policy that forbids inline and foreign scripts', async ({
  page,
}) => {
  await page.goto('/');
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  const directives = new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);
  expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
});

test('script put into the page, inline, in a handler or from another origin, does not run', async ({
  page,
}) => {
  const reports = await watchBrowser(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: '请登录' })).toBeVisible();
  const ran = await page.evaluate(async (foreign) => {
    const flags = window as unknown as Record<string, unknown>;
    const inline = document.createElement('script');
    inline.textContent = 'window.__inline = true';
    document.head.append(inline);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="data:," onload="window.__handler = true">';
    document.body.append(holder);
    const remote = document.createElement('script');
    remote.src = foreign;
    const settled = new Promise((resolve) => {
      remote.onerror = resolve;
      remote.onload = resolve;
    });
    document.head.append(remote);
    const link = document.createElement('a');
    link.href = 'javascript:window.__link = true';
    document.body.append(link);
    link.click();
    await settled;
    await new Promise((resolve) => setTimeout(resolve, 200));
    return ['__inline', '__handler', '__link'].filter((name) => flags[name] === true);
  }, `${sandboxApi}/health`);
  expect(ran).toEqual([]);
  // Each attempt was refused by the policy, not merely broken.
  expect(reports.filter((report) => report.startsWith('csp:')).length).toBeGreaterThanOrEqual(3);
});

/**
 * Where a crafted login link could try to send the buyer once logged in. SessionStore.test tries
 * sixteen such forms through each way in (password, SMS, third party, QR); here four go through
 * the built app and a real login.
 */
const OPEN_REDIRECTS = [
  'https://evil.example/phish',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(document.domain)',
];

journey(
  'a login link never sends the buyer off the origin, whatever its redirect',
  async ({ page, baseURL }) => {
    for (const target of OPEN_REDIRECTS) {
      // A fresh document each time: logged out, as the link's victim would be.
      await page.context().clearCookies();
      await page.goto('about:blank');
      await page.goto(`/#/gateway/login?redirect=${encodeURIComponent(target)}`);
      await logIn(page, accounts.certifiedAdmin);
      await expect(page, target).toHaveURL(`${baseURL}/#/home/main`);
    }
  },
);
