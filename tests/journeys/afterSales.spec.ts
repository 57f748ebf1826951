import type { Page } from '@playwright/test';
import { sandboxApi } from '../playwright.config.ts';
import {
  accounts,
  api,
  claimableOrder,
  claimLine,
  expect,
  field,
  logIn,
  test,
} from './fixtures.ts';

interface AfterSale {
  afterSaleId: number;
  afterSaleNo: string;
  orderNo: string;
  status: string;
}

/** The mall's back office on an application, by its number. */
const mall = async (move: string, body: object) => {
  const response = await fetch(`${sandboxApi}/__admin/afterSales/${move}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string };
  if (answer.code !== 200) throw new Error(`${move}: ${answer.code} ${answer.msg}`);
};

/**
 * 申请售后 of a 待开票 order, from 全部订单 or from the after-sale list (its order picker, searched
 * by the order number), filled in for `kind` and sent.
 */
async function apply(
  page: Page,
  kind: string,
  amount: string | null,
  from: 'orders' | 'list' = 'orders',
): Promise<AfterSale> {
  const { order, line } = await claimableOrder(page);
  if (from === 'orders') {
    await page.goto('/#/center/orderAllOrder');
    await page.getByRole('combobox', { name: '订单状态' }).selectOption('待开票');
  } else {
    await page.goto('/#/center/orderAfterSales');
    await page.getByRole('link', { name: '申请售后', exact: true }).click();
    await expect(page.getByRole('combobox', { name: '订单状态' })).toHaveValue('toInvoice');
    await field(page, '订单编号').fill(order.orderNo);
    await page.getByRole('button', { name: '查询' }).click();
  }
  await page.getByRole('link', { name: `申请售后 ${order.orderNo}` }).click();
  await expect(page.getByText(order.orderNo)).toBeVisible();
  await page.getByRole('radio', { name: kind }).click();
  const reason = page.getByRole('combobox', { name: /售后原因/ });
  await expect(reason.locator('option').nth(1)).toBeAttached();
  await reason.selectOption({ index: 1 });
  await claimLine(page, line);
  if (amount !== null) await field(page, '申请金额').fill(amount);
  await page.getByRole('textbox', { name: /问题描述/ }).fill('到货后发现规格与订单不符');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('售后申请已提交')).toBeVisible();
  const id = Number(new URL(page.url().replace('/#/', '/')).searchParams.get('id'));
  return api<AfterSale>(page, `/pc/after/sale/apply/afterSale/${id}`);
}

/** Confirms the open confirm dialog with its button `name`. */
async function confirm(page: Page, name: string) {
  await page.getByRole('alertdialog').getByRole('button', { name, exact: true }).click();
}

/** Sends the goods back with a carrier and a tracking number. */
async function sendBack(page: Page) {
  await field(page, '物流公司').fill('德邦物流');
  await field(page, '物流单号').fill('DP20261124');
  await page.getByRole('button', { name: '确认寄回' }).click();
  await expect(page.getByText('退回中')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/#/gateway/login');
  await logIn(page, accounts.certifiedAdmin);
  await page.waitForURL(/#\/home\/main/);
});

test('a return with refund goes from the application through the shipment back to the refund', async ({
  page,
}) => {
  // The application, five moves, the list and 全部订单: a long journey on a loaded machine.
  test.setTimeout(90_000);
  const sale = await apply(page, '退货退款', '1');
  await expect(page).toHaveURL(/detailReturnsRefunds\?id=/);
  await expect(page.getByText('待审核')).toBeVisible();
  const ref = { afterSaleNo: sale.afterSaleNo };
  await mall('approve', ref);
  await page.reload();
  await sendBack(page);
  await mall('receive', ref);
  await mall('refund', ref);
  await page.reload();
  await expect(page.getByText('待确认结果')).toBeVisible();
  await expect(page.getByText('已退款 1.00 元至企业账户余额')).toBeVisible();
  await page.getByRole('button', { name: '确认结果' }).click();
  await confirm(page, '确定');
  await expect(page.getByText('已完成')).toBeVisible();
  await page.goto('/#/center/orderAfterSales');
  await field(page, '订单号/售后单号').fill(sale.afterSaleNo);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(
    page.getByRole('row', { name: new RegExp(`${sale.afterSaleNo}.*已完成`) }),
  ).toBeVisible();
  await page.goto('/#/center/orderAllOrder');
  await page.getByRole('combobox', { name: '订单状态' }).selectOption('待开票');
  const order = page.getByRole('rowgroup', { name: `订单 ${sale.orderNo}` });
  await order.getByRole('link', { name: sale.afterSaleNo }).click();
  await expect(page).toHaveURL(new RegExp(`orderAfterSales/detail\\?id=${sale.afterSaleId}$`));
  await expect(page.getByText('已完成')).toBeVisible();
});

test('an exchange, applied from the list: the goods go back and the replacement is shipped', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const sale = await apply(page, '换货', null, 'list');
  await expect(page).toHaveURL(/detailExchange\?id=/);
  const ref = { afterSaleNo: sale.afterSaleNo };
  await mall('approve', ref);
  await page.reload();
  await sendBack(page);
  await mall('receive', ref);
  await mall('ship', { ...ref, company: '顺丰速运', trackingNo: 'SF20261124' });
  await page.reload();
  await expect(page.getByText('换货已发出：顺丰速运 SF20261124')).toBeVisible();
  await page.getByRole('button', { name: '确认结果' }).click();
  await confirm(page, '确定');
  await expect(page.getByText('已完成')).toBeVisible();
});

test('a refund-only application is rejected, edited at the mall’s request and approved', async ({
  page,
}) => {
  const sale = await apply(page, '仅退款', '1');
  const ref = { afterSaleNo: sale.afterSaleNo };
  await mall('reject', { ...ref, reason: '照片不清晰' });
  await page.reload();
  await expect(page.getByText('驳回原因：照片不清晰')).toBeVisible();
  await mall('askEdit', { ...ref, note: '请核对申请金额' });
  await page.reload();
  await page.getByRole('button', { name: '同意修改' }).click();
  await expect(page).toHaveURL(/orderAfterSales\/update\?id=/);
  await expect(page.getByText('商城修改意见：请核对申请金额')).toBeVisible();
  await field(page, '申请金额').fill('0.5');
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(page).toHaveURL(/detailRefundOnly\?id=/);
  await expect(page.getByText('待审核')).toBeVisible();
  await mall('approve', ref);
  await page.reload();
  await expect(page.getByText('处理中')).toBeVisible();
  await expect(page.getByText('¥0.50')).toBeVisible();
});

test('a supplementary payment is confirmed and paid once', async ({ page }) => {
  const sale = await apply(page, '换货', null);
  const ref = { afterSaleNo: sale.afterSaleNo };
  await mall('approve', ref);
  await page.reload();
  await sendBack(page);
  await mall('receive', ref);
  await mall('askPayment', { ...ref, amount: '860' });
  await page.reload();
  await expect(page.getByText('补款金额：¥860.00（待支付）')).toBeVisible();
  await page.getByRole('button', { name: '支付补款' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('¥860.00');
  await confirm(page, '确认支付');
  await expect(page.getByText('补款已支付')).toBeVisible();
  await expect(page.getByText('处理中')).toBeVisible();
  await expect(page.getByRole('button', { name: '支付补款' })).toHaveCount(0);
});
