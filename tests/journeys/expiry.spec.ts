import { accounts, expect, faults, logIn, test } from './fixtures.ts';

const ORDER_COUNTS = '/pc/new/mall/order/getAppMallOrderCount';

test.describe('session expiry (spec section 8)', () => {
  for (const [code, warning] of [
    [401, '登录状态已过期，请重新登录'],
    [403, '登录状态已失效，请重新登录'],
  ] as const) {
    test(`body ${code} warns, sends the buyer to login, and back after logging in`, async ({
      page,
    }) => {
      await page.goto('/#/gateway/login');
      await logIn(page, accounts.certifiedAdmin);
      await expect(page).toHaveURL(/#\/home\/main$/);

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
    await page.goto('/#/gateway/login');
    await logIn(page, accounts.certifiedAdmin);
    await expect(page).toHaveURL(/#\/home\/main$/);

    await faults.set({ rules: [{ path: ORDER_COUNTS, httpStatus: 401, times: 1 }] });
    await page.goto('/#/center/orderInStock');
    await expect(page).toHaveURL(/#\/gateway\/login\?redirect=%2Fcenter%2ForderInStock$/);
    await logIn(page, accounts.certifiedAdmin);
    await expect(page).toHaveURL(/#\/center\/orderInStock$/);

    await page.goto('/#/home/main');
    // Let the home page's own calls finish before the fault is armed for the reload's call.
    await expect(page.getByTestId('today-price')).toHaveText(/^¥/);
    await page.waitForLoadState('networkidle');
    await faults.set({ rules: [{ path: ORDER_COUNTS, httpStatus: 401, times: 1 }] });
    await page.reload();
    await expect(page.getByRole('link', { name: '请登录' })).toBeVisible();
    await expect(page).toHaveURL(/#\/home\/main$/);
    expect((await page.context().cookies()).find((c) => c.name === 'Token')).toBeUndefined();
  });
});
