import type { Page } from '@playwright/test';
import { creditCodeCheckCharacter } from '../../packages/domain/src/rules/userCentre.ts';
import {
  expect,
  field,
  phone,
  PNG,
  passwordLogin,
  post,
  registerAccount,
  reminderDialog,
  reminders,
  sendCode,
  signIn,
  test,
} from './fixtures.ts';

const PASSWORD = 'Change2026';

/** Forgets the browser's session and starts the app again, as a new visit would find it. */
async function leave(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
}

/**
 * The signed-in buyer's company of its own, certified by the back office, with `employee`
 * invited: what certification and staff journeys prove through their screens.
 */
async function companyOf(page: Page, admin: string, employee: string, stamp: string) {
  const licence = await post<{ fileId: number; fileName: string }>(
    '/pc/user/file/upload',
    { fileName: '营业执照.png', content: PNG.toString('base64') },
    page,
  );
  const first17 = `91440605${stamp}`;
  await post(
    '/pc/user/company/certification/submit',
    {
      companyName: `佛山市南海区${stamp}铝业有限公司`,
      creditCode: `${first17}${creditCodeCheckCharacter(first17) ?? ''}`,
      legalPerson: '孙立新',
      contactName: '孙立新',
      contactPhone: admin,
      licenceFileId: licence.fileId,
      licenceFileName: licence.fileName,
    },
    page,
  );
  await post('/__admin/userCentre/certification/approve', { username: admin });
  await post('/pc/user/company/staff/invite', { mobile: employee }, page);
}

test('an administrator change is approved: the old administrator meets the employee limits at once, the new one sees the administrator screens', async ({
  page,
}) => {
  const stamp = String(Date.now() % 1_000_000_000).padStart(9, '0');
  const admin = `136${stamp.slice(1)}`;
  const employee = `137${stamp.slice(1)}`;

  // A company of the journey's own: the administrator registers and certifies it, and invites
  // the employee, who registered before and joins at the next login.
  await registerAccount(page, employee, PASSWORD, '钱海燕');
  await leave(page);
  await registerAccount(page, admin, PASSWORD, '孙立新');
  await companyOf(page, admin, employee, stamp);
  await passwordLogin(employee, PASSWORD);
  await reminders.clearAll();

  await signIn(page, admin, {
    landing: '/#/center/userInfo/companyUpdateAdmin',
    password: PASSWORD,
  });
  const form = page.getByRole('form', { name: '变更管理员申请' });
  await field(form, '新管理员手机号').fill(employee);
  await sendCode(form);
  await field(form, '短信验证码').fill(await phone.lastSms(employee, 4));
  const uploaded = page.waitForResponse((r) => r.url().includes('/pc/user/file/upload'));
  await form.getByLabel(/授权书/).setInputFiles({
    name: '授权书.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await uploaded;
  await form.getByRole('button', { name: '提交申请' }).click();
  const request = page.getByRole('status', { name: '变更申请审核中' });
  await expect(request).toBeVisible();
  await expect(page.getByRole('region', { name: '变更申请' })).toContainText(
    `钱海燕（${employee}）`,
  );

  // The back office approves: 006 tells the old administrator, whose screens change at once.
  await post('/__admin/staff/adminChange/approve', { username: admin });
  const revoked = await reminderDialog(page);
  await revoked.getByRole('button', { name: /您的管理员权限已被撤销/ }).click();
  await expect(revoked).toBeHidden();
  await expect(page.getByText(/变更管理员仅限企业管理员操作/)).toBeVisible();
  await page.goto('/#/center/userInfo/companyStaff');
  await expect(page.getByText(/员工管理仅限企业管理员操作/)).toBeVisible();
  await expect(page.getByRole('button', { name: '邀请员工' })).toHaveCount(0);

  // The new administrator logs in: 007 waits for them, and the staff screen is theirs.
  await signIn(page, employee, { password: PASSWORD });
  const assigned = await reminderDialog(page);
  await assigned.getByRole('button', { name: /您已被设置为管理员/ }).click();
  await expect(assigned).toBeHidden();
  await page.goto('/#/center/userInfo/companyStaff');
  const table = page.getByRole('table', { name: '员工列表' });
  await expect(table.getByRole('row').filter({ hasText: employee })).toContainText('企业管理员');
  await expect(table.getByRole('row').filter({ hasText: admin })).toBeVisible();
  await expect(page.getByRole('button', { name: '邀请员工' })).toBeVisible();
});
