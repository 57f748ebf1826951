import { sandboxApi } from '../playwright.config.ts';
import {
  accounts,
  expect,
  field,
  logIn,
  PASSWORD,
  phone,
  reminderDialog,
  signIn,
  test,
} from './fixtures.ts';

/** A fresh mobile for this run (the sandbox keeps its data between runs). */
const freshMobile = () => `139${String(Date.now() % 100_000_000).padStart(8, '0')}`;

/** Registers a buyer as the gateway would (the journey's subject is the invitation, not this). */
const register = async (username: string, realname: string) => {
  await fetch(`${sandboxApi}/user/sendSms?username=${username}&type=2&sourceType=1`);
  const smsCode = await phone.lastSms(username, 2);
  const response = await fetch(`${sandboxApi}/user/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, smsCode, password: PASSWORD, realname, agreed: true }),
  });
  expect(((await response.json()) as { code: number }).code).toBe(200);
};

test('an administrator invites a mobile, which logs in as an employee and meets the employee limits', async ({
  page,
}) => {
  const mobile = freshMobile();
  await register(mobile, '周小川');

  await signIn(page, accounts.certifiedAdmin);
  await page.goto('/#/center/userInfo/companyStaff');
  const table = page.getByRole('table', { name: '员工列表' });
  await expect(table.getByRole('cell', { name: '企业管理员' })).toBeVisible();
  await page.getByRole('button', { name: '邀请员工' }).click();
  const dialog = page.getByRole('dialog', { name: '邀请员工' });
  await field(dialog, '手机号').fill('1391234');
  await dialog.getByRole('button', { name: '发送邀请' }).click();
  await expect(dialog.getByText('请输入正确的 11 位手机号')).toBeVisible();
  await field(dialog, '手机号').fill(mobile);
  await dialog.getByRole('button', { name: '发送邀请' }).click();
  await expect(dialog).toBeHidden();
  const invited = table.getByRole('row').filter({ hasText: mobile });
  await expect(invited.getByRole('cell', { name: '已邀请' })).toBeVisible();

  // The invited mobile logs in: it is now an employee of the company, certified.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/#/gateway/login');
  await logIn(page, mobile);
  await expect(page).toHaveURL(/#\/home\/main$/);
  const reminder = await reminderDialog(page);
  await expect(reminder.getByText('您已被分配员工权限')).toBeVisible();
  await expect(page.getByTestId('today-price')).toHaveText(/^¥/);
  await page.goto('/#/center/userInfo/companyInfo');
  await expect(page.getByText('企业员工')).toBeVisible();
  await page.goto('/#/center/userInfo/companyStaff');
  await expect(page.getByText(/员工管理仅限企业管理员操作/)).toBeVisible();
  await expect(page.getByRole('button', { name: '邀请员工' })).toHaveCount(0);
});
