import { test as base, expect, type Page } from '@playwright/test';
import { sandboxApi } from '../playwright.config.ts';
import { UNSAFE_REDIRECTS } from '../hostileInput.ts';
import { waits } from '../../waits.config.mjs';
import { accounts, logIn, sandboxCalls, test as journey, watchBrowser } from './fixtures.ts';

/** The sandbox provider's WeChat identity bound to 13800000001 (鑫铝采购-张经理). */
const WECHAT_IDENTITY = 'o7Xq2LvMallZhangJL8sT1vB3kD9';

// The built app is served with a Content-Security-Policy that lets only its own scripts run
// (styled-components needs inline styles, so styles may be inline): script injected into the
// page, inline or from another origin, never runs. `fixtures.ts` checks that no journey meets
// a refusal of its own.

const test = base;

// The file's journeys are independent, and its two redirect sweeps among the longest of the
// suite: they may run on both lanes at once, instead of one after the other at the end of one.
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
  await page.evaluate(async (foreign) => {
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
  }, `${sandboxApi}/health`);
  // Each attempt was refused by the policy, not merely broken: the script, the handler (once the
  // image has loaded) and the link are each reported, whenever the page gets to them.
  await expect
    .poll(() => reports.filter((report) => report.startsWith('csp:')).length)
    .toBeGreaterThanOrEqual(3);
  const ran = await page.evaluate(() => {
    const flags = window as unknown as Record<string, unknown>;
    return ['__inline', '__handler', '__link'].filter((name) => flags[name] === true);
  });
  expect(ran).toEqual([]);
});

/** Moves the page to the in-app `path` by its hash: the same document, no reload. */
const goByHash = (page: Page, path: string) =>
  page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${path}`);

// Every form of UNSAFE_REDIRECTS (which SessionStore.test and the sandbox's gateway.test also
// try) through the built app, and each login or callback must land on the home page of this
// origin. Each form costs a login, the spec's second before the buyer is sent on and the home
// page's first load, most of it waiting: the forms are tried four at once, by four browser
// contexts of their own. Each context takes its forms one after the other, each in a fresh
// document, logged out, as the link's victim would be (a context of its own for every form
// would load and compile the app's scripts afresh for each: the run took 17.5 s of CPU so,
// against 14 s, measured once).
//
// The sandbox answers one query at a time. A form that went on as soon as the address was the
// home page's left that page's first calls behind it (its slowest takes 2 s on the seed data),
// and the sandbox still answered them: the next login waited its turn behind up to four home
// pages' calls, its own last one's and those of the three other contexts. With one of the two
// cores busy that was 10 s (the login sent at 2.4 s, answered at 12 s), and the sweep's single
// 10 s wait for the home page, from the click, ran out on four forms (a fresh clone's run on a
// slower machine met the same on two). So every form waits for its own state, step by step: the
// login's answer, the home page, that page's first calls answered; and it leaves no work behind.
// Two contexts then keep the sandbox busy, one's login being answered while the other's page
// loads: a third or a fourth only queued behind them, and put the 20 forms no sooner through.

const AT_ONCE = 2;

/**
 * Runs `check` on every form, AT_ONCE at a time, each context taking the next form waiting,
 * and ends each form once the home page it lands on has its first calls answered; fails naming
 * every form that failed, with its error.
 */
async function sweep(
  inOwnContext: (steps: (page: Page) => Promise<void>) => Promise<void>,
  check: (page: Page, target: string) => Promise<void>,
) {
  // Twenty forms: each is a login and a home page's first load, answered one query at a time
  // (a sweep took 2.5 to 3.1 min with the load average at 26 to 39 on the two cores).
  test.setTimeout(waits.journey * 3);
  const waiting = [...UNSAFE_REDIRECTS];
  const failures: string[] = [];
  const takeForms = async (page: Page) => {
    const calls = sandboxCalls(page);
    for (let target = waiting.shift(); target !== undefined; target = waiting.shift()) {
      await page.context().clearCookies();
      await page.goto('about:blank');
      const landed = async () => {
        await check(page, target);
        // The home page shows the day's price once its first calls, sent together, are on
        // their way: then none of them is left unanswered.
        await expect(page.getByTestId('today-price'), target).toHaveText(/^¥/);
        await calls.answered();
      };
      await landed().catch((error: unknown) => {
        const reason =
          error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : error;
        failures.push(`${JSON.stringify(target)}: ${String(reason)}`);
      });
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, () => inOwnContext(takeForms)));
  expect(failures).toEqual([]);
}

journey(
  'a login link never sends the buyer off the origin, whatever its redirect',
  async ({ inOwnContext, baseURL }) => {
    await sweep(inOwnContext, async (page, target) => {
      // (Followed by a hash change in one logged-in document, the login page once emptied the
      // typed number after the journey had filled it, in a fresh-clone run.)
      await page.goto(`/#/gateway/login?redirect=${encodeURIComponent(target)}`);
      const answered = page.waitForResponse((r) => r.url().endsWith('/user/login'), {
        timeout: waits.state,
      });
      await logIn(page, accounts.certifiedAdmin);
      expect((await answered).ok(), target).toBe(true);
      await expect(page, target).toHaveURL(`${baseURL}/#/home/main`);
    });
  },
);

journey(
  'a provider callback never sends the buyer off the origin, whatever its redirect',
  async ({ inOwnContext, baseURL }) => {
    await sweep(inOwnContext, async (page, target) => {
      await page.goto('/#/home/main');
      // The stand-in provider authorises the bound WeChat identity of 13800000001 and answers
      // with a fresh single-use code, which the callback page gets inside the hash.
      const authorised = await fetch(
        `${sandboxApi}/__admin/third/authorize-page?type=1&redirect=%2F&identity=${WECHAT_IDENTITY}`,
        { redirect: 'manual' },
      );
      const code = new URL(authorised.headers.get('Location') ?? '', baseURL).searchParams.get(
        'code',
      );
      // Nothing else of the answer is read: its connection goes back to the pool at once.
      await authorised.body?.cancel();
      expect(code, target).toMatch(/^[0-9a-f]{32}$/);
      // The page logs in with the code, then leaves a second later: once the check is answered,
      // the address is still the callback's.
      const checked = page.waitForResponse((r) => r.url().includes('/pc/login/user/thirdCheck'));
      await goByHash(page, `/gateway/wxBack?code=${code}&redirect=${encodeURIComponent(target)}`);
      await checked;
      await expect(page, target).toHaveURL(`${baseURL}/#/home/main`);
    });
  },
);
