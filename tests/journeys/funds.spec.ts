import type { Page } from '@playwright/test';
import { sandboxApi } from '../playwright.config.ts';
import {
  accounts,
  api,
  choose,
  expect,
  field,
  phone,
  PNG,
  reminderDialog,
  signIn,
  test,
} from './fixtures.ts';
import { expectInert, HOSTILE_PAYLOADS } from './hostile.ts';

type FundInfo = { available: string; frozen: string };

/** The mall's finance in the back office (sandbox only); a rejection says why. */
const finance = async (
  action: 'recharge/confirm' | 'recharge/reject' | 'withdrawal/pay',
  username: string,
  reason?: string,
) => {
  const response = await fetch(`${sandboxApi}/__admin/funds/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, reason }),
  });
  expect(((await response.json()) as { code: number }).code).toBe(200);
};

/**
 * Fills the recharge form and sends it after the confirm step. A hostile serial number is refused
 * at its field first (nothing typed is lost); the voucher is uploaded under `voucherName`.
 */
async function announceRecharge(page: Page, amount: string, serialNo: string, voucherName: string) {
  await page.getByRole('button', { name: '充值' }).click();
  const recharge = page.getByRole('dialog', { name: '充值' });
  await choose(recharge.getByRole('combobox', { name: /收款账户/ }), { index: 1 });
  await choose(recharge.getByRole('combobox', { name: /结算方式/ }), '银行转账');
  await field(recharge, '充值金额').fill(amount);
  await field(recharge, '转账流水号').fill(HOSTILE_PAYLOADS[1] ?? '');
  await recharge.getByLabel(/转账凭证/).setInputFiles({
    name: voucherName,
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(recharge.getByText(/银行回单的照片或截图/)).toBeVisible();
  await recharge.getByRole('button', { name: '提交充值' }).click();
  await expect(recharge.getByText('请输入 6–32 位字母或数字的转账流水号')).toBeVisible();
  await expect(field(recharge, '转账流水号')).toHaveValue(HOSTILE_PAYLOADS[1] ?? '');
  await field(recharge, '转账流水号').fill(serialNo);
  await recharge.getByRole('button', { name: '提交充值' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确认充值' }).click();
  await expect(recharge).toBeHidden();
}

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

test('an administrator recharges by transfer with its voucher, finance confirms it, it pays a deposit, then a withdrawal with its SMS code is frozen and paid out', async ({
  page,
}) => {
  await signIn(page, accounts.certifiedAdmin, { landing: '/#/center/userFundManage' });
  const before = await fundInfo(page);
  await expect(figure(page, '可用余额')).toHaveText(shown(cents(before.available)));

  await announceRecharge(page, '12345.67', 'ICBC2026JOURNEY01', `${HOSTILE_PAYLOADS[2]}.png`);
  const pendingRow = page.getByRole('row').filter({ hasText: 'ICBC2026JOURNEY01' });
  await expect(pendingRow).toContainText('待确认');
  await expect(pendingRow).toContainText('+¥12,345.67');
  // Announced, not yet arrived: the balance has not moved.
  await expect(figure(page, '可用余额')).toHaveText(shown(cents(before.available)));
  // The voucher is viewable from the record.
  await page.getByRole('button', { name: '查看转账凭证 ICBC2026JOURNEY01' }).click();
  const voucher = page.getByRole('dialog', { name: '转账凭证（ICBC2026JOURNEY01）' });
  await expect(voucher.getByRole('img', { name: '转账凭证（ICBC2026JOURNEY01）' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await page.keyboard.press('Escape');
  await expect(voucher).toBeHidden();
  await expectInert(page, 'voucher file name');

  await finance('recharge/confirm', accounts.certifiedAdmin);
  await page.reload();
  const credited = cents(before.available) + 1_234_567;
  await expect(figure(page, '可用余额')).toHaveText(shown(credited));
  await expect(page.getByRole('row').filter({ hasText: 'ICBC2026JOURNEY01' })).toContainText(
    '已完成',
  );

  // The recharged balance pays an order's deposit in the order centre (余额支付).
  const { rows: due } = await api<{
    rows: { orderId: number; orderNo: string; dueAmount: string }[];
  }>(page, '/pc/mall/payment/query/first?pageNum=1&pageSize=10');
  const order = due[0];
  if (!order) throw new Error('no order awaiting its deposit');
  await page.goto(`/#/center/orderToBePaidPayment?ids=${order.orderId}`);
  await expect(page.getByRole('radio', { name: '余额支付' })).toBeChecked();
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByText('支付成功').first()).toBeVisible();
  await page.goto('/#/center/userFundManage');
  const afterDeposit = credited - cents(order.dueAmount);
  await expect(figure(page, '可用余额')).toHaveText(shown(afterDeposit));
  const depositRow = page.getByRole('row').filter({ hasText: order.orderNo });
  await expect(depositRow.first()).toContainText('支付定金');
  await expect(depositRow.first()).toContainText(`-${shown(cents(order.dueAmount))}`);
  await expect(depositRow.first()).toContainText(shown(afterDeposit));

  await page.getByRole('button', { name: '提现', exact: true }).click();
  const withdraw = page.getByRole('dialog', { name: '提现' });
  await field(withdraw, '提现金额').fill(String(afterDeposit / 100 + 1));
  await field(withdraw, '短信验证码').fill('000000');
  await withdraw.getByRole('button', { name: '提交提现' }).click();
  await expect(withdraw.getByText(/^提现金额不能超过可用余额/)).toBeVisible();
  await field(withdraw, '提现金额').fill('2000');
  // A wrong code: the sandbox refuses it after the confirm step; nothing is frozen.
  await withdraw.getByRole('button', { name: '提交提现' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确认提现' }).click();
  // The refusal stands at the code's field.
  await expect(field(withdraw, '短信验证码')).toHaveAccessibleDescription(/验证码错误或已过期/);
  await withdraw.getByRole('button', { name: '获取验证码' }).click();
  await expect(withdraw.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  await field(withdraw, '短信验证码').fill(await phone.lastSms(accounts.certifiedAdmin, 4));
  await withdraw.getByRole('button', { name: '提交提现' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确认提现' }).click();
  await expect(withdraw).toBeHidden();
  await expect(figure(page, '可用余额')).toHaveText(shown(afterDeposit - 200_000));
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
  await expect(figure(page, '可用余额')).toHaveText(shown(afterDeposit - 200_000));
});

test('a recharge finance rejects shows 已驳回 with the reason, and the balance does not move', async ({
  page,
}) => {
  await signIn(page, accounts.certifiedAdmin, { landing: '/#/center/userFundManage' });
  const before = await fundInfo(page);
  await announceRecharge(page, '500', 'CCB2026JOURNEY02', '建行回单.png');
  const reason = `未查询到该笔转账${HOSTILE_PAYLOADS[0]}`;
  await finance('recharge/reject', accounts.certifiedAdmin, reason);
  // The refusal reaches the buyer as reminder 029, which leads to 资金管理.
  const reminder = await reminderDialog(page);
  await reminder.getByRole('button', { name: /^您的充值申请已被驳回/ }).click();
  await expect(reminder).toBeHidden();
  await expect(page).toHaveURL(/#\/center\/userFundManage$/);
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: 'CCB2026JOURNEY02' });
  await expect(row).toContainText('已驳回');
  await expect(row).toContainText(`驳回原因：${reason}`);
  await expect(row.getByRole('button', { name: /^删除充值记录/ })).toHaveCount(0);
  await expect(figure(page, '可用余额')).toHaveText(shown(cents(before.available)));
  await expectInert(page, 'rejection reason');
});

test('an employee sees the funds but cannot withdraw', async ({ page }) => {
  await signIn(page, accounts.certifiedStaff, { landing: '/#/center/userFundManage' });
  // The page's chunk may take a while under load: wait for the account before reading it.
  await expect(page.getByRole('region', { name: '账户资金' })).toBeVisible();
  await expect(page.getByText('提现仅限企业管理员操作')).toBeVisible();
  await expect(page.getByRole('button', { name: '提现', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '充值' })).toBeVisible();
});
