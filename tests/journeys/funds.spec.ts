import type { Page } from '@playwright/test';
import { sandboxApi } from '../playwright.config.ts';
import { accounts, api, expect, field, logIn, test } from './fixtures.ts';

type FundInfo = { available: string; frozen: string };

/** The mall's finance in the back office (sandbox only). */
const finance = async (action: 'recharge/confirm' | 'withdrawal/pay', username: string) => {
  const response = await fetch(`${sandboxApi}/__admin/funds/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username }),
  });
  expect(((await response.json()) as { code: number }).code).toBe(200);
};

/** Yuan in cents, exactly (amounts here have at most 2 decimals). */
const cents = (yuan: string) => Math.round(Number(yuan) * 100);
/** Cents as the page shows money: ¥1,234.50. */
const shown = (amount: number) =>
  `¥${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const fundInfo = (page: Page) =>
  api<FundInfo>(page, '/pc/finance/FundManagement/getFundManagementInfo');

/** The amount the summary shows under `label`. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: '账户资金' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd[1]');

test('an administrator recharges by transfer, finance confirms it, then withdraws part of it and sees it frozen', async ({
  page,
}) => {
  await page.goto('/#/gateway/login');
  await logIn(page, accounts.certifiedAdmin);
  await expect(page).toHaveURL(/#\/home\/main$/);
  await page.goto('/#/center/userFundManage');
  const before = await fundInfo(page);
  await expect(figure(page, '可用余额')).toHaveText(shown(cents(before.available)));

  await page.getByRole('button', { name: '充值' }).click();
  const recharge = page.getByRole('dialog', { name: '充值' });
  await recharge.getByRole('combobox', { name: /收款账户/ }).selectOption({ index: 1 });
  await recharge.getByRole('combobox', { name: /结算方式/ }).selectOption('银行转账');
  await field(recharge, '充值金额').fill('12345.67');
  await field(recharge, '转账流水号').fill('ICBC2026JOURNEY01');
  await recharge.getByRole('button', { name: '提交充值' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确认充值' }).click();
  await expect(recharge).toBeHidden();
  const pendingRow = page.getByRole('row').filter({ hasText: 'ICBC2026JOURNEY01' });
  await expect(pendingRow).toContainText('待确认');
  await expect(pendingRow).toContainText('+¥12,345.67');
  // Announced, not yet arrived: the balance has not moved.
  await expect(figure(page, '可用余额')).toHaveText(shown(cents(before.available)));

  await finance('recharge/confirm', accounts.certifiedAdmin);
  await page.reload();
  const credited = cents(before.available) + 1_234_567;
  await expect(figure(page, '可用余额')).toHaveText(shown(credited));
  await expect(page.getByRole('row').filter({ hasText: 'ICBC2026JOURNEY01' })).toContainText(
    '已完成',
  );

  await page.getByRole('button', { name: '提现', exact: true }).click();
  const withdraw = page.getByRole('dialog', { name: '提现' });
  await field(withdraw, '提现金额').fill(String(credited / 100 + 1));
  await withdraw.getByRole('button', { name: '提交提现' }).click();
  await expect(withdraw.getByText(/^提现金额不能超过可用余额/)).toBeVisible();
  await field(withdraw, '提现金额').fill('2000');
  await withdraw.getByRole('button', { name: '提交提现' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确认提现' }).click();
  await expect(withdraw).toBeHidden();
  await expect(figure(page, '可用余额')).toHaveText(shown(credited - 200_000));
  await expect(figure(page, '冻结金额')).toHaveText(shown(cents(before.frozen) + 200_000));
  await page.getByRole('tab', { name: '保证金明细' }).click();
  await expect(
    page
      .getByRole('table', { name: '保证金明细' })
      .getByRole('row')
      .filter({ hasText: '提现待打款' }),
  ).toContainText('¥2,000.00');

  await finance('withdrawal/pay', accounts.certifiedAdmin);
  await page.reload();
  await expect(figure(page, '冻结金额')).toHaveText(shown(cents(before.frozen)));
  await expect(figure(page, '可用余额')).toHaveText(shown(credited - 200_000));
});

test('an employee sees the funds but cannot withdraw', async ({ page }) => {
  await page.goto('/#/gateway/login');
  await logIn(page, accounts.certifiedStaff);
  await expect(page).toHaveURL(/#\/home\/main$/);
  await page.goto('/#/center/userFundManage');
  await expect(page.getByText('提现仅限企业管理员操作')).toBeVisible();
  await expect(page.getByRole('button', { name: '提现', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '充值' })).toBeVisible();
});
