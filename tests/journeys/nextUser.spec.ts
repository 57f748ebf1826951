import type { Page } from '@playwright/test';
import { accounts, expect, logIn, signIn, test } from './fixtures.ts';

/**
 * Issue 30: nothing of one user reaches the next user of the same browser. The administrator
 * types an inquiry line and searches, logs out; the employee logs in on the same page and finds
 * neither the administrator's contact, line nor search terms; the administrator, back, finds
 * their own draft again (kept per user, set aside, not lost).
 */
const COMPANY = '佛山市南海区鑫铝金属材料有限公司';
const cell = (page: Page, row: number, title: string) =>
  page.getByLabel(`第 ${row} 行${title}`, { exact: true });

const logOut = async (page: Page) => {
  await page.getByRole('button', { name: COMPANY }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('link', { name: '请登录' })).toBeVisible();
};

test('the employee logging in after the administrator finds nothing the administrator typed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, accounts.certifiedAdmin, { landing: '/#/home/modelDemand/query' });
  // The form has taken its defaults (the last inquiry's contact) before the administrator types.
  await expect(page.getByLabel('联系人')).not.toHaveValue('');
  await page.getByLabel('联系人').fill('管理员本人');
  await page.getByLabel('联系电话').fill('13912345678');
  await cell(page, 1, '牌号').fill('7075');
  await cell(page, 1, '备注').fill('管理员的询价行');
  const search = page.getByRole('combobox', { name: /搜索/ });
  await search.fill('管理员搜过的词');
  await search.press('Enter');
  await expect(page).toHaveURL(/#\/home\/modelStore\/search\?keyword=/);

  await logOut(page);
  await page.goto('/#/gateway/login');
  await logIn(page, accounts.certifiedStaff);
  await expect(page).toHaveURL(/#\/home\/main$/);
  await page.goto('/#/home/modelDemand/query');
  await expect(cell(page, 1, '牌号')).toBeVisible();
  await expect(page.getByLabel('联系人')).not.toHaveValue('管理员本人');
  await expect(page.getByLabel('联系电话')).not.toHaveValue('13912345678');
  await expect(cell(page, 1, '牌号')).toHaveValue('');
  await expect(cell(page, 1, '备注')).toHaveValue('');
  await page.getByRole('combobox', { name: /搜索/ }).focus();
  await expect(page.getByText('管理员搜过的词')).toHaveCount(0);
  const kept = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
  expect(kept).toContain('管理员的询价行');
  // …but only under the administrator's own key: it returns to them, not to anyone else.
  await logOut(page);
  await page.goto('/#/gateway/login');
  await logIn(page, accounts.certifiedAdmin);
  await expect(page).toHaveURL(/#\/home\/main$/);
  await page.goto('/#/home/modelDemand/query');
  await expect(cell(page, 1, '备注')).toHaveValue('管理员的询价行');
  await expect(page.getByLabel('联系人')).toHaveValue('管理员本人');
});
