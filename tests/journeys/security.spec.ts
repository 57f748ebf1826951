import { test as base, expect, type Page } from '@playwright/test';
import { sandboxApi } from '../playwright.config.ts';
import { UNSAFE_REDIRECTS } from '../hostileInput.ts';
import { accounts, logIn, test as journey, watchBrowser } from './fixtures.ts';

/** The sandbox provider's WeChat identity bound to 13800000001 (鑫铝采购-张经理). */
const WECHAT_IDENTITY = 'o7Xq2LvMallZhangJL8sT1vB3kD9';

// The built app is served with a Content-Security-Policy that lets only its own scripts run
// (styled-components needs inline styles, so styles may be inline): script injected into the
// page, inline or from another origin, never runs. `fixtures.ts` checks that no journey meets
// a refusal of its own.

const test = base;

// The file's journeys are independent, and its two redirect sweeps the longest of the suite (45
// and 55 s): they may run on both lanes at once, instead of one after the other at the end of one.
test.describe.configure({ mode: 'parallel' });

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

/** Moves the page to the in-app `path` by its hash: the same document, no reload. */
const goByHash = (page: Page, path: string) =>
  page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${path}`);

// Every form of UNSAFE_REDIRECTS (which SessionStore.test and the sandbox's gateway.test also
// try) through the built app, and each login or callback must land on the home page of this
// origin. Each form costs a login and the home page's first load: about 1.5 s alone, 6 s on a
// loaded machine.

journey(
  'a login link never sends the buyer off the origin, whatever its redirect',
  async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    for (const target of UNSAFE_REDIRECTS) {
      // A fresh document each time, logged out, as the link's victim would be. (Followed by a
      // hash change in one logged-in document, the login page once emptied the typed number
      // after the journey had filled it, in a fresh-clone run.)
      await page.context().clearCookies();
      await page.goto('about:blank');
      await page.goto(`/#/gateway/login?redirect=${encodeURIComponent(target)}`);
      await logIn(page, accounts.certifiedAdmin);
      await expect(page, target).toHaveURL(`${baseURL}/#/home/main`);
    }
  },
);

journey(
  'a provider callback never sends the buyer off the origin, whatever its redirect',
  async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    await page.goto('/#/home/main');
    for (const target of UNSAFE_REDIRECTS) {
      // The stand-in provider authorises the bound WeChat identity of 13800000001 and answers
      // with a fresh single-use code, which the callback page gets inside the hash.
      const authorised = await fetch(
        `${sandboxApi}/__admin/third/authorize-page?type=1&redirect=%2F&identity=${WECHAT_IDENTITY}`,
        { redirect: 'manual' },
      );
      const code = new URL(authorised.headers.get('Location') ?? '', baseURL).searchParams.get(
        'code',
      );
      expect(code, target).toMatch(/^[0-9a-f]{32}$/);
      // The page logs in with the code, then leaves a second later: once the check is answered,
      // the address is still the callback's.
      const checked = page.waitForResponse((r) => r.url().includes('/pc/login/user/thirdCheck'));
      await goByHash(page, `/gateway/wxBack?code=${code}&redirect=${encodeURIComponent(target)}`);
      await checked;
      await expect(page, target).toHaveURL(`${baseURL}/#/home/main`);
    }
  },
);
