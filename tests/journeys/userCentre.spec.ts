import type { Page } from '@playwright/test';
import { sandboxApi } from '../playwright.config.ts';
import { accounts, expect, field, PNG, reminderDialog, signIn, test } from './fixtures.ts';

/** The mall's back office for certifications (sandbox only). */
const decide = async (decision: 'approve' | 'reject', body: object) => {
  const response = await fetch(`${sandboxApi}/__admin/userCentre/certification/${decision}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(((await response.json()) as { code: number }).code).toBe(200);
};

/** Follows the reminder of the dialog. */
async function followReminder(page: Page, text: string) {
  const dialog = await reminderDialog(page);
  await dialog.getByRole('button', { name: new RegExp(text) }).click();
  await expect(dialog).toBeHidden();
}

test('a new user certifies, is refused with a reason, sends again, is approved and sees prices without a new login', async ({
  page,
}) => {
  await signIn(page, accounts.uncertified);
  await expect(page.getByTestId('today-price')).toHaveText('-');

  await page.goto('/#/center/userInfo');
  await expect(page).toHaveURL(/#\/center\/userInfo\/companyCreate$/);
  await field(page, '企业名称').fill('佛山市南海区新认证铝业有限公司');
  await field(page, '统一社会信用代码').fill('91440605MA4W000009');
  await field(page, '法定代表人').fill('王建国');
  await field(page, '联系人').fill('李敏');
  await field(page, '联系电话').fill('13912345678');
  await page.getByRole('button', { name: '提交认证' }).click();
  // The licence is missing, and the code's check character is wrong: nothing is sent.
  await expect(page.getByText('请上传营业执照')).toBeVisible();
  await expect(page.getByText('统一社会信用代码校验位不正确，请核对')).toBeVisible();
  await page.getByLabel(/营业执照/).setInputFiles({
    name: '营业执照.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText('营业执照.png')).toBeVisible();
  await expect(page.getByText('已选择')).toBeVisible();
  await field(page, '统一社会信用代码').fill('91350100M000100Y43');
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByRole('status', { name: '认证审核中' })).toBeVisible();

  await decide('reject', { username: accounts.uncertified, reason: '营业执照照片模糊' });
  await followReminder(page, '客户名称审核未通过');
  await page.reload();
  await expect(page.getByRole('status', { name: '认证未通过' })).toContainText(
    '未通过原因：营业执照照片模糊',
  );
  await expect(field(page, '企业名称')).toHaveValue('佛山市南海区新认证铝业有限公司');
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByRole('status', { name: '认证审核中' })).toBeVisible();

  await decide('approve', { username: accounts.uncertified });
  await followReminder(page, '客户名称审核通过');
  await expect(page).toHaveURL(/#\/home\/main$/);
  await expect(page.getByTestId('today-price')).toHaveText(/^¥\d{1,3}(,\d{3})*\.\d{2}$/);

  await page.goto('/#/center/userInfo');
  await expect(page).toHaveURL(/#\/center\/userInfo\/companyInfo$/);
  // The header's account button shows the company's name too, once its session is refreshed.
  const main = page.getByRole('main', { name: '主要内容' });
  await expect(main.getByText('佛山市南海区新认证铝业有限公司')).toBeVisible();
  await expect(main.getByText('企业管理员')).toBeVisible();
});
