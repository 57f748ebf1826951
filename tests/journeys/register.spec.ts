import { creditCodeCheckCharacter } from '../../packages/domain/src/rules/userCentre.ts';
import { sandboxApi } from '../playwright.config.ts';
import { expect, field, PNG, registerAccount, reminderDialog, test } from './fixtures.ts';

test('a new buyer registers, certifies the company on screen, and sees prices once the back office approves, without a new login', async ({
  page,
}) => {
  const stamp = String(Date.now() % 1_000_000_000).padStart(9, '0');
  const mobile = `135${stamp.slice(1)}`;
  const company = `佛山市顺德区${stamp}铝材有限公司`;

  // The registration screen, its SMS code read on the "phone"; then the guide.
  await registerAccount(page, mobile, 'Regist2026', '韩雪');
  for (let i = 0; i < 4; i += 1) await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '完成' }).click();
  await expect(page).toHaveURL(/#\/home\/main$/);

  // Not certified: the goods list hides its prices behind 去认证.
  await page.goto('/#/home/modelStore/search?keyword=6061');
  const results = page.getByRole('table', { name: '商品列表' });
  await expect(results.getByRole('row').nth(1)).toContainText('6061');
  // 企业认证 through 去认证: a wrong check character is refused at its field, then the form is sent.
  await results.getByRole('link', { name: '去认证' }).first().click();
  await expect(page).toHaveURL(/#\/center\/userInfo\/companyCreate$/);
  await field(page, '企业名称').fill(company);
  const first17 = `91440606${stamp}`;
  const code = field(page, '统一社会信用代码');
  const wrong = creditCodeCheckCharacter(first17) === '1' ? '2' : '1';
  await code.fill(`${first17}${wrong}`);
  await field(page, '法定代表人').focus();
  await expect(page.getByText('统一社会信用代码校验位不正确，请核对')).toBeVisible();
  await code.fill(`${first17}${creditCodeCheckCharacter(first17) ?? ''}`);
  await field(page, '法定代表人').fill('韩雪');
  const uploaded = page.waitForResponse((r) => r.url().includes('/pc/user/file/upload'));
  await page.getByLabel(/营业执照/).setInputFiles({
    name: '营业执照.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await uploaded;
  await field(page, '联系人').fill('韩雪');
  await field(page, '联系电话').fill(mobile);
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByRole('status', { name: '认证审核中' })).toBeVisible();

  // The back office approves: reminder 001, and the prices show in the same session.
  const response = await fetch(`${sandboxApi}/__admin/userCentre/certification/approve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: mobile }),
  });
  expect(((await response.json()) as { code: number }).code).toBe(200);
  const approved = await reminderDialog(page);
  await approved.getByRole('button', { name: /客户名称审核通过/ }).click();
  await expect(approved).toBeHidden();
  await expect(page).toHaveURL(/#\/home\/main$/);
  await expect(page.getByRole('button', { name: company })).toBeVisible();
  await page.goto('/#/home/modelStore/search?keyword=6061');
  await expect(results.getByRole('row').nth(1)).toContainText('¥');
  await expect(results.getByRole('link', { name: '去认证' })).toHaveCount(0);
});
