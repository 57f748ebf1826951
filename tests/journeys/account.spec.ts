import { accounts, expect, field, logIn, registerAccount, test } from './fixtures.ts';

test('修改密码: a wrong old password is refused at its field; changed, the buyer logs in again with the new one only', async ({
  page,
}) => {
  const number = '13900000731';
  await registerAccount(page, number, 'OldPass2026');

  await page.goto('/#/center/userUpdatePassword');
  const form = page.getByRole('form', { name: '修改密码' });
  await field(form, '原密码').fill('Wrong2026');
  await field(form, '新密码').fill('NewPass2026');
  await field(form, '确认密码').fill('NewPass2026');
  await form.getByRole('button', { name: '确认修改' }).click();
  await expect(field(form, '原密码')).toHaveAccessibleDescription('原密码不正确');

  await field(form, '原密码').fill('OldPass2026');
  await form.getByRole('button', { name: '确认修改' }).click();
  await expect(page).toHaveURL(/#\/gateway\/login$/);
  await expect(page.getByText('密码已修改，请使用新密码重新登录')).toBeVisible();

  // The old password no longer opens the account; the new one does.
  await logIn(page, number, 'OldPass2026');
  await expect(page.getByText('账号或密码错误').first()).toBeVisible();
  await logIn(page, number, 'NewPass2026');
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(page).not.toHaveURL(/#\/gateway\/login/);
});

test('userInfo opens 企业信息 for a certified buyer', async ({ page }) => {
  await page.goto('/#/gateway/login');
  await logIn(page, accounts.certifiedStaff);
  await expect(page).toHaveURL(/#\/home\/main$/);
  await page.goto('/#/center/userInfo');
  await expect(page).toHaveURL(/#\/center\/userInfo\/companyInfo$/);
});
