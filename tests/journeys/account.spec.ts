import {
  accounts,
  expect,
  field,
  logIn,
  phone,
  registerAccount,
  sendCode,
  signIn,
  test,
} from './fixtures.ts';
import { expectInert, HOSTILE_PAYLOADS } from './hostile.ts';
import type { Locator } from '@playwright/test';

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
  await signIn(page, accounts.certifiedStaff);
  await page.goto('/#/center/userInfo');
  await expect(page).toHaveURL(/#\/center\/userInfo\/companyInfo$/);
});

test('账号信息: renamed (hostile names shown as text), a new mobile bound with its code, WeChat bound through its page and unbound', async ({
  page,
}) => {
  const number = '13900000732';
  const newNumber = '13900000733';
  await registerAccount(page, number, 'OldPass2026');
  await page.goto('/#/center/userInfo/companyAccount');
  const facts = page.getByRole('region', { name: '基本信息' });
  await expect(facts).toContainText(number);
  const userBar = page.getByRole('navigation', { name: '用户导航' });

  // A real name is at most 20 characters: every payload that fits is saved and shown as text,
  // on the page and in the top bar.
  const names = [...new Set(HOSTILE_PAYLOADS.map((p) => p.trim()).filter((p) => p.length <= 20))];
  expect(names.length).toBeGreaterThan(3);
  for (const name of [...names, '林小雨']) {
    await page.getByRole('button', { name: '修改姓名' }).click();
    const form = page.getByRole('form', { name: '修改姓名' });
    await field(form, '真实姓名').fill(name);
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form).toBeHidden();
    await expect(facts).toContainText(name);
    await expect(userBar).toContainText(name);
    await expectInert(page, name);
  }

  const bind = page.getByRole('form', { name: '绑定新手机号' });
  await field(bind, '新手机号').fill(newNumber);
  await sendCode(bind);
  await field(bind, '短信验证码').fill(await phone.lastSms(newNumber, 4));
  await bind.getByRole('button', { name: '绑定新手机号' }).click();
  await expect(facts).toContainText(newNumber);

  const third = page.getByRole('region', { name: '第三方账号' });
  await third.getByRole('button', { name: '绑定微信' }).click();
  await expect(page).toHaveTitle('模拟微信授权');
  await page.getByRole('link', { name: /新用户/ }).click();
  await expect(page).toHaveURL(/#\/center\/userInfo\/companyAccount$/);
  await expect(third).toContainText(/已绑定（微信用户\w{4}）/);
  // Unbinding asks first: 取消 keeps WeChat bound, 确定 unbinds it.
  const unbind = page.getByRole('alertdialog', { name: '解绑微信' });
  await third.getByRole('button', { name: '解绑微信' }).click();
  await expect(unbind).toContainText('确定解绑微信吗？');
  await unbind.getByRole('button', { name: '取消' }).click();
  await expect(unbind).toBeHidden();
  await expect(third).toContainText(/已绑定（微信用户\w{4}）/);
  await third.getByRole('button', { name: '解绑微信' }).click();
  await unbind.getByRole('button', { name: '确定' }).click();
  await expect(third.getByRole('button', { name: '绑定微信' })).toBeVisible();

  // The new number is the login name now.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/#/gateway/login');
  await logIn(page, newNumber, 'OldPass2026');
  await expect(page.getByText('登录成功')).toBeVisible();
});

test('the order lists keep the page size, and the message drop-down the tab, the buyer chose, across a new login', async ({
  page,
}) => {
  /** Makes the choice, and waits until the mall has kept it under `code`. */
  const choose = async (code: string, make: () => Promise<unknown>) => {
    const kept = page.waitForResponse(
      (r) =>
        r.url().includes('/pc/role/userWindowConfig') &&
        r.request().method() === 'PUT' &&
        r.request().postData()?.includes(code) === true,
    );
    await make();
    await kept;
  };
  const allOrders = async () => {
    await page.goto('/#/center/orderAllOrder');
    return page
      .getByRole('navigation', { name: '分页' })
      .getByRole('combobox', { name: '每页条数' });
  };
  /** Chooses a page size in the pager's own drop-down (a Radix listbox, not the browser's). */
  const pick = async (size: Locator, label: string) => {
    await size.click();
    await page.getByRole('listbox').getByRole('option', { name: label }).click();
  };
  const openDropdown = () => page.getByRole('button', { name: /^消息中心/ }).click();
  const tab = (name: string) =>
    page.getByRole('dialog', { name: '最新消息' }).getByRole('tab', { name, exact: true });
  await signIn(page, accounts.certifiedAdmin);
  const size = await allOrders();
  await expect(size).toHaveText('10条/页');
  await choose('orderPageSize', () => pick(size, '20条/页'));
  await openDropdown();
  await expect(tab('全部')).toHaveAttribute('aria-selected', 'true');
  await choose('messageTab', () => tab('系统通知').click());
  await page.keyboard.press('Escape');

  // A new login, with nothing left in the browser: the mall kept both choices.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/#/gateway/login');
  await logIn(page, accounts.certifiedAdmin);
  await expect(page).toHaveURL(/#\/home\/main$/);
  const listed = page.waitForResponse((r) =>
    /selectCsrPcAllMallOrderNewList\?.*pageSize=20/.test(r.url()),
  );
  const again = await allOrders();
  await listed;
  await expect(again).toHaveText('20条/页');
  const latest = page.waitForResponse((r) =>
    /getLatestMessageList\?messageTypeId=\d+/.test(r.url()),
  );
  await openDropdown();
  await expect(tab('系统通知')).toHaveAttribute('aria-selected', 'true');
  await latest;

  // Back to the defaults, for the other journeys of this account.
  await choose('messageTab', () => tab('全部').click());
  await page.keyboard.press('Escape');
  await choose('orderPageSize', () => pick(again, '10条/页'));
});
