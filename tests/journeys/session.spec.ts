import { accounts, expect, field, logIn, test } from './fixtures.ts';

const COMPANY = '佛山市南海区鑫铝金属材料有限公司';

test('a visitor opens the home page and sees prices masked', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/home\/main$/);
  await expect(page.getByRole('link', { name: '请登录' })).toBeVisible();
  await expect(page.getByTestId('today-price')).toHaveText('-');
});

test('a protected route sends a visitor to login, and logging in returns there', async ({
  page,
}) => {
  await page.goto('/#/center/orderAllOrder');
  await expect(page).toHaveURL(/#\/gateway\/login\?redirect=%2Fcenter%2ForderAllOrder$/);
  await logIn(page, accounts.certifiedAdmin);
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(page).toHaveURL(/#\/center\/orderAllOrder$/);
  await expect(page).toHaveTitle('全部订单 - 铝材现货商城');
  await expect(page.getByRole('region', { name: '全部订单' })).toBeVisible();
});

test('a certified buyer sees the price, an uncertified one sees "-"', async ({ page }) => {
  await page.goto('/#/gateway/login');
  await logIn(page, accounts.certifiedStaff);
  await expect(page).toHaveURL(/#\/home\/main$/);
  await expect(page.getByTestId('today-price')).toHaveText(/^¥\d{1,3}(,\d{3})*\.\d{2}$/);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/#/gateway/login');
  await logIn(page, accounts.uncertified);
  await expect(page).toHaveURL(/#\/home\/main$/);
  await expect(page.getByTestId('today-price')).toHaveText('-');
});

test('a new user who has not done the guide is sent to the guide', async ({ page }) => {
  await page.goto('/#/gateway/login');
  await logIn(page, accounts.newUser);
  await expect(page).toHaveURL(/#\/guideNovice$/);
});

test('login errors 409 and 502 as spec section 8 says', async ({ page }) => {
  await page.goto('/#/gateway/login');
  await logIn(page, accounts.frozen);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('该账号已被冻结，请致电客服 400-820-6060 处理');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();

  await field(page, '手机号').fill(accounts.businessApp);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('该账号请在业务端App登录')).toBeVisible();
  // Nothing the user typed is lost.
  await expect(field(page, '手机号')).toHaveValue(accounts.businessApp);
});

test('logout asks first, then clears the session', async ({ page }) => {
  await page.goto('/#/gateway/login');
  await logIn(page, accounts.certifiedAdmin);
  await expect(page).toHaveURL(/#\/home\/main$/);
  await page.getByRole('button', { name: COMPANY }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('确定退出系统吗？');
  await confirm.getByRole('button', { name: '我再想想' }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole('button', { name: COMPANY }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('link', { name: '请登录' })).toBeVisible();
  await expect(page).toHaveURL(/#\/home\/main$/);
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('mall.user'))).toBeNull();
});
