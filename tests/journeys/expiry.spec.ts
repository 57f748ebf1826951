import { accounts, expect, faults, logIn, signIn, test } from './fixtures.ts';

const ORDER_COUNTS = '/pc/new/mall/order/getAppMallOrderCount';

test.describe('session expiry (spec section 8)', () => {
  for (const [code, warning] of [
    [401, '登录状态已过期，请重新登录'],
    [403, '登录状态已失效，请重新登录'],
  ] as const) {
    test(`body ${code} warns, sends the buyer to login, and back after logging in`, async ({
      page,
    }) => {
      await signIn(page, accounts.certifiedAdmin);

      await faults.set({ rules: [{ path: ORDER_COUNTS, code, times: 1 }] });
      await page.goto('/#/center/orderToBePaid');
      await expect(page.getByText(warning)).toBeVisible();
      await expect(page).toHaveURL(/#\/gateway\/login\?redirect=%2Fcenter%2ForderToBePaid$/);

      await logIn(page, accounts.certifiedAdmin);
      await expect(page).toHaveURL(/#\/center\/orderToBePaid$/);
    });
  }

  test('HTTP 401 away from home starts the login flow; on the home page it only clears the token', async ({
    page,
  }) => {
    // The fault is armed only once the page's own order-count call has been answered.
    const countsAnswered = () => page.waitForResponse((r) => r.url().endsWith(ORDER_COUNTS));
    const homeCounted = countsAnswered();
    await signIn(page, accounts.certifiedAdmin);
    await homeCounted;

    await faults.set({ rules: [{ path: ORDER_COUNTS, httpStatus: 401, times: 1 }] });
    await page.goto('/#/center/orderInStock');
    await expect(page).toHaveURL(/#\/gateway\/login\?redirect=%2Fcenter%2ForderInStock$/);
    await logIn(page, accounts.certifiedAdmin);
    await expect(page).toHaveURL(/#\/center\/orderInStock$/);

    // Every count is refused from here on (the fixture clears the fault after the journey): a
    // single refusal could be taken by a count the page asked for before the reload (a slow
    // machine's run 3 of 3 lost it so), and the reloaded home page's own count would pass.
    await page.goto('/#/home/main');
    await expect(page.getByTestId('today-price')).toHaveText(/^¥/);
    await faults.set({ rules: [{ path: ORDER_COUNTS, httpStatus: 401 }] });
    await page.reload();
    await expect(page.getByRole('link', { name: '请登录' })).toBeVisible();
    await expect(page).toHaveURL(/#\/home\/main$/);
    expect((await page.context().cookies()).find((c) => c.name === 'Token')).toBeUndefined();
  });
});
